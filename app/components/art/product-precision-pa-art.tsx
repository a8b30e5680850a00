import type { ArtPaint } from "./art-paint.ts";

const nodes = [
  { x: 96, label: "Check" },
  { x: 192, label: "Evidence" },
  { x: 288, label: "Submit" },
  { x: 384, label: "Decision" },
];

/** A prior-authorization request flowing through the pipeline to an approval. */
export function PrecisionPaArt({ paint }: { paint: ArtPaint }) {
  return (
    <g fontFamily="inherit">
      {/* the request */}
      <g filter={paint.shadow}>
        <rect x="44" y="48" width="212" height="124" rx="16" fill="#ffffff" />
      </g>
      <rect x="64" y="66" width="92" height="22" rx="11" fill="#eef0ff" />
      <text x="110" y="81" textAnchor="middle" fontSize="11" fontWeight="700" fill="#4338ca">
        PA REQUEST
      </text>
      <circle cx="80" cy="114" r="14" fill="#e6f6f4" />
      <text x="80" y="118" textAnchor="middle" fontSize="11" fontWeight="700" fill="#0f766e">
        RK
      </text>
      <rect x="104" y="104" width="96" height="8" rx="4" fill="#0b1b33" />
      <rect x="104" y="118" width="64" height="6" rx="3" fill="#cbd5e1" />
      <rect x="64" y="140" width="80" height="20" rx="6" fill="#f5f7fb" stroke="#e2e8f0" />
      <text x="104" y="154" textAnchor="middle" fontSize="10" fontWeight="600" fill="#334155">
        CPT 72148
      </text>
      <rect x="152" y="140" width="64" height="20" rx="6" fill="#f5f7fb" stroke="#e2e8f0" />
      <text x="184" y="154" textAnchor="middle" fontSize="10" fontWeight="600" fill="#334155">
        M54.16
      </text>

      {/* approval */}
      <g filter={paint.shadow}>
        <rect x="296" y="72" width="144" height="76" rx="16" fill="#ffffff" />
      </g>
      <circle cx="328" cy="110" r="16" fill="#0f766e" />
      <path
        d="M320 110 l6 6 l11 -12"
        fill="none"
        stroke="#ffffff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text x="354" y="106" fontSize="14" fontWeight="700" fill="#0b1b33">
        Approved
      </text>
      <text x="354" y="123" fontSize="10" fill="#526072">
        auto-submitted
      </text>

      {/* connectors */}
      <g stroke="#4338ca" strokeOpacity="0.35" strokeWidth="2" strokeDasharray="4 6" fill="none">
        <path d="M96 172 V246" />
        <path d="M384 246 V148" />
      </g>

      {/* the pipeline */}
      <rect x="96" y="264" width="288" height="8" rx="4" fill="#e2e8f0" />
      <rect x="96" y="264" width="240" height="8" rx="4" fill={paint.accent} />
      {nodes.map((node, index) => (
        <g key={node.label}>
          <circle
            cx={node.x}
            cy="268"
            r="22"
            fill="#ffffff"
            stroke={index < 3 ? "#4338ca" : "#cbd5e1"}
            strokeWidth="3"
          />
          <text
            x={node.x}
            y="273"
            textAnchor="middle"
            fontSize="13"
            fontWeight="700"
            fill={index < 3 ? "#4338ca" : "#526072"}
          >
            {index + 1}
          </text>
          <text
            x={node.x}
            y="312"
            textAnchor="middle"
            fontSize="12"
            fontWeight="600"
            fill="#334155"
          >
            {node.label}
          </text>
        </g>
      ))}
      {/* the request in transit between Submit and Decision */}
      <g filter={paint.shadow}>
        <rect
          x="322"
          y="242"
          width="32"
          height="40"
          rx="6"
          fill="#ffffff"
          stroke="#4338ca"
          strokeWidth="2"
        />
      </g>
      <rect x="329" y="252" width="18" height="4" rx="2" fill="#4338ca" />
      <rect x="329" y="261" width="14" height="4" rx="2" fill="#cbd5e1" />
      <rect x="329" y="270" width="16" height="4" rx="2" fill="#cbd5e1" />

      {/* payer criteria */}
      <rect x="96" y="332" width="288" height="36" rx="12" fill="#ffffff" opacity="0.9" />
      <text x="116" y="355" fontSize="12" fontWeight="600" fill="#334155">
        Payer criteria
      </text>
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <circle cx={272 + i * 28} cy="350" r="9" fill={i < 3 ? "#0f766e" : "#e2e8f0"} />
          {i < 3 && (
            <path
              d={`M${268 + i * 28} 350 l3 3 l5 -6`}
              fill="none"
              stroke="#ffffff"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          )}
        </g>
      ))}
    </g>
  );
}
