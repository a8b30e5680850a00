import { HeroSvg, Gradient } from "./art-parts.tsx";
/** Decorative art for the contact hero: a conversation between a visitor and the team. */
export function ContactHeroArt({ className = "" }: { className?: string }) {
  return (
    <HeroSvg width={400} height={260} className={className}>
      <defs>
        <Gradient id="contact-hero-bg" from="#eef0ff" to="#e6f6f4" />
        <Gradient id="contact-hero-bubble" from="#4338ca" to="#0f766e" />
        <clipPath id="contact-hero-clip">
          <rect x="8" y="8" width="384" height="244" rx="32" />
        </clipPath>
        <filter id="contact-hero-shadow" x="-20%" y="-20%" width="140%" height="170%">
          <feDropShadow dx="0" dy="10" stdDeviation="12" floodColor="#0b1b33" floodOpacity="0.14" />
        </filter>
      </defs>
      <rect x="8" y="8" width="384" height="244" rx="32" fill="url(#contact-hero-bg)" />
      <g clipPath="url(#contact-hero-clip)">
        <circle cx="340" cy="48" r="84" fill="#4338ca" opacity="0.06" />
        <circle cx="64" cy="220" r="70" fill="#0d9488" opacity="0.08" />
      </g>

      <g filter="url(#contact-hero-shadow)">
        <path
          d="M48 56 h176 a16 16 0 0 1 16 16 v48 a16 16 0 0 1 -16 16 h-148 l-20 18 v-18 h-8 a16 16 0 0 1 -16 -16 v-48 a16 16 0 0 1 16 -16 z"
          fill="#ffffff"
        />
      </g>
      <rect x="68" y="80" width="120" height="10" rx="5" fill="#0b1b33" />
      <rect x="68" y="100" width="148" height="8" rx="4" fill="#cbd5e1" />
      <rect x="68" y="116" width="96" height="8" rx="4" fill="#cbd5e1" />

      <g filter="url(#contact-hero-shadow)">
        <path
          d="M176 150 h168 a16 16 0 0 1 16 16 v36 a16 16 0 0 1 -16 16 h-8 v18 l-20 -18 h-140 a16 16 0 0 1 -16 -16 v-36 a16 16 0 0 1 16 -16 z"
          fill="url(#contact-hero-bubble)"
        />
      </g>
      <rect x="196" y="172" width="108" height="9" rx="4.5" fill="#ffffff" />
      <rect x="196" y="190" width="140" height="8" rx="4" fill="#ffffff" opacity="0.6" />

      <g>
        <circle cx="310" cy="92" r="26" fill="#ffffff" />
        <rect
          x="295"
          y="82"
          width="30"
          height="21"
          rx="4"
          fill="none"
          stroke="#4338ca"
          strokeWidth="3"
        />
        <path
          d="M296 84 l14 11 l14 -11"
          fill="none"
          stroke="#4338ca"
          strokeWidth="3"
          strokeLinejoin="round"
        />
      </g>
      <g fill="#0d9488">
        <circle cx="92" cy="196" r="5" />
        <circle cx="110" cy="196" r="5" opacity="0.6" />
        <circle cx="128" cy="196" r="5" opacity="0.3" />
      </g>
    </HeroSvg>
  );
}
