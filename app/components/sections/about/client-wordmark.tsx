import type { ClientLogo, ClientMark } from "#app/content/clients.ts";

// Simple geometric marks drawn in currentColor so the whole strip reads as one calm row.
const marks: Record<ClientMark, React.JSX.Element> = {
  ring: (
    <>
      <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="12" cy="12" r="3" fill="currentColor" />
    </>
  ),
  hex: <path d="M12 2 21 7v10l-9 5-9-5V7z" fill="currentColor" />,
  leaf: <path d="M4 20C4 10 10 4 20 4c0 10-6 16-16 16Zm0 0 9-9" fill="currentColor" />,
  bars: (
    <g fill="currentColor">
      <rect x="3" y="12" width="4" height="9" rx="1" />
      <rect x="10" y="7" width="4" height="14" rx="1" />
      <rect x="17" y="3" width="4" height="18" rx="1" />
    </g>
  ),
  cross: <path d="M9 3h6v6h6v6h-6v6H9v-6H3V9h6z" fill="currentColor" />,
  wave: (
    <path
      d="M2 14c3-6 5-6 7 0s4 6 6 0 4-6 7 0"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
    />
  ),
  spark: (
    <path d="M12 2c1 6 4 9 10 10-6 1-9 4-10 10-1-6-4-9-10-10 6-1 9-4 10-10Z" fill="currentColor" />
  ),
  grid: (
    <g fill="currentColor">
      <rect x="3" y="3" width="8" height="8" rx="2" />
      <rect x="13" y="3" width="8" height="8" rx="4" />
      <rect x="3" y="13" width="8" height="8" rx="4" />
      <rect x="13" y="13" width="8" height="8" rx="2" />
    </g>
  ),
};

const styles: Record<ClientLogo["style"], string> = {
  bold: "text-base font-bold tracking-tight sm:text-lg",
  caps: "text-xs font-semibold tracking-[0.18em] uppercase sm:text-sm",
  light: "text-base font-medium tracking-tight sm:text-lg",
  wide: "text-sm font-semibold tracking-wide sm:text-base",
};

/** A placeholder client wordmark: a mark and the name, named once for assistive technology. */
export function ClientWordmark({ client }: { client: ClientLogo }) {
  return (
    <span
      role="img"
      aria-label={client.name}
      className="inline-flex flex-col items-center gap-2 text-center sm:flex-row sm:gap-2.5 sm:text-left"
    >
      <svg viewBox="0 0 24 24" className="size-6 shrink-0" aria-hidden="true" focusable="false">
        {marks[client.mark]}
      </svg>
      <span
        aria-hidden="true"
        className={`leading-tight text-balance sm:whitespace-nowrap ${styles[client.style]}`}
      >
        {client.name}
      </span>
    </span>
  );
}
