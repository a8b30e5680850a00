import { CaseStudyArtFrame } from "./case-study-frame.tsx";

const rows = [
  { token: "A 042", to: "T4", y: 92, opacity: 1 },
  { token: "B 017", to: "C2", y: 122, opacity: 0.75 },
  { token: "C 105", to: "C1", y: 148, opacity: 0.5 },
];
const people = [
  { x: 52, fill: "#4338ca" },
  { x: 86, fill: "#0d9488" },
  { x: 120, fill: "#818cf8" },
  { x: 154, fill: "#0f766e" },
  { x: 188, fill: "#a5b4fc" },
];
const qr = [
  [1, 1, 0, 1, 1],
  [1, 0, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [1, 0, 1, 0, 1],
];

/** A "now serving" display board, a digital token and guests waiting calmly. */
export function CaseStudyQueueArt({ className }: { className?: string }) {
  return (
    <CaseStudyArtFrame className={className}>
      {({ shadow }) => (
        <>
          <g filter={`url(#${shadow})`}>
            <rect x="36" y="32" width="208" height="136" rx="16" fill="#0b1b33" />
          </g>
          <rect x="54" y="48" width="58" height="6" rx="3" fill="#ffffff" opacity="0.5" />
          <circle cx="222" cy="51" r="4" fill="#2dd4bf" />
          <rect x="50" y="70" width="180" height="30" rx="8" fill="#4338ca" />
          {rows.map((row) => (
            <g
              key={row.token}
              fill="#ffffff"
              opacity={row.opacity}
              fontFamily="inherit"
              fontWeight="700"
            >
              <text x="62" y={row.y} fontSize="15" letterSpacing="1">
                {row.token}
              </text>
              <text x="218" y={row.y} fontSize="13" textAnchor="end">
                {row.to}
              </text>
            </g>
          ))}

          <g filter={`url(#${shadow})`}>
            <rect x="268" y="48" width="100" height="150" rx="14" fill="#ffffff" />
          </g>
          <rect x="284" y="64" width="40" height="5" rx="2.5" fill="#cbd5e1" />
          <text x="284" y="100" fontSize="24" fontWeight="700" fill="#4338ca" fontFamily="inherit">
            A 042
          </text>
          <rect x="284" y="110" width="56" height="5" rx="2.5" fill="#0f766e" opacity="0.7" />
          <line
            x1="276"
            x2="360"
            y1="128"
            y2="128"
            stroke="#cbd5e1"
            strokeWidth="2"
            strokeDasharray="4 4"
          />
          <g fill="#0b1b33">
            {qr.map((line, r) =>
              line.map((on, c) =>
                on ? (
                  <rect
                    key={`${r}-${c}`}
                    x={284 + c * 9}
                    y={140 + r * 9}
                    width="7"
                    height="7"
                    rx="1.5"
                  />
                ) : null,
              ),
            )}
          </g>
          <rect x="336" y="158" width="20" height="20" rx="6" fill="#e6f6f4" />

          <line
            x1="40"
            x2="232"
            y1="226"
            y2="226"
            stroke="#0b1b33"
            strokeOpacity="0.12"
            strokeWidth="2"
          />
          {people.map((p) => (
            <g key={p.x} fill={p.fill}>
              <circle cx={p.x} cy="190" r="8" />
              <path d={`M${p.x - 12} 224 v-8 a12 12 0 0 1 24 0 v8 z`} />
            </g>
          ))}
        </>
      )}
    </CaseStudyArtFrame>
  );
}
