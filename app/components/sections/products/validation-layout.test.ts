import { describe, expect, it } from "vitest";
import type { ValidationPart } from "#app/content/products.ts";
import { estimatedHeight, validationSpans } from "./validation-layout.ts";

const sentence = (words: number) => Array.from({ length: words }, () => "word").join(" ");
const facts = (count: number, words: number): ValidationPart => ({
  key: `facts-${count}-${words}`,
  title: "Facts",
  facts: Array.from({ length: count }, (_, index) => ({
    label: `Fact ${index}`,
    text: sentence(words),
  })),
});

describe("the Validation and Safety cards' widths", () => {
  it("a card is taller the narrower it is, and the more it says", () => {
    expect(estimatedHeight(facts(5, 40), 5)).toBeGreaterThan(estimatedHeight(facts(5, 40), 7));
    expect(estimatedHeight(facts(5, 20), 6)).toBeGreaterThan(estimatedHeight(facts(4, 20), 6));
  });

  it("keeps a pair of like cards even", () => {
    expect(validationSpans([facts(3, 10), facts(3, 12)])).toEqual([6, 6]);
  });

  it("gives the longer card of an uneven pair more of the row, whichever comes first", () => {
    const [long, short] = [facts(5, 40), facts(4, 20)];
    const [first, second] = validationSpans([long, short]);
    expect(first).toBeGreaterThan(6);
    expect(first! + second!).toBe(12);
    expect(validationSpans([short, long])).toEqual([second, first]);
  });

  it("never narrower than a third of the row, and a part left alone takes the whole row", () => {
    const spans = validationSpans([facts(8, 30), facts(1, 2), facts(2, 4)]);
    expect(Math.min(...spans)).toBeGreaterThanOrEqual(4);
    expect(spans.at(-1)).toBe(12);
  });
});
