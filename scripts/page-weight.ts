// What a prerendered page makes the browser download before a visitor does anything:
// its module scripts, the islands that hydrate without interaction (load, idle, visible),
// every chunk those import statically, and its inline scripts. Islands that hydrate on
// interaction and chunks imported dynamically (the toast library, phone metadata on use)
// are left out: they cost nothing until someone uses them. Used by the JavaScript budget
// test and by `npm run bench`.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

export interface PageWeight {
  /** asset URLs of the JavaScript loaded before interaction */
  scripts: string[];
  /** brotli bytes of those scripts plus the page's inline scripts */
  jsBrotli: number;
}

const brotli = (body: Buffer | string) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => `/assets/${m[1]}`);
}

export function pageWeight(clientDir: string, html: string): PageWeight {
  const entries = [...html.matchAll(/<script[^>]*\bsrc="(\/assets\/[^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  for (const island of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const tag = island[0];
    if (/\bclient="interaction"/.test(tag)) continue;
    for (const attr of tag.matchAll(/\b(?:component|renderer)-url="(\/assets\/[^"]+\.js)"/g)) {
      entries.push(attr[1]!);
    }
  }
  const seen = new Set<string>();
  const queue = [...entries];
  let jsBrotli = 0;
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(join(clientDir, url));
    jsBrotli += brotli(code);
    queue.push(...staticImports(code.toString("utf8")));
  }
  for (const inline of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/(ld\+)?json"/.test(inline[0])) continue;
    jsBrotli += brotli(inline[1]!);
  }
  return { scripts: [...seen].sort(), jsBrotli };
}
