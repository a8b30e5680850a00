import { describe, expect, it } from "vitest";
import { careersTeaser, hero, homeSections } from "./home.ts";
import { featuredOpening } from "./jobs.ts";
import { paths } from "./paths.ts";
import { pagePaths } from "./routes.ts";

describe("home page copy", () => {
  it("uses the spec tagline and a Get in Touch call to action to /contact", () => {
    expect(hero.title).toBe("Imagine. Create. Evolve.");
    expect(hero.primaryCta).toEqual({ label: "Get in Touch", href: "/contact" });
  });

  it("links only to pages that exist", () => {
    for (const href of [
      hero.primaryCta.href,
      hero.secondaryCta.href,
      careersTeaser.allOpeningsHref,
    ]) {
      expect(pagePaths, href).toContain(href);
    }
  });

  it("features the newest advertised opening, the Test Engineer, in the careers teaser", () => {
    expect(featuredOpening?.title).toBe("Test Engineer");
    expect(pagePaths).toContain(paths.job(featuredOpening!.slug));
  });

  it("gives every home section a heading", () => {
    const titles = Object.values(homeSections).map((section) => section.title);
    expect(titles.every((title) => title.trim().length > 0)).toBe(true);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
