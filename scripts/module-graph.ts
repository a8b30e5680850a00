import { readdirSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { ImportType, initSync, parse } from "es-module-lexer";
import ts from "typescript";

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

// The source's own imports, for the layering test (scripts/module-graph.test.ts): the
// TypeScript compiler's pre-processor lists a file's imports, type-only ones included (a type
// import is an arrow in the structure too), without type-checking anything.

/** Source files and the source files each imports (repository-relative paths). */
export type SourceGraph = Map<string, string[]>;

const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(root: string, folder: string): string[] {
  if (SOURCE.test(folder)) return [folder];
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(root, path);
    return SOURCE.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The file an import names, when it is one of ours: relative, or through package.json's `#app/*`, `#common/*`. */
function resolveSource(from: string, specifier: string): string | undefined {
  if (specifier.startsWith("#app/")) return `app/${specifier.slice(5)}`;
  if (specifier.startsWith("#common/")) return `common/${specifier.slice(8)}`;
  if (!specifier.startsWith(".")) return undefined;
  return posix.normalize(posix.join(posix.dirname(from), specifier));
}

/** What a source file imports, as written (`react`, `./words.ts`, `#app/…`), type imports too. */
export function importsOf(root: string, file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), "utf8"), true, true);
  return importedFiles.map(({ fileName }) => fileName);
}

/** The import graph of the production source in `folders` (a folder or a file; tests left out). */
export function sourceGraph(root: string, folders: readonly string[]): SourceGraph {
  const graph: SourceGraph = new Map();
  for (const file of folders.flatMap((folder) => sourceFiles(root, folder))) {
    const targets = importsOf(root, file)
      .map((specifier) => resolveSource(file, specifier))
      .filter((target): target is string => target !== undefined && SOURCE.test(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Each import circle once, as the files around it starting from the first in sort order. */
export function importCircles(graph: SourceGraph): string[][] {
  // Tarjan's strongly connected components: a component of two or more files (or a file that
  // imports itself) is a circle; naming the component is enough to find and cut it.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)!.includes(file)) circles.push(component.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return circles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
