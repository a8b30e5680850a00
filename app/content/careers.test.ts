import { describe, expect, it } from "vitest";
import { careersHero, culture, jobPage, openingsSection } from "./careers.ts";

const noPlaceholder = (text: string) => {
  expect(text.trim()).not.toBe("");
  expect(text).not.toMatch(/lorem|todo|tbd/i);
};

describe("careers copy", () => {
  it("uses the spec's labels", () => {
    expect(careersHero.cta).toBe("Explore Opportunities");
    expect(jobPage.applyNow).toBe("Apply Now");
    expect(jobPage.applyTitle).toBe("Apply for this job");
    expect(jobPage.about).toBe("About the Role");
    expect(jobPage.niceToHave).toBe("Nice to Have");
  });

  it("has no empty or placeholder text", () => {
    [
      careersHero.eyebrow,
      careersHero.title,
      careersHero.intro,
      ...careersHero.highlights,
      culture.title,
      culture.intro,
      ...culture.perks.flatMap((perk) => [perk.title, perk.description]),
      ...Object.values(openingsSection),
      ...Object.values(jobPage).filter((words) => typeof words === "string"),
    ].forEach(noPlaceholder);
    expect(culture.perks.length).toBeGreaterThanOrEqual(3);
  });
});
