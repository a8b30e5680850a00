// The structure drawn from the source's imports (issue 45, decision 0035): app/content is the
// ground the pages stand on, so it imports no component and nothing from app/lib (the arrow
// points down: components and lib read content, never the other way round), it holds no editor
// code and reaches none (the editor's forms live in editor/forms/ and read content, never the
// other way round), and no files import each other in a circle.
import { describe, expect, it } from "vitest";
import { importCircles, importsOf, sourceGraph, type SourceGraph } from "./module-graph.ts";

const graph = sourceGraph(process.cwd(), [
  "app",
  "common",
  "editor",
  "integrations",
  "scripts",
  "server",
  "astro.config.ts",
  "keystatic.config.ts",
]);

/** Every file `from` reaches through its imports, itself left out. */
function reached(from: string, graph: SourceGraph): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    for (const next of graph.get(file) ?? []) if (!seen.has(next)) visit((seen.add(next), next));
  };
  visit(from);
  return seen;
}

const content = [...graph.keys()].filter((file) => file.startsWith("app/content/"));

describe("the source's structure", () => {
  it("reads every production file of the site, the server and the editor", () => {
    expect(graph.has("app/content/load.ts")).toBe(true);
    expect(graph.has("editor/forms/art.tsx")).toBe(true);
    expect(graph.has("keystatic.config.ts")).toBe(true);
    expect(graph.get("app/content/types.ts")).toContain("app/content/technologies.ts");
  });

  it("has app/content import no component and nothing from app/lib", () => {
    const upward = content.flatMap((file) =>
      graph
        .get(file)!
        .filter((target) => /^app\/(components|lib)\//.test(target))
        .map((target) => `${file} imports ${target}`),
    );
    expect(upward).toEqual([]);
  });

  it("keeps editor code out of app/content: no Keystatic, no React, nothing it reaches from editor/", () => {
    const editorCode = content.flatMap((file) =>
      importsOf(process.cwd(), file)
        .filter((specifier) => /^(@keystatic\/|react(-dom)?(\/|$))/.test(specifier))
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(editorCode).toEqual([]);
    const leaks = content.flatMap((file) =>
      [...reached(file, graph)]
        .filter((target) => /^(app\/(components|lib)|editor)\//.test(target))
        .map((target) => `${file} reaches ${target}`),
    );
    expect(leaks).toEqual([]);
  });

  it("keeps the server and common/ (which declares what the server reads) from reaching app/ or the editor's forms", () => {
    const leaks = [...graph.keys()]
      .filter((file) => /^(server|common)\//.test(file))
      .flatMap((file) =>
        [...reached(file, graph)]
          .filter((target) => /^(app|editor\/forms)\//.test(target))
          .map((target) => `${file} reaches ${target}`),
      );
    expect(leaks).toEqual([]);
  });

  it("has no import circle outside the server", () => {
    expect(importCircles(graph).filter((circle) => !circle[0]!.startsWith("server/"))).toEqual([]);
  });

  it("has no import circle in the server", () => {
    expect(importCircles(graph).filter((circle) => circle[0]!.startsWith("server/"))).toEqual([]);
  });

  it("finds a circle of three and a file that imports itself, and nothing in a chain", () => {
    const circles = importCircles(
      new Map([
        ["a.ts", ["b.ts"]],
        ["b.ts", ["c.ts"]],
        ["c.ts", ["a.ts", "d.ts"]],
        ["d.ts", ["e.ts"]],
        ["e.ts", []],
        ["f.ts", ["f.ts"]],
      ]),
    );
    expect(circles).toEqual([["a.ts", "b.ts", "c.ts"], ["f.ts"]]);
  });
});
