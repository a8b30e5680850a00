import { describe, expect, it } from "vitest";
import { z } from "zod";
import { FIGURE_KINDS, figureListProblems, figureProblems, figureProof } from "./figure.ts";

const figure = z.object(figureProof).strict();

describe("a figure's proof", () => {
  it("has three kinds, and a figure must say which", () => {
    expect(FIGURE_KINDS).toEqual(["measured", "target", "illustrative"]);
    expect(figure.safeParse({}).success).toBe(false);
    expect(figure.safeParse({ kind: "estimated" }).success).toBe(false);
    for (const kind of FIGURE_KINDS) expect(figure.parse({ kind })).toEqual({ kind });
  });

  it("reads the editor's empty fields as no value", () => {
    // what the editor writes for a figure whose proof is left empty
    expect(figure.parse({ kind: "target", setting: "", period: "", source: {} })).toEqual({
      kind: "target",
    });
    expect(figure.parse({ kind: "target", source: { citation: "", url: null } })).toEqual({
      kind: "target",
    });
  });

  it("keeps setting, sample, period, method and source", () => {
    const full = {
      kind: "measured",
      setting: "Inpatient coding at two 300-bed hospitals",
      sample: "12,400 encounters",
      period: "Jan–Jun 2026",
      method: "Suggested codes compared with certified coders' final codes",
      source: { citation: "Coding audit report, July 2026", url: "https://example.org/audit" },
    };
    expect(figure.parse(full)).toEqual(full);
  });

  it("wants a source named, and its address on https", () => {
    expect(figure.safeParse({ kind: "measured", source: { url: "https://a.org/x" } }).success).toBe(
      false,
    );
    const plain = figure.safeParse({
      kind: "measured",
      source: { citation: "Audit", url: "http://a.org/x" },
    });
    expect(plain.error?.issues[0]?.path).toEqual(["source", "url"]);
    expect(plain.error?.issues[0]?.message).toBe("must be a full https:// address");
  });
});

describe("figureProblems (the release check's rule)", () => {
  const file = "content/products/x.yaml";

  it("names a measured figure without a source by file and field", () => {
    expect(figureProblems(file, "metrics.2", { kind: "measured" })).toEqual([
      "content/products/x.yaml: metrics.2.source: a measured figure needs its source",
    ]);
  });

  it("passes a measured figure with a source, and targets and illustrations without one", () => {
    expect(figureProblems(file, "metrics.0", { kind: "measured", source: { citation: "Audit" } })).toEqual(
      [],
    );
    expect(figureProblems(file, "metrics.0", { kind: "target" })).toEqual([]);
    expect(figureProblems(file, "metrics.0", { kind: "illustrative" })).toEqual([]);
  });

  it("lists every entry's problems with the figure's place in its list", () => {
    const entries = [
      { file: "content/case-studies/a.yaml", results: [{ kind: "illustrative" as const }, { kind: "measured" as const }] },
      { file: "content/case-studies/b.yaml", results: [{ kind: "measured" as const }] },
    ];
    expect(figureListProblems(entries, "results")).toEqual([
      "content/case-studies/a.yaml: results.1.source: a measured figure needs its source",
      "content/case-studies/b.yaml: results.0.source: a measured figure needs its source",
    ]);
  });
});
