import { CaseStudyArtFrame } from "./case-study-frame.tsx";

const beat = "h12 l5 -7 l5 7 h6 l4 -40 l6 62 l5 -30 h10 l6 -10 l6 10";

/** A wearable ECG patch streaming a Holter trace to a cloud review screen. */
export function CaseStudyUbiqvueArt({ className }: { className?: string }) {
  return (
    <CaseStudyArtFrame className={className}>
      {({ shadow, accent }) => (
        <>
          <g filter={`url(#${shadow})`}>
            <rect x="92" y="44" width="236" height="160" rx="16" fill="#ffffff" />
          </g>
          <circle cx="112" cy="64" r="4" fill="#cbd5e1" />
          <circle cx="124" cy="64" r="4" fill="#cbd5e1" />
          <circle cx="136" cy="64" r="4" fill="#cbd5e1" />
          <rect x="152" y="60" width="64" height="8" rx="4" fill="#0b1b33" opacity="0.85" />
          <rect x="268" y="56" width="44" height="18" rx="9" fill="#e6f6f4" />
          <rect x="278" y="63" width="24" height="4" rx="2" fill="#0f766e" />
          <g stroke="#eef0ff" strokeWidth="1.5">
            {[92, 108, 124, 140, 156].map((y) => (
              <line key={y} x1="108" x2="312" y1={y} y2={y} />
            ))}
          </g>
          <path
            d={`M108 130 ${beat} ${beat} ${beat} h9`}
            fill="none"
            stroke={`url(#${accent})`}
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <rect x="108" y="172" width="60" height="18" rx="6" fill="#eef0ff" />
          <rect x="116" y="179" width="36" height="4" rx="2" fill="#4338ca" />
          <rect x="176" y="172" width="60" height="18" rx="6" fill="#f5f7fb" />
          <rect x="184" y="179" width="28" height="4" rx="2" fill="#94a3b8" />
          <rect x="244" y="172" width="68" height="18" rx="6" fill="#0b1b33" />
          <rect x="254" y="179" width="40" height="4" rx="2" fill="#ffffff" opacity="0.8" />

          <g filter={`url(#${shadow})`}>
            <path
              d="M318 98 a20 20 0 0 1 2 -39.8 a28 28 0 0 1 52 6 a17 17 0 0 1 -1 33.8 z"
              fill="#0d9488"
            />
          </g>
          <path
            d="M345 90 v-20 m-8 8 l8 -8 l8 8"
            fill="none"
            stroke="#ffffff"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />

          <path
            d="M84 196 C 84 226, 150 228, 170 214"
            fill="none"
            stroke="#4338ca"
            strokeOpacity="0.35"
            strokeWidth="2"
            strokeDasharray="3 5"
          />
          <g filter={`url(#${shadow})`}>
            <rect x="30" y="150" width="84" height="52" rx="26" fill="#ffffff" />
          </g>
          <rect x="38" y="158" width="68" height="36" rx="18" fill="#eef0ff" />
          <path d="M72 186 l-10 -10 a6 6 0 0 1 10 -7 a6 6 0 0 1 10 7 z" fill="#4338ca" />
        </>
      )}
    </CaseStudyArtFrame>
  );
}
