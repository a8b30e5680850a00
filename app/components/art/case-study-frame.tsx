import { useId, type ReactNode } from "react";

interface FrameIds {
  shadow: string;
  accent: string;
}

interface ArtFrameProps {
  className?: string;
  children: (ids: FrameIds) => ReactNode;
}

/**
 * Shared canvas of the case-study illustrations: a 400x250 tinted panel with soft orbs.
 * Gradient and filter ids come from useId so the same art can appear twice on a page.
 */
export function CaseStudyArtFrame({ className = "", children }: ArtFrameProps) {
  const base = useId().replace(/:/g, "");
  const ids = { shadow: `${base}-shadow`, accent: `${base}-accent` };
  const bg = `${base}-bg`;
  return (
    <svg
      viewBox="0 0 400 250"
      width="400"
      height="250"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
      className={className}
    >
      <defs>
        <linearGradient id={bg} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#eef0ff" />
          <stop offset="1" stopColor="#e6f6f4" />
        </linearGradient>
        <linearGradient id={ids.accent} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#4338ca" />
          <stop offset="1" stopColor="#0d9488" />
        </linearGradient>
        <filter id={ids.shadow} x="-20%" y="-20%" width="140%" height="160%">
          <feDropShadow dx="0" dy="8" stdDeviation="10" floodColor="#0b1b33" floodOpacity="0.12" />
        </filter>
      </defs>
      <rect width="400" height="250" fill={`url(#${bg})`} />
      <circle cx="352" cy="34" r="96" fill="#4338ca" opacity="0.06" />
      <circle cx="36" cy="226" r="80" fill="#0d9488" opacity="0.07" />
      <g fill="#4338ca" opacity="0.12">
        {[0, 1, 2, 3].map((row) =>
          [0, 1, 2, 3, 4].map((col) => (
            <circle key={`${row}-${col}`} cx={24 + col * 12} cy={24 + row * 12} r="1.6" />
          )),
        )}
      </g>
      {children(ids)}
    </svg>
  );
}
