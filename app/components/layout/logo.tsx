import { paths } from "#app/content/paths.ts";
import { site } from "#app/content/site.ts";

export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <a
      href={paths.home}
      className={`inline-flex min-h-11 items-center gap-2.5 text-xl font-bold tracking-tight ${inverse ? "text-white" : "text-ink"}`}
    >
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={inverse ? "logo-g-inv" : "logo-g"} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#4338ca" />
            <stop offset="1" stopColor="#0d9488" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={`url(#${inverse ? "logo-g-inv" : "logo-g"})`} />
        <path
          d="M9 22V10l14 12V10"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{site.name}</span>
      <span className="sr-only">, home</span>
    </a>
  );
}
