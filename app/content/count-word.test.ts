import { describe, expect, it } from "vitest";
import { homeSections } from "#app/content/home.ts";
import { aiSolutionsPage, products } from "#app/content/products.ts";
import { mainSectionLinks } from "#app/content/not-found.ts";
import { countWord } from "./count-word.ts";

describe("countWord", () => {
  it("spells small counts and writes larger ones in digits", () => {
    expect([0, 1, 4, 12, 13].map(countWord)).toEqual(["No", "One", "Four", "Twelve", "13"]);
  });

  it("the copy that counts the accelerators follows the collection", () => {
    const word = countWord(products.length);
    expect(aiSolutionsPage.intro).toMatch(new RegExp(`^${word} production-ready accelerators`));
    expect(homeSections.accelerators.intro).toMatch(new RegExp(`^${word} accelerators built to`));
    expect(mainSectionLinks[0]!.description).toBe(`${word} AI accelerators`);
  });
});
