import { Gradient } from "./art-parts.tsx";
// Decorative hero art: a soft orb, a neural mesh and an ECG trace that turns into data,
// the company's story (care + AI) in one calm vector composition. Palette colours only.
// The cards, the trace and its dots keep clear of every node of the mesh (nothing hides or
// crosses a node), and the shadows are never cut square.

const nodes = [
  [168, 150],
  [262, 108],
  [370, 142],
  [432, 232],
  [404, 318],
  [286, 398],
  [176, 356],
  [128, 254],
  [280, 250],
] as const;

const edges = [
  [0, 1],
  [1, 2],
  [2, 3],
  [3, 4],
  [4, 5],
  [5, 6],
  [6, 7],
  [7, 0],
  [8, 0],
  [8, 2],
  [8, 4],
  [8, 6],
  [1, 8],
  [3, 8],
] as const;

export function HomeHeroArt({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 560 500" className={className} aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="hh-glow-brand">
          <stop offset="0" stopColor="#4338ca" stopOpacity="0.28" />
          <stop offset="1" stopColor="#4338ca" stopOpacity="0" />
        </radialGradient>
        <radialGradient id="hh-glow-teal">
          <stop offset="0" stopColor="#0d9488" stopOpacity="0.26" />
          <stop offset="1" stopColor="#0d9488" stopOpacity="0" />
        </radialGradient>
        <Gradient id="hh-orb" from="#eef0ff" to="#e6f6f4" />
        <Gradient id="hh-line" from="#4338ca" to="#0d9488" direction="across" />
        <Gradient id="hh-bar" from="#4338ca" to="#0d9488" direction="up" />
        {/* the region is the whole picture, in its own units: a region relative to each shape
            (the default) cut the blur of the small check badge into a square */}
        <filter id="hh-shadow" filterUnits="userSpaceOnUse" x="0" y="0" width="560" height="500">
          <feDropShadow dx="0" dy="12" stdDeviation="14" floodColor="#0b1b33" floodOpacity="0.12" />
        </filter>
      </defs>

      <circle cx="200" cy="190" r="190" fill="url(#hh-glow-brand)" />
      <circle cx="380" cy="320" r="180" fill="url(#hh-glow-teal)" />

      <circle cx="280" cy="250" r="196" fill="url(#hh-orb)" />
      <circle cx="280" cy="250" r="196" fill="none" stroke="#4338ca" strokeOpacity="0.14" />
      <circle
        cx="280"
        cy="250"
        r="234"
        fill="none"
        stroke="#0d9488"
        strokeOpacity="0.22"
        strokeDasharray="2 8"
        strokeLinecap="round"
      />
      <circle cx="280" cy="250" r="140" fill="none" stroke="#4338ca" strokeOpacity="0.1" />

      <g stroke="url(#hh-line)" strokeOpacity="0.45" strokeWidth="1.5">
        {edges.map(([from, to]) => (
          <line
            key={`${from}-${to}`}
            x1={nodes[from][0]}
            y1={nodes[from][1]}
            x2={nodes[to][0]}
            y2={nodes[to][1]}
          />
        ))}
      </g>
      {nodes.map(([x, y], index) => (
        <g key={`${x}-${y}`}>
          <circle
            cx={x}
            cy={y}
            r={index === 8 ? 16 : 9}
            fill="#fff"
            stroke="#4338ca"
            strokeWidth="2"
          />
          <circle
            cx={x}
            cy={y}
            r={index === 8 ? 7 : 3.5}
            fill={index % 2 ? "#0d9488" : "#4338ca"}
          />
        </g>
      ))}

      <path
        d="M24 300 H184 l14 -34 l16 78 l20 -118 l18 104 l12 -30 H330"
        fill="none"
        stroke="url(#hh-line)"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <g fill="url(#hh-line)">
        <circle cx="342" cy="300" r="4" opacity="0.9" />
        <circle cx="355" cy="300" r="3.5" opacity="0.7" />
        <circle cx="366" cy="300" r="3" opacity="0.5" />
        <circle cx="376" cy="300" r="2.5" opacity="0.35" />
      </g>

      <g filter="url(#hh-shadow)">
        <rect x="36" y="36" width="172" height="92" rx="16" fill="#fff" />
        <rect x="36.5" y="36.5" width="171" height="91" rx="15.5" fill="none" stroke="#e2e8f0" />
        <rect x="54" y="54" width="28" height="28" rx="8" fill="#eef0ff" />
        <path
          d="M68 60 l2.6 5.4 5.4 2.6 -5.4 2.6 -2.6 5.4 -2.6 -5.4 -5.4 -2.6 5.4 -2.6 Z"
          fill="#4338ca"
        />
        <rect x="92" y="58" width="90" height="8" rx="4" fill="#0b1b33" fillOpacity="0.8" />
        <rect x="92" y="72" width="62" height="6" rx="3" fill="#526072" fillOpacity="0.45" />
        <rect x="54" y="96" width="136" height="6" rx="3" fill="#e6f6f4" />
        <rect x="54" y="96" width="98" height="6" rx="3" fill="#0d9488" />
      </g>

      <g filter="url(#hh-shadow)">
        <rect x="364" y="340" width="164" height="112" rx="16" fill="#fff" />
        <rect x="364.5" y="340.5" width="163" height="111" rx="15.5" fill="none" stroke="#e2e8f0" />
        <rect x="382" y="358" width="70" height="8" rx="4" fill="#0b1b33" fillOpacity="0.8" />
        <rect x="382" y="372" width="44" height="6" rx="3" fill="#526072" fillOpacity="0.45" />
        {[28, 40, 22, 50, 36, 58].map((height, index) => (
          <rect
            key={index}
            x={384 + index * 22}
            y={436 - height}
            width="12"
            height={height}
            rx="4"
            fill="url(#hh-bar)"
            fillOpacity={0.45 + index * 0.1}
          />
        ))}
      </g>

      <g filter="url(#hh-shadow)">
        <circle cx="458" cy="112" r="30" fill="#fff" />
        <path
          d="M444 112 l9 9 l17 -18"
          fill="none"
          stroke="#0d9488"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </svg>
  );
}
