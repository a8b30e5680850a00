// What a prerendered page makes the browser download before a visitor does anything:
// its module scripts and the behaviours loaded after the first paint, the islands that hydrate without interaction (load, idle, visible),
// every chunk those import statically, and its inline scripts. Islands that hydrate on
// interaction and chunks imported dynamically (the toast library, phone metadata on use)
// are left out: they cost nothing until someone uses them. Used by the JavaScript budget
// test and by `npm run bench`.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { behaviourSources } from "../integrations/behaviours-after-paint.ts";
import { moduleClosure } from "./module-graph.ts";

export interface PageWeight {
  /** asset URLs of the JavaScript loaded before interaction */
  scripts: string[];
  /** brotli bytes of those scripts plus the page's inline scripts */
  jsBrotli: number;
}

const brotli = (body: Buffer | string) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

export function pageWeight(clientDir: string, html: string): PageWeight {
  const entries = [
    ...[...html.matchAll(/<script[^>]*\bsrc="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!),
    ...behaviourSources(html),
  ];
  for (const island of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const tag = island[0];
    if (/\bclient="interaction"/.test(tag)) continue;
    for (const attr of tag.matchAll(/\b(?:component|renderer)-url="(\/assets\/[^"]+\.js)"/g)) {
      entries.push(attr[1]!);
    }
  }
  const scripts = moduleClosure(clientDir, entries);
  let jsBrotli = 0;
  for (const url of scripts) jsBrotli += brotli(readFileSync(join(clientDir, url)));
  for (const inline of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/(ld\+)?json"/.test(inline[0])) continue;
    jsBrotli += brotli(inline[1]!);
  }
  return { scripts: scripts.sort(), jsBrotli };
}
