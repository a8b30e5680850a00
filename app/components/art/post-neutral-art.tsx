import { CaseStudyArtFrame } from "./case-study-frame.tsx";

/**
 * An article's page, its headline, paragraphs and a pull quote: the neutral drawing of a
 * post that brings no picture and names no drawing of its subject (the editor's default).
 */
export function PostNeutralArt({ className }: { className?: string }) {
  return (
    <CaseStudyArtFrame className={className}>
      {({ shadow, accent }) => (
        <>
          <g filter={`url(#${shadow})`}>
            <rect x="112" y="30" width="176" height="196" rx="16" fill="#ffffff" />
          </g>
          <rect x="132" y="52" width="48" height="6" rx="3" fill="#0d9488" opacity="0.7" />
          <rect x="132" y="68" width="136" height="9" rx="4.5" fill="#0b1b33" opacity="0.85" />
          <rect x="132" y="84" width="96" height="9" rx="4.5" fill="#0b1b33" opacity="0.85" />
          <g fill="#cbd5e1">
            {[108, 120, 132].map((y, i) => (
              <rect key={y} x="132" y={y} width={i === 2 ? 92 : 136} height="5" rx="2.5" />
            ))}
          </g>
          <rect x="132" y="150" width="4" height="30" rx="2" fill={`url(#${accent})`} />
          <g fill="#4338ca" opacity="0.35">
            <rect x="144" y="154" width="112" height="6" rx="3" />
            <rect x="144" y="168" width="80" height="6" rx="3" />
          </g>
          <g fill="#cbd5e1">
            {[196, 208].map((y, i) => (
              <rect key={y} x="132" y={y} width={i === 1 ? 70 : 136} height="5" rx="2.5" />
            ))}
          </g>
        </>
      )}
    </CaseStudyArtFrame>
  );
}
