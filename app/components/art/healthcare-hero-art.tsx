import { FileText, FlaskConical, HeartPulse, Hospital, Smartphone } from "lucide-react";
import { HeroSvg, Gradient } from "./art-parts.tsx";

const satellites = [
  { x: 64, y: 56, label: "Devices", Icon: HeartPulse, color: "#0f766e", tint: "#e6f6f4" },
  { x: 344, y: 56, label: "Patient app", Icon: Smartphone, color: "#4338ca", tint: "#eef0ff" },
  { x: 64, y: 248, label: "Labs", Icon: FlaskConical, color: "#4338ca", tint: "#eef0ff" },
  { x: 344, y: 248, label: "Records", Icon: FileText, color: "#0f766e", tint: "#e6f6f4" },
];

/** Decorative: a care provider at the centre of its devices, apps, labs and records. */
export function HealthcareHeroArt({ className = "" }: { className?: string }) {
  return (
    <HeroSvg width={480} height={400} className={className}>
      <defs>
        <Gradient id="hc-hero-bg" from="#eef0ff" to="#e6f6f4" />
        <Gradient id="hc-hero-accent" from="#4338ca" to="#0d9488" />
        <filter id="hc-hero-shadow" x="-30%" y="-30%" width="160%" height="180%">
          <feDropShadow dx="0" dy="10" stdDeviation="12" floodColor="#0b1b33" floodOpacity="0.12" />
        </filter>
      </defs>
      <rect x="8" y="8" width="464" height="384" rx="36" fill="url(#hc-hero-bg)" />
      <circle
        cx="240"
        cy="200"
        r="150"
        fill="none"
        stroke="#4338ca"
        strokeOpacity="0.08"
        strokeWidth="40"
      />

      <g stroke="#4338ca" strokeOpacity="0.35" strokeWidth="2" strokeDasharray="4 6" fill="none">
        {satellites.map((s) => (
          <line key={s.label} x1={s.x + 36} y1={s.y + 36} x2="240" y2="192" />
        ))}
      </g>

      {satellites.map(({ x, y, label, Icon, color, tint }) => (
        <g key={label}>
          <g filter="url(#hc-hero-shadow)">
            <rect x={x} y={y} width="72" height="72" rx="18" fill="#ffffff" />
          </g>
          <rect x={x + 14} y={y + 14} width="44" height="44" rx="12" fill={tint} />
          <Icon x={x + 24} y={y + 24} width={24} height={24} color={color} strokeWidth={2} />
          <text
            x={x + 36}
            y={y + 96}
            textAnchor="middle"
            fontSize="13"
            fontWeight="600"
            fill="#334155"
          >
            {label}
          </text>
        </g>
      ))}

      <g filter="url(#hc-hero-shadow)">
        <circle cx="240" cy="192" r="60" fill="#ffffff" />
      </g>
      <circle cx="240" cy="192" r="44" fill="url(#hc-hero-accent)" />
      <Hospital x={220} y={172} width={40} height={40} color="#ffffff" strokeWidth={1.75} />

      <g filter="url(#hc-hero-shadow)">
        <rect x="164" y="300" width="152" height="40" rx="20" fill="#ffffff" />
      </g>
      <circle cx="188" cy="320" r="10" fill="#0f766e" />
      <path
        d="M183 320 l4 4 l6 -8"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text x="206" y="325" fontSize="13" fontWeight="700" fill="#0b1b33">
        ABHA linked
      </text>
    </HeroSvg>
  );
}
