import { formatDate } from "#app/content/dates.ts";

/** A day as visitors read it, "27 October 2026"; machines read the ISO day of the <time>. */
export function Day({ day }: { day: string }) {
  return <time dateTime={day}>{formatDate(day)}</time>;
}
