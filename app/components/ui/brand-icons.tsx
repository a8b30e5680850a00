interface IconProps {
  className?: string;
}

/** simple-icons no longer ships the LinkedIn mark, so a plain "in" glyph stands in for it. */
export function LinkedInIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm2.5 7v8h2.6v-8H6.5Zm1.3-4a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm3.4 4v8h2.6v-4.3c0-1.2.6-1.9 1.5-1.9s1.4.6 1.4 1.9V18h2.6v-4.9c0-2.3-1.2-3.3-2.9-3.3a2.9 2.9 0 0 0-2.6 1.4V10h-2.6Z"
      />
    </svg>
  );
}

/**
 * The Instagram glyph drawn with its three shapes (rounded square, lens, dot), matching
 * simple-icons' outline to within a pixel at 240 px: that outline's 2 kB of path data
 * (0.75 kB brotli) was in the footer of every page (decision 0024).
 */
export function InstagramIcon({ className }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.16"
    >
      <rect x="1.12" y="1.12" width="21.76" height="21.76" rx="5.9" />
      <circle cx="12" cy="12" r="5.08" />
      <circle cx="18.41" cy="5.59" r="1.44" fill="currentColor" stroke="none" />
    </svg>
  );
}
