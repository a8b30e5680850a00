import { CaseStudyArtFrame } from "./case-study-frame.tsx";

const options = [96, 118, 140, 162];

/** An exam screen with a timer and answer options, a proctoring badge and a result card. */
export function CaseStudyOnlinetestArt({ className }: { className?: string }) {
  return (
    <CaseStudyArtFrame className={className}>
      {({ shadow, accent }) => (
        <>
          <g filter={`url(#${shadow})`}>
            <rect x="76" y="26" width="248" height="170" rx="14" fill="#0b1b33" />
            <path d="M52 196 h296 l-12 16 h-272 z" fill="#cbd5e1" />
          </g>
          <rect x="180" y="196" width="40" height="5" rx="2.5" fill="#94a3b8" />
          <rect x="86" y="36" width="228" height="150" rx="8" fill="#ffffff" />
          <rect x="100" y="52" width="44" height="5" rx="2.5" fill="#0f766e" opacity="0.8" />
          <rect x="100" y="64" width="140" height="8" rx="4" fill="#0b1b33" opacity="0.85" />
          <rect x="100" y="78" width="104" height="6" rx="3" fill="#cbd5e1" />
          <circle cx="290" cy="64" r="14" fill="none" stroke="#e2e8f0" strokeWidth="4" />
          <circle
            cx="290"
            cy="64"
            r="14"
            fill="none"
            stroke={`url(#${accent})`}
            strokeWidth="4"
            strokeLinecap="round"
            strokeDasharray="60 88"
            transform="rotate(-90 290 64)"
          />
          <path
            d="M290 57 v7 l5 3"
            fill="none"
            stroke="#0b1b33"
            strokeWidth="2"
            strokeLinecap="round"
          />
          {options.map((y, i) => {
            const chosen = i === 1;
            return (
              <g key={y}>
                <rect
                  x="100"
                  y={y}
                  width="200"
                  height="16"
                  rx="8"
                  fill={chosen ? "#eef0ff" : "#f5f7fb"}
                  stroke={chosen ? "#4338ca" : "none"}
                  strokeWidth="1.5"
                />
                <circle
                  cx="110"
                  cy={y + 8}
                  r="4"
                  fill={chosen ? "#4338ca" : "#ffffff"}
                  stroke={chosen ? "#4338ca" : "#cbd5e1"}
                  strokeWidth="1.5"
                />
                <rect
                  x="122"
                  y={y + 6}
                  width={[84, 112, 70, 96][i]}
                  height="4"
                  rx="2"
                  fill={chosen ? "#4338ca" : "#cbd5e1"}
                />
              </g>
            );
          })}

          <g filter={`url(#${shadow})`}>
            <rect x="26" y="52" width="64" height="64" rx="16" fill="#ffffff" />
          </g>
          <path
            d="M40 84 c8 -12 28 -12 36 0 c-8 12 -28 12 -36 0 z"
            fill="#eef0ff"
            stroke="#4338ca"
            strokeWidth="2"
          />
          <circle cx="58" cy="84" r="5" fill="#4338ca" />

          <g filter={`url(#${shadow})`}>
            <rect x="292" y="138" width="84" height="84" rx="16" fill="#ffffff" />
          </g>
          <circle cx="314" cy="160" r="10" fill="#e6f6f4" />
          <path
            d="M309 160 l4 4 l6 -8"
            fill="none"
            stroke="#0f766e"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          {[0, 1, 2].map((i) => (
            <rect
              key={i}
              x={306 + i * 18}
              y={206 - [16, 28, 22][i]!}
              width="11"
              height={[16, 28, 22][i]}
              rx="3"
              fill={i === 1 ? "#4338ca" : "#c7d2fe"}
            />
          ))}
          <rect x="330" y="156" width="32" height="6" rx="3" fill="#0b1b33" opacity="0.85" />
        </>
      )}
    </CaseStudyArtFrame>
  );
}
