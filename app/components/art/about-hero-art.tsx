import { useId } from "react";
import { HeroSvg, Gradient } from "./art-parts.tsx";

const orbit = [
  { x: 240, y: 58, r: 22, fill: "#4338ca" },
  { x: 400, y: 170, r: 18, fill: "#0d9488" },
  { x: 352, y: 340, r: 24, fill: "#0b1b33" },
  { x: 110, y: 330, r: 18, fill: "#818cf8" },
  { x: 72, y: 150, r: 20, fill: "#0f766e" },
];

/** People and capabilities orbiting one shared core: the company as one connected team. */
export function AboutHeroArt({ className = "" }: { className?: string }) {
  const id = useId().replace(/:/g, "");
  return (
    <HeroSvg width={480} height={420} className={className}>
      <defs>
        <Gradient id={`${id}-bg`} from="#eef0ff" to="#e6f6f4" />
        <Gradient id={`${id}-core`} from="#4338ca" to="#0d9488" />
        <filter id={`${id}-shadow`} x="-30%" y="-30%" width="160%" height="170%">
          <feDropShadow dx="0" dy="12" stdDeviation="14" floodColor="#0b1b33" floodOpacity="0.14" />
        </filter>
      </defs>
      <rect x="16" y="16" width="448" height="388" rx="40" fill={`url(#${id}-bg)`} />
      <circle
        cx="240"
        cy="206"
        r="150"
        fill="none"
        stroke="#4338ca"
        strokeOpacity="0.14"
        strokeWidth="2"
      />
      <circle
        cx="240"
        cy="206"
        r="100"
        fill="none"
        stroke="#0d9488"
        strokeOpacity="0.25"
        strokeWidth="2"
        strokeDasharray="4 8"
      />
      <g stroke="#4338ca" strokeOpacity="0.22" strokeWidth="2">
        {orbit.map((node) => (
          <line key={node.x} x1="240" y1="206" x2={node.x} y2={node.y} />
        ))}
      </g>

      <g filter={`url(#${id}-shadow)`}>
        <rect x="184" y="150" width="112" height="112" rx="32" fill={`url(#${id}-core)`} />
      </g>
      <path
        d="M240 178 c4 16 10 22 26 28 c-16 6 -22 12 -26 28 c-4 -16 -10 -22 -26 -28 c16 -6 22 -12 26 -28 z"
        fill="#ffffff"
      />
      <circle cx="272" cy="176" r="5" fill="#ffffff" opacity="0.7" />

      {orbit.map((node) => (
        <g key={node.x}>
          <circle cx={node.x} cy={node.y} r={node.r + 8} fill="#ffffff" />
          <circle cx={node.x} cy={node.y} r={node.r} fill={node.fill} />
          <circle
            cx={node.x}
            cy={node.y - node.r * 0.25}
            r={node.r * 0.3}
            fill="#ffffff"
            opacity="0.9"
          />
          <path
            d={`M${node.x - node.r * 0.5} ${node.y + node.r * 0.55} a${node.r * 0.5} ${node.r * 0.45} 0 0 1 ${node.r} 0`}
            fill="#ffffff"
            opacity="0.9"
          />
        </g>
      ))}

      <g filter={`url(#${id}-shadow)`}>
        <rect x="300" y="44" width="132" height="64" rx="16" fill="#ffffff" />
      </g>
      <path
        d="M316 84 h18 l6 -12 l8 22 l7 -28 l6 18 h14 l4 -6 l4 6 h24"
        fill="none"
        stroke="#0d9488"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />

      <g filter={`url(#${id}-shadow)`}>
        <rect x="40" y="236" width="136" height="60" rx="16" fill="#ffffff" />
      </g>
      <rect x="56" y="252" width="28" height="28" rx="8" fill="#eef0ff" />
      <path
        d="M64 266 l4 4 l8 -9"
        fill="none"
        stroke="#4338ca"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="94" y="256" width="66" height="7" rx="3.5" fill="#0b1b33" opacity="0.85" />
      <rect x="94" y="270" width="46" height="6" rx="3" fill="#cbd5e1" />
    </HeroSvg>
  );
}
