import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

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
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) removeIslandStyle(path);
    else if (name.endsWith(".html")) {
      const html = readFileSync(path, "utf8");
      const cleaned = withoutIslandStyle(html);
      if (cleaned !== html) writeFileSync(path, cleaned);
    }
  }
}
