import { CaseStudyArtFrame } from "./case-study-frame.tsx";

const wave = [10, 22, 14, 30, 18, 26, 12, 20, 8];

/** A voice-first screening question on a phone, a score gauge and a referral card. */
export function CaseStudyMithraArt({ className }: { className?: string }) {
  return (
    <CaseStudyArtFrame className={className}>
      {({ shadow, accent }) => (
        <>
          <g filter={`url(#${shadow})`}>
            <rect x="146" y="20" width="112" height="216" rx="22" fill="#0b1b33" />
          </g>
          <rect x="154" y="30" width="96" height="196" rx="15" fill="#ffffff" />
          <rect x="166" y="44" width="72" height="5" rx="2.5" fill="#eef0ff" />
          <rect x="166" y="44" width="44" height="5" rx="2.5" fill="#4338ca" />
          <rect x="166" y="60" width="72" height="50" rx="10" fill="#eef0ff" />
          <path d="M176 80 h5 l7 -6 v22 l-7 -6 h-5 z" fill="#4338ca" />
          <g fill={`url(#${accent})`}>
            {wave.map((h, i) => (
              <rect key={i} x={194 + i * 4.5} y={85 - h / 2} width="2.5" height={h} rx="1.25" />
            ))}
          </g>
          <rect x="166" y="122" width="60" height="6" rx="3" fill="#0b1b33" opacity="0.85" />
          <rect x="166" y="134" width="44" height="5" rx="2.5" fill="#cbd5e1" />
          {[176, 194, 212, 230].map((cx, i) => (
            <circle
              key={cx}
              cx={cx}
              cy="160"
              r="7"
              fill={i === 2 ? "#0d9488" : "#ffffff"}
              stroke={i === 2 ? "#0d9488" : "#cbd5e1"}
              strokeWidth="2"
            />
          ))}
          <circle
            cx="212"
            cy="160"
            r="11"
            fill="none"
            stroke="#0d9488"
            strokeOpacity="0.3"
            strokeWidth="2"
          />
          <rect x="166" y="196" width="72" height="18" rx="9" fill="#4338ca" />
          <rect x="186" y="203" width="32" height="4" rx="2" fill="#ffffff" />

          <g filter={`url(#${shadow})`}>
            <rect x="40" y="58" width="90" height="84" rx="14" fill="#ffffff" />
          </g>
          <circle cx="85" cy="92" r="20" fill="none" stroke="#e2e8f0" strokeWidth="6" />
          <circle
            cx="85"
            cy="92"
            r="20"
            fill="none"
            stroke="#0d9488"
            strokeWidth="6"
            strokeLinecap="round"
            strokeDasharray="82 126"
            transform="rotate(-90 85 92)"
          />
          <rect x="62" y="122" width="46" height="6" rx="3" fill="#cbd5e1" />

          <g filter={`url(#${shadow})`}>
            <rect x="274" y="124" width="96" height="70" rx="14" fill="#ffffff" />
          </g>
          <path
            d="M298 172 c-9 -10 -13 -16 -13 -22 a13 13 0 0 1 26 0 c0 6 -4 12 -13 22 z"
            fill="#4338ca"
          />
          <circle cx="298" cy="150" r="4.5" fill="#ffffff" />
          <rect x="320" y="142" width="38" height="6" rx="3" fill="#0b1b33" opacity="0.85" />
          <rect x="320" y="154" width="28" height="5" rx="2.5" fill="#cbd5e1" />
          <circle cx="350" cy="176" r="8" fill="#e6f6f4" />
          <path
            d="M346 176 l3 3 l5 -6"
            fill="none"
            stroke="#0f766e"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </>
      )}
    </CaseStudyArtFrame>
  );
}
