import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Every HTML page under a build directory (none when there is no build); not the markup under
 * `assets/` that a page's script fetches (app/lib/build-files.ts), which is no page.
 */
export function builtPages(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".html") && !name.startsWith("assets/"))
    .map((name) => join(dir, name))
    .sort();
}

/** Rewrites every built page in place (a page the rewrite leaves alone is not written). */
export function rewritePages(dir: string, rewrite: (html: string) => string): void {
  for (const path of builtPages(dir)) {
    const html = readFileSync(path, "utf8");
    const rewritten = rewrite(html);
    if (rewritten !== html) writeFileSync(path, rewritten);
  }
}
