// The forms' first events before their directive is in (docs/decisions/0031-quiet-after-the-paint.md).
// Astro inlines its island runtime and the forms' directive (2.4 kB brotli) into the page,
// which pushed /contact one round trip past the first window. After the build they move into
// a file the behaviour loader imports first, after the paint (integrations/
// behaviours-after-paint.ts); until then the loader's inline text holds what must not be
// lost: the forms get `novalidate` at once, every event inside a form island is kept in
// FIRST_EVENTS (a submit, a tab's click and a résumé's drop also stopped, the dropped files
// put into the file input), and any of them asks for the behaviours at once. On a tab the
// keys act at once (the arrows, Home and End move focus, Space clicks the tab), as the
// directive's own do. The directive takes its island's events from there and treats them as
// if it had heard them itself; a kept key it leaves alone (the loader acted on it already).

/** Where the loader keeps the events heard inside form islands, on `self`. */
export const FIRST_EVENTS = "firstEvents";
/** Set on an island once its directive has taken over: the loader leaves it alone. */
export const ISLAND_TAKEN = "live";

/** The events the loader kept for this island, in order; from now on they are the directive's. */
export function takeFirstEvents(island: HTMLElement): Event[] {
  (island as unknown as Record<string, unknown>)[ISLAND_TAKEN] = 1;
  const all = (self as unknown as Record<string, Event[] | undefined>)[FIRST_EVENTS] ?? [];
  const mine = all.filter((event) => event.target instanceof Node && island.contains(event.target));
  const others = all.filter((event) => !mine.includes(event));
  all.splice(0, all.length, ...others);
  return mine;
}
