// Overlays (mobile menu, demo dialog) push a history entry when they open, so the
// browser's Back closes them instead of leaving the page. The entry keeps the router's
// own state (same key and index) and only adds a marker, so the router sees no new page.

const MARKER = "__overlay";

export interface HistoryLike {
  readonly state: unknown;
  pushState(data: unknown, unused: string): void;
  back(): void;
}

function markerOf(state: unknown): unknown {
  return typeof state === "object" && state !== null
    ? (state as Record<string, unknown>)[MARKER]
    : undefined;
}

export function pushOverlayEntry(history: HistoryLike, id: string): void {
  if (markerOf(history.state) === id) return;
  const current = typeof history.state === "object" && history.state !== null ? history.state : {};
  history.pushState({ ...current, [MARKER]: id }, "");
}

export function isOverlayEntry(state: unknown, id: string): boolean {
  return markerOf(state) === id;
}

/**
 * Closes an overlay from the page (button, Escape, link): when its history entry is on
 * top, going back removes it and the popstate listener closes the overlay; otherwise the
 * overlay is closed directly.
 */
export function dismissOverlay(history: HistoryLike, id: string, close: () => void): void {
  if (isOverlayEntry(history.state, id)) history.back();
  else close();
}
