import type { ArtPaint } from "./art-paint.ts";

const sources = [
  { y: 64, label: "Protocol" },
  { y: 160, label: "SAP" },
  { y: 256, label: "TLFs" },
];

/** Source documents drafted into a report whose numbers trace back to their tables. */
export function RegDocArt({ paint }: { paint: ArtPaint }) {
  return (
    <g fontFamily="inherit">
      {sources.map((s, i) => (
        <g key={s.label}>
          <g filter={paint.shadow}>
            <rect x="40" y={s.y} width="120" height="72" rx="14" fill="#ffffff" />
          </g>
          <rect
            x="56"
            y={s.y + 16}
            width="24"
            height="30"
            rx="4"
            fill={i === 2 ? "#e6f6f4" : "#eef0ff"}
          />
          {i === 2 ? (
            <path
              d={`M60 ${s.y + 26} h16 M60 ${s.y + 34} h16 M68 ${s.y + 20} v22`}
              stroke="#0f766e"
              strokeWidth="2"
            />
          ) : (
            <path
              d={`M61 ${s.y + 24} h14 M61 ${s.y + 31} h10 M61 ${s.y + 38} h12`}
              stroke="#4338ca"
              strokeWidth="2"
              strokeLinecap="round"
            />
          )}
          <text x="90" y={s.y + 30} fontSize="13" fontWeight="700" fill="#0b1b33">
            {s.label}
          </text>
          <rect x="90" y={s.y + 40} width="48" height="6" rx="3" fill="#cbd5e1" />
        </g>
      ))}

      <g stroke="#4338ca" strokeOpacity="0.35" strokeWidth="2" strokeDasharray="4 6" fill="none">
        <path d="M160 100 C184 100 180 120 204 120" />
        <path d="M160 196 C184 196 180 196 204 196" />
      </g>

      <g filter={paint.shadow}>
        <rect x="204" y="40" width="240" height="320" rx="16" fill="#ffffff" />
      </g>
      <rect x="204" y="40" width="240" height="6" rx="3" fill={paint.accent} />
      <text x="226" y="78" fontSize="13" fontWeight="700" fill="#0b1b33">
        Clinical Study Report
      </text>
      <text x="226" y="106" fontSize="11" fontWeight="600" fill="#4338ca">
        11.4 Efficacy results
      </text>
      {[124, 140, 156, 172].map((y, i) => (
        <rect
          key={y}
          x="226"
          y={y}
          width={[196, 180, 188, 120][i]}
          height="7"
          rx="3.5"
          fill="#e2e8f0"
        />
      ))}

      {/* results table */}
      <rect x="226" y="196" width="196" height="96" rx="8" fill="#f5f7fb" stroke="#e2e8f0" />
      <path
        d="M226 220 h196 M226 244 h196 M226 268 h196 M292 196 v96 M358 196 v96"
        stroke="#e2e8f0"
      />
      <rect x="226" y="196" width="196" height="24" rx="8" fill="#eef0ff" />
      {/* the traceability link from the table source to the reported value */}
      <path
        d="M160 292 C196 292 220 256 296 256"
        stroke="#0f766e"
        strokeWidth="2"
        strokeDasharray="4 5"
        fill="none"
      />
      <circle cx="160" cy="292" r="4" fill="#0f766e" />
      <rect x="296" y="248" width="58" height="16" rx="4" fill="#e6f6f4" stroke="#0f766e" />
      <text x="325" y="260" textAnchor="middle" fontSize="10" fontWeight="700" fill="#0f766e">
        48.2%
      </text>

      <rect x="226" y="312" width="136" height="28" rx="14" fill="#e6f6f4" />
      <circle cx="244" cy="326" r="8" fill="#0f766e" />
      <path
        d="M240 326 l3 3 l5 -6"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text x="258" y="330" fontSize="11" fontWeight="700" fill="#0f766e">
        Source-verified
      </text>
    </g>
  );
}
