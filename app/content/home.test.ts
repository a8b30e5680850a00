import { describe, expect, it } from "vitest";
import { careersTeaser, hero, homeSections } from "./home.ts";
import { jobs } from "./jobs.ts";
import { pagePaths, paths } from "./paths.ts";

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
      paths.job(careersTeaser.featuredJob),
    ]) {
      expect(pagePaths, href).toContain(href);
    }
  });

  it("features the Test Engineer opening in the careers teaser", () => {
    expect(jobs.find((job) => job.slug === careersTeaser.featuredJob)?.title).toBe("Test Engineer");
    expect(paths.job(careersTeaser.featuredJob)).toBe("/careers/testengineer");
  });

  it("gives every home section a heading", () => {
    const titles = Object.values(homeSections).map((section) => section.title);
    expect(titles.every((title) => title.trim().length > 0)).toBe(true);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
