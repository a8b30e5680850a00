import { describe, expect, it } from "vitest";
import { accessibilityPage } from "./accessibility.ts";
import { jobs } from "./jobs.ts";
import { lastModified } from "./page-dates.ts";
import { pageContent } from "./pages.ts";
import { paths } from "./paths.ts";
import { pagePaths } from "./routes.ts";
import { privacyPage } from "./privacy.ts";
import { trustPage } from "./trust.ts";

describe("page dates (sitemap lastmod)", () => {
  it("dates every route with a day, never a build time", () => {
    for (const path of pagePaths) expect(lastModified(path), path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("takes dates from the content", () => {
    expect(lastModified(paths.services)).toBe(pageContent("services").head.updated);
    for (const job of jobs) {
      expect(lastModified(paths.job(job.slug)) >= job.datePosted).toBe(true);
    }
  });

  it("shows on a page the day the sitemap gives it: its one date, its file's Last changed", () => {
    for (const [path, shown, key] of [
      [paths.privacy, privacyPage.updated, "privacy"],
      [paths.trust, trustPage.updated, "trust"],
      [paths.accessibility, accessibilityPage.reviewed, "accessibility"],
    ] as const) {
      expect(shown, path).toBe(pageContent(key).head.updated);
      expect(lastModified(path), path).toBe(shown);
    }
  });
});
