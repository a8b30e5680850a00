import { CaseStudyArtFrame } from "./case-study-frame.tsx";

const toggles = [150, 172, 194];
const apps = [
  { x: 292, y: 46, fill: "#4338ca" },
  { x: 316, y: 46, fill: "#0d9488" },
  { x: 340, y: 46, fill: "#a5b4fc" },
  { x: 292, y: 70, fill: "#99f6e4" },
  { x: 316, y: 70, fill: "#c7d2fe" },
  { x: 340, y: 70, fill: "#0b1b33" },
];

/** A managed phone behind a policy shield, with geofencing, apps and signal strength. */
export function CaseStudyMobileArt({ className }: { className?: string }) {
  return (
    <CaseStudyArtFrame className={className}>
      {({ shadow, accent }) => (
        <>
          <g filter={`url(#${shadow})`}>
            <rect x="146" y="20" width="112" height="216" rx="22" fill="#0b1b33" />
          </g>
          <rect x="154" y="30" width="96" height="196" rx="15" fill="#ffffff" />
          <g fill="#0b1b33" opacity="0.7">
            <rect x="166" y="44" width="3" height="4" rx="1" />
            <rect x="171" y="42" width="3" height="6" rx="1" />
            <rect x="176" y="40" width="3" height="8" rx="1" />
            <rect x="222" y="42" width="16" height="6" rx="2" />
          </g>
          <path
            d="M202 62 l30 11 v22 c0 20 -13 32 -30 38 c-17 -6 -30 -18 -30 -38 v-22 z"
            fill={`url(#${accent})`}
          />
          <rect x="192" y="94" width="20" height="16" rx="3" fill="#ffffff" />
          <path d="M196 94 v-5 a6 6 0 0 1 12 0 v5" fill="none" stroke="#ffffff" strokeWidth="3" />
          {toggles.map((y, i) => (
            <g key={y}>
              <rect x="166" y={y} width="44" height="6" rx="3" fill="#cbd5e1" />
              <rect
                x="218"
                y={y - 4}
                width="22"
                height="14"
                rx="7"
                fill={i === 2 ? "#e2e8f0" : "#0d9488"}
              />
              <circle cx={i === 2 ? 225 : 233} cy={y + 3} r="5" fill="#ffffff" />
            </g>
          ))}

          <g filter={`url(#${shadow})`}>
            <rect x="32" y="60" width="96" height="96" rx="14" fill="#ffffff" />
          </g>
          <rect x="40" y="68" width="80" height="80" rx="10" fill="#f5f7fb" />
          <path d="M40 112 h80 M76 68 v80" stroke="#e2e8f0" strokeWidth="4" />
          <circle
            cx="80"
            cy="108"
            r="28"
            fill="#0d9488"
            fillOpacity="0.1"
            stroke="#0d9488"
            strokeWidth="2"
            strokeDasharray="4 4"
          />
          <path
            d="M80 116 c-8 -9 -12 -14 -12 -20 a12 12 0 0 1 24 0 c0 6 -4 11 -12 20 z"
            fill="#4338ca"
          />
          <circle cx="80" cy="96" r="4" fill="#ffffff" />

          <g filter={`url(#${shadow})`}>
            <rect x="280" y="36" width="92" height="62" rx="14" fill="#ffffff" />
          </g>
          {apps.map((a) => (
            <rect
              key={`${a.x}-${a.y}`}
              x={a.x}
              y={a.y}
              width="16"
              height="16"
              rx="5"
              fill={a.fill}
            />
          ))}

          <g filter={`url(#${shadow})`}>
            <rect x="280" y="120" width="92" height="82" rx="14" fill="#ffffff" />
          </g>
          {[0, 1, 2, 3].map((i) => (
            <rect
              key={i}
              x={296 + i * 14}
              y={176 - i * 10 - 6}
              width="9"
              height={i * 10 + 14}
              rx="3"
              fill={i < 3 ? "#0d9488" : "#e2e8f0"}
            />
          ))}
          <path
            d="M346 150 a18 18 0 0 1 24 0 M350 156 a11 11 0 0 1 16 0"
            fill="none"
            stroke="#4338ca"
            strokeWidth="3"
            strokeLinecap="round"
          />
          <circle cx="358" cy="163" r="3" fill="#4338ca" />
        </>
      )}
    </CaseStudyArtFrame>
  );
}
