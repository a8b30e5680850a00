import { Cloud } from "lucide-react";
import { HeroSvg, Gradient } from "./art-parts.tsx";

/** Decorative: a wearable's ECG flowing through the cloud to a care-team dashboard alert. */
export function HealthcareRpmArt({ className = "" }: { className?: string }) {
  return (
    <HeroSvg width={480} height={400} className={className}>
      <defs>
        <Gradient id="hc-rpm-bg" from="#e6f6f4" to="#eef0ff" />
        <Gradient id="hc-rpm-accent" from="#4338ca" to="#0d9488" direction="across" />
        <linearGradient id="hc-rpm-area" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#4338ca" stopOpacity="0.18" />
          <stop offset="1" stopColor="#4338ca" stopOpacity="0" />
        </linearGradient>
        <filter id="hc-rpm-shadow" x="-20%" y="-20%" width="140%" height="160%">
          <feDropShadow dx="0" dy="10" stdDeviation="12" floodColor="#0b1b33" floodOpacity="0.12" />
        </filter>
      </defs>
      <rect x="8" y="8" width="464" height="384" rx="36" fill="url(#hc-rpm-bg)" />

      {/* wearable */}
      <rect x="72" y="24" width="40" height="32" rx="8" fill="#cbd5e1" />
      <rect x="72" y="128" width="40" height="32" rx="8" fill="#cbd5e1" />
      <g filter="url(#hc-rpm-shadow)">
        <rect x="48" y="40" width="88" height="104" rx="24" fill="#0b1b33" />
      </g>
      <path
        d="M60 96 h14 l6 -14 l8 30 l8 -38 l8 28 l5 -6 h19"
        fill="none"
        stroke="#5eead4"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text x="92" y="128" textAnchor="middle" fontSize="12" fontWeight="700" fill="#ffffff">
        72 bpm
      </text>

      {/* cloud */}
      <path
        d="M136 92 H196"
        stroke="#4338ca"
        strokeOpacity="0.4"
        strokeWidth="2"
        strokeDasharray="4 6"
      />
      <g filter="url(#hc-rpm-shadow)">
        <circle cx="232" cy="92" r="36" fill="#ffffff" />
      </g>
      <Cloud x={214} y={74} width={36} height={36} color="#4338ca" strokeWidth={2} />
      <path
        d="M268 92 H320 V176"
        fill="none"
        stroke="#4338ca"
        strokeOpacity="0.4"
        strokeWidth="2"
        strokeDasharray="4 6"
      />

      {/* dashboard */}
      <g filter="url(#hc-rpm-shadow)">
        <rect x="48" y="176" width="384" height="184" rx="18" fill="#ffffff" />
      </g>
      <text x="72" y="208" fontSize="13" fontWeight="700" fill="#0b1b33">
        Care-team dashboard
      </text>
      <rect x="332" y="194" width="76" height="22" rx="11" fill="#e6f6f4" />
      <text x="370" y="209" textAnchor="middle" fontSize="10" fontWeight="700" fill="#0f766e">
        42 patients
      </text>
      <path
        d="M72 292 L112 276 L152 284 L192 256 L232 266 L272 238 L312 248 L408 232 V300 H72 Z"
        fill="url(#hc-rpm-area)"
      />
      <path
        d="M72 292 L112 276 L152 284 L192 256 L232 266 L272 238 L312 248 L408 232"
        fill="none"
        stroke="url(#hc-rpm-accent)"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M72 300 H408" stroke="#e2e8f0" />
      <rect x="72" y="316" width="336" height="28" rx="8" fill="#fff7ed" />
      <circle cx="88" cy="330" r="5" fill="#c2410c" />
      <text x="102" y="334" fontSize="11" fontWeight="600" fill="#9a3412">
        SpO₂ 89% · bed 12 · review now
      </text>
    </HeroSvg>
  );
}
