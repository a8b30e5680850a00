/**
 * Where a key moves focus in a row of `count` tabs from the tab at `index` (the WAI-ARIA tabs
 * pattern: Left/Right wrap, Home and End), or undefined for any other key. Shared by the
 * island's tabs and the forms' directive (islands/interaction-directive.ts), so the keys mean
 * the same before and after hydration.
 */
export function tabMoves(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case "ArrowRight":
      return (index + 1) % count;
    case "ArrowLeft":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return undefined;
  }
}
