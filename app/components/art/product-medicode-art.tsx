import type { ArtPaint } from "./art-paint.ts";

// Lines of the clinical note; `mark` highlights the words a code was taken from.
const noteLines = [
  { width: 168 },
  { width: 140, mark: { x: 56, width: 96, color: "#4338ca", tint: "#eef0ff" } },
  { width: 176 },
  { width: 120 },
  { width: 164, mark: { x: 88, width: 84, color: "#0f766e", tint: "#e6f6f4" } },
  { width: 150 },
  { width: 172, mark: { x: 40, width: 72, color: "#4338ca", tint: "#eef0ff" } },
  { width: 96 },
];

const codes = [
  { y: 72, code: "E11.65", label: "Type 2 diabetes", color: "#4338ca", from: 146 },
  { y: 164, code: "I10", label: "Hypertension", color: "#0f766e", from: 218 },
  { y: 256, code: "99223", label: "Initial inpatient visit", color: "#4338ca", from: 266 },
];

/** A clinical note with highlighted evidence, each highlight linked to the code it supports. */
export function MediCodeArt({ paint }: { paint: ArtPaint }) {
  return (
    <g fontFamily="inherit">
      <g filter={paint.shadow}>
        <rect x="40" y="40" width="224" height="320" rx="16" fill="#ffffff" />
      </g>
      <text x="64" y="76" fontSize="13" fontWeight="700" fill="#0b1b33">
        Discharge summary
      </text>
      <rect x="64" y="88" width="72" height="6" rx="3" fill="#cbd5e1" />
      {noteLines.map((line, i) => {
        const y = 118 + i * 24;
        return (
          <g key={y}>
            <rect x="64" y={y} width={line.width} height="8" rx="4" fill="#e2e8f0" />
            {line.mark && (
              <>
                <rect
                  x={64 + line.mark.x - 4}
                  y={y - 6}
                  width={line.mark.width + 8}
                  height="20"
                  rx="6"
                  fill={line.mark.tint}
                />
                <rect
                  x={64 + line.mark.x}
                  y={y}
                  width={line.mark.width}
                  height="8"
                  rx="4"
                  fill={line.mark.color}
                />
              </>
            )}
          </g>
        );
      })}

      <g strokeWidth="2" strokeDasharray="4 6" fill="none" strokeOpacity="0.5">
        {codes.map((c) => (
          <path
            key={c.code}
            d={`M248 ${c.from} C276 ${c.from} 268 ${c.y + 28} 296 ${c.y + 28}`}
            stroke={c.color}
          />
        ))}
      </g>

      {codes.map((c) => (
        <g key={c.code}>
          <g filter={paint.shadow}>
            <rect x="296" y={c.y} width="148" height="56" rx="14" fill="#ffffff" />
          </g>
          <rect x="296" y={c.y + 12} width="4" height="32" rx="2" fill={c.color} />
          <text x="314" y={c.y + 25} fontSize="15" fontWeight="700" fill="#0b1b33">
            {c.code}
          </text>
          <text x="314" y={c.y + 42} fontSize="10" fill="#526072">
            {c.label}
          </text>
        </g>
      ))}

      <rect x="296" y="332" width="148" height="28" rx="14" fill={paint.accent} />
      <text x="370" y="350" textAnchor="middle" fontSize="11" fontWeight="700" fill="#ffffff">
        Ready for review
      </text>
    </g>
  );
}
