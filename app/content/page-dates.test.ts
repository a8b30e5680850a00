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
    expect(lastModified(paths.privacy)).toBe(privacyPage.updated);
    expect(lastModified(paths.trust)).toBe(trustPage.updated);
    expect(lastModified(paths.accessibility)).toBe(accessibilityPage.reviewed);
    for (const job of jobs) {
      expect(lastModified(paths.job(job.slug)) >= job.datePosted).toBe(true);
    }
  });
});
