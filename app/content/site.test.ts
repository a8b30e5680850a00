import { describe, expect, it } from "vitest";
import { copyrightYears, site } from "./site.ts";

describe("the copyright years (footer, legal notice)", () => {
  it("runs the owner's year to the year the site is built", () => {
    expect(copyrightYears(2025, "2026-11-28")).toBe("2025–2026");
  });

  it("is the build's year alone when the owner sets none, this year or a later one", () => {
    expect(copyrightYears(undefined, "2026-11-28")).toBe("2026");
    expect(copyrightYears(2026, "2026-01-01")).toBe("2026");
    expect(copyrightYears(2030, "2026-11-28")).toBe("2026");
  });

  it("is what the site prints, from the company's setting", () => {
    expect(site.copyright).toMatch(new RegExp(`^${site.copyrightYear}(–\\d{4})?$|^\\d{4}$`));
  });
});
