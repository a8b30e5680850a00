import { describe, expect, it } from "vitest";
import { choicesFrom, samePlace } from "./choices.ts";

// What the editor makes of a collection's files as they are now: a picker's entries by name,
// and the quotes that share a place in the slider.

const files = [
  { name: "ananya-rao.yaml", text: "name: Dr. Ananya Rao\norder: 1\n" },
  { name: "michael-turner.yaml", text: "name: Michael Turner\norder: 2\n" },
  { name: "priya-menon.yaml", text: "name: Priya Menon\norder: 2\n" },
  { name: "broken.yaml", text: "name: [unclosed\n" },
  { name: "notes.md", text: "name: Not an entry\n" },
];

describe("the entries as they are now", () => {
  it("a picker offers each entry by its name, a broken one by its file name", () => {
    expect(choicesFrom("team", files)).toEqual([
      { label: "broken", value: "broken" },
      { label: "Dr. Ananya Rao", value: "ananya-rao" },
      { label: "Michael Turner", value: "michael-turner" },
      { label: "Priya Menon", value: "priya-menon" },
    ]);
  });

  it("names the other quotes at the same place, not the quote itself", () => {
    expect(samePlace(files, "name", "michael-turner", 2)).toEqual(["Priya Menon"]);
    expect(samePlace(files, "name", undefined, 2)).toEqual(["Michael Turner", "Priya Menon"]);
    expect(samePlace(files, "name", "ananya-rao", 1)).toEqual([]);
    expect(samePlace(files, "name", undefined, null)).toEqual([]);
  });
});
