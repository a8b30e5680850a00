import type { ArtPaint } from "./art-paint.ts";

const vitals = [
  { x: 60, label: "HR", value: "112" },
  { x: 140, label: "BP", value: "94/60" },
  { x: 220, label: "Lactate", value: "2.4" },
];

// Arc of a 56px-radius gauge centred at (376, 150), swept from the left end.
const gaugeBase = "M320 150 A56 56 0 0 1 432 150";
const gaugeValue = "M320 150 A56 56 0 0 1 415.6 110.4";

/** A patient chart feeding a risk score and an explained, evidence-linked recommendation. */
export function AcuMedArt({ paint }: { paint: ArtPaint }) {
  return (
    <g fontFamily="inherit">
      {/* patient chart */}
      <g filter={paint.shadow}>
        <rect x="40" y="44" width="256" height="156" rx="16" fill="#ffffff" />
      </g>
      <circle cx="74" cy="76" r="16" fill="#eef0ff" />
      <text x="74" y="80" textAnchor="middle" fontSize="11" fontWeight="700" fill="#4338ca">
        JM
      </text>
      <rect x="100" y="66" width="104" height="8" rx="4" fill="#0b1b33" />
      <rect x="100" y="80" width="68" height="6" rx="3" fill="#cbd5e1" />
      {vitals.map((v) => (
        <g key={v.label}>
          <rect x={v.x} y="104" width="68" height="44" rx="10" fill="#f5f7fb" />
          <text x={v.x + 10} y="121" fontSize="10" fill="#526072">
            {v.label}
          </text>
          <text x={v.x + 10} y="139" fontSize="14" fontWeight="700" fill="#0b1b33">
            {v.value}
          </text>
        </g>
      ))}
      <path
        d="M60 176 h46 l8 -14 l10 26 l10 -34 l10 30 l8 -8 h24 l8 -10 l8 10 h84"
        fill="none"
        stroke={paint.accent}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />

      {/* risk gauge */}
      <path d={gaugeBase} fill="none" stroke="#e2e8f0" strokeWidth="12" strokeLinecap="round" />
      <path
        d={gaugeValue}
        fill="none"
        stroke={paint.accent}
        strokeWidth="12"
        strokeLinecap="round"
      />
      <text x="376" y="142" textAnchor="middle" fontSize="18" fontWeight="700" fill="#0b1b33">
        High
      </text>
      <text x="376" y="172" textAnchor="middle" fontSize="11" fill="#526072">
        sepsis risk
      </text>

      <g stroke="#4338ca" strokeOpacity="0.35" strokeWidth="2" strokeDasharray="4 6" fill="none">
        <path d="M168 200 V236" />
        <path d="M376 184 V236" />
      </g>

      {/* recommendation */}
      <g filter={paint.shadow}>
        <rect x="72" y="236" width="352" height="124" rx="16" fill="#ffffff" />
      </g>
      <circle cx="104" cy="268" r="14" fill="#0f766e" />
      <path
        d="M97 268 l5 5 l9 -10"
        fill="none"
        stroke="#ffffff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text x="128" y="273" fontSize="14" fontWeight="700" fill="#0b1b33">
        Suggested next steps
      </text>
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <circle cx="100" cy={302 + i * 20} r="3" fill="#4338ca" />
          <rect
            x="112"
            y={298 + i * 20}
            width={[176, 144, 160][i]}
            height="8"
            rx="4"
            fill="#cbd5e1"
          />
          <rect x="336" y={293 + i * 20} width="64" height="18" rx="9" fill="#eef0ff" />
          <text
            x="368"
            y={306 + i * 20}
            textAnchor="middle"
            fontSize="10"
            fontWeight="600"
            fill="#4338ca"
          >
            evidence
          </text>
        </g>
      ))}
    </g>
  );
}
