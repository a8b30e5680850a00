import { rewritePages } from "./built-pages.ts";

/**
 * The <style> Astro's island runtime writes into <body> on pages with an island. A <style>
 * element is not allowed there (the W3C checker reports it), and its one rule lives in
 * app/app.css instead, loaded in <head> before anything is painted.
 */
export const ISLAND_STYLE =
  "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";

export function withoutIslandStyle(html: string): string {
  return html.replaceAll(ISLAND_STYLE, "");
}

/** Removes the island style from every built page under `dir`. */
export function removeIslandStyle(dir: string): void {
  rewritePages(dir, withoutIslandStyle);
}
