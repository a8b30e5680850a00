import { describe, expect, it } from "vitest";
import config from "../keystatic.config.ts";
import { editorPlace, inEditorWords, ordinal, type EditorForms } from "./editor-labels.ts";

// The launch check's lines in the editor's words, worked out from the editor's own forms
// (keystatic.config.ts) and a few entries' data: the collection, the entry's name (not its
// file), each field's label, and each list item by its heading, never by an index.

const forms = config as unknown as EditorForms;
const files: Record<string, Record<string, unknown>> = {
  "content/products/acumed.yaml": {
    title: "AcuMed AI",
    metrics: [
      { percentage: "91.6%", title: "Coding accuracy" },
      { percentage: "40%", title: "Faster reviews" },
      { percentage: "3x", title: "Throughput" },
      { percentage: "", title: "" },
    ],
  },
  "content/clients/lakeside.yaml": { descriptor: "Lakeside Health", logo: "logo.svg" },
  "content/settings/company.yaml": {
    phones: [{ label: "Sales", number: "+91 80 5550 0101" }],
  },
  "content/posts/ai-pilot.md": { title: "Five questions before an AI pilot" },
};
const dataOf = (file: string) => files[file];

describe("a launch line in the editor's words", () => {
  it("names a collection's entry by its name and a list's item by its heading", () => {
    expect(editorPlace(forms, "content/products/acumed.yaml", "metrics.1.source.url", dataOf)).toBe(
      "AI accelerators → AcuMed AI → Figures (exactly four) → “40% Faster reviews” → Source → Source address (link)",
    );
    expect(
      inEditorWords("content/clients/lakeside.yaml: logo: no words for it", forms, dataOf),
    ).toBe("Clients → Lakeside Health → Logo (optional): no words for it");
  });

  it("names an item without a heading by its place, never by an index", () => {
    const line = editorPlace(forms, "content/products/acumed.yaml", "metrics.3.kind", dataOf);
    expect(line).toBe(
      "AI accelerators → AcuMed AI → Figures (exactly four) → the 4th → What kind of figure is this?",
    );
    expect(line).not.toMatch(/\.\d|\b3\b/);
  });

  it("names a singleton by its label, a post by its title, a post's body by the form's label", () => {
    expect(
      inEditorWords("content/settings/company.yaml: phones.0.number: a placeholder", forms, dataOf),
    ).toBe("Company details → Phone numbers → “Sales” → Number: a placeholder");
    expect(editorPlace(forms, "content/posts/ai-pilot.md", "body", dataOf)).toBe(
      "Insights (posts) → Five questions before an AI pilot → Text (Markdown)",
    );
  });

  it("keeps a line about no form's file (the build's settings) as it is", () => {
    const line = "build environment: SITE_URL: unset";
    expect(inEditorWords(line, forms, dataOf)).toBe(line);
  });

  it("counts in words", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "101st",
    ]);
  });
});
