import { HeroSvg, Gradient } from "./art-parts.tsx";
/** Decorative hero art for the careers page: a small team network around a pulse line. */
export function CareersHeroArt({ className = "" }: { className?: string }) {
  const people = [
    { x: 96, y: 118, r: 30, fill: "#4338ca", initials: "AK" },
    { x: 384, y: 96, r: 26, fill: "#0d9488", initials: "SR" },
    { x: 408, y: 300, r: 32, fill: "#0b1b33", initials: "MP" },
    { x: 110, y: 318, r: 24, fill: "#6366f1", initials: "NV" },
  ];
  return (
    <HeroSvg width={480} height={420} className={className}>
      <defs>
        <Gradient id="careers-hero-bg" from="#eef0ff" to="#e6f6f4" />
        <Gradient id="careers-hero-pulse" from="#4338ca" to="#0d9488" direction="across" />
        <clipPath id="careers-hero-clip">
          <rect x="16" y="16" width="448" height="388" rx="40" />
        </clipPath>
        <filter id="careers-hero-shadow" x="-20%" y="-20%" width="140%" height="160%">
          <feDropShadow dx="0" dy="12" stdDeviation="14" floodColor="#0b1b33" floodOpacity="0.14" />
        </filter>
      </defs>

      <rect x="16" y="16" width="448" height="388" rx="40" fill="url(#careers-hero-bg)" />
      <g clipPath="url(#careers-hero-clip)">
        <circle cx="392" cy="88" r="120" fill="#4338ca" opacity="0.06" />
        <circle cx="96" cy="340" r="96" fill="#0d9488" opacity="0.07" />
      </g>

      <g stroke="#4338ca" strokeOpacity="0.35" strokeWidth="2" strokeDasharray="4 6" fill="none">
        {people.map((p) => (
          <line key={p.initials} x1={p.x} y1={p.y} x2="240" y2="210" />
        ))}
      </g>

      <g filter="url(#careers-hero-shadow)">
        <rect x="132" y="142" width="216" height="136" rx="20" fill="#ffffff" />
      </g>
      <rect x="156" y="166" width="96" height="10" rx="5" fill="#0b1b33" />
      <rect x="156" y="186" width="64" height="8" rx="4" fill="#cbd5e1" />
      <rect x="276" y="164" width="48" height="20" rx="10" fill="#e6f6f4" />
      <rect x="286" y="171" width="28" height="6" rx="3" fill="#0f766e" />
      <path
        d="M156 240 h40 l10 -22 l14 40 l14 -56 l12 38 h20 l8 -12 l8 12 h42"
        fill="none"
        stroke="url(#careers-hero-pulse)"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />

      {people.map((p) => (
        <g key={p.initials}>
          <circle cx={p.x} cy={p.y} r={p.r + 8} fill="#ffffff" opacity="0.9" />
          <circle cx={p.x} cy={p.y} r={p.r} fill={p.fill} />
          <text
            x={p.x}
            y={p.y + 5}
            textAnchor="middle"
            fontSize={p.r * 0.55}
            fontWeight="600"
            fill="#ffffff"
            fontFamily="inherit"
          >
            {p.initials}
          </text>
        </g>
      ))}

      <g fill="#0d9488">
        <circle cx="300" cy="340" r="5" />
        <circle cx="320" cy="340" r="5" opacity="0.6" />
        <circle cx="340" cy="340" r="5" opacity="0.3" />
      </g>
      <path
        d="M196 70 l8 -16 l8 16 l16 8 l-16 8 l-8 16 l-8 -16 l-16 -8 z"
        fill="#4338ca"
        opacity="0.8"
      />
    </HeroSvg>
  );
}
