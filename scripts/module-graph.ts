import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ImportType, initSync, parse } from "es-module-lexer";

// The static imports of the built JavaScript, read with a real module lexer (minified
// Rollup output is not something to take apart with regular expressions).

initSync();

/** The asset URLs a built module imports statically, resolved against its own URL. */
export function staticImports(clientDir: string, url: string): string[] {
  const code = readFileSync(join(clientDir, url), "utf8");
  const [imports] = parse(code, url);
  return imports
    .filter((specifier) => specifier.t === ImportType.Static && specifier.n)
    .map((specifier) => new URL(specifier.n!, `http://site${url}`).pathname);
}

/** Every module a set of entry modules loads before it runs: the entries and their static imports, recursively, entries first. */
export function moduleClosure(clientDir: string, entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const dependency of staticImports(clientDir, url)) visit(dependency);
  };
  for (const entry of entries) visit(entry);
  return [...seen];
}
