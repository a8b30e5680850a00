import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { paths } from "#app/content/paths.ts";
import { insightsPaths, navigationOnlyPaths, pagePaths } from "#app/content/routes.ts";
import { pageWeight } from "../../scripts/page-weight.ts";

// The JavaScript budget (issue "static HTML first"): compressed bytes each page loads before
// any interaction, computed from the production build (`npm test` builds before this runs).
const client = join(process.env.BUILD_DIR ?? "build", "client");
const KB = 1024;
const navigationOnly = (route: string) => navigationOnlyPaths.includes(route);
const budget = (route: string) => (navigationOnly(route) ? 10 * KB : 70 * KB);
const htmlOf = (route: string) =>
  readFileSync(join(client, route === "/" ? "" : route, "index.html"), "utf8");

describe("JavaScript before interaction, per page", () => {
  it("runs on a build", () => {
    expect(existsSync(join(client, "index.html")), `no build in ${client}: npm run build`).toBe(
      true,
    );
  });

  for (const route of [...pagePaths, paths.notFound]) {
    it(`${route} stays within ${budget(route) / KB} kB (brotli)`, () => {
      const { jsBrotli } = pageWeight(client, htmlOf(route));
      expect(jsBrotli).toBeLessThanOrEqual(budget(route));
    });
  }

  it("loads no form, toast or phone code on pages without a form", () => {
    for (const route of pagePaths.filter((path) => path !== paths.contact)) {
      const { scripts } = pageWeight(client, htmlOf(route));
      expect(scripts.join(" "), route).not.toMatch(/contact-form|application-form|toast|phone/);
    }
  });

  it("the insights load no script of their own: exactly what the privacy notice loads", () => {
    const navigation = pageWeight(client, htmlOf(paths.privacy)).scripts;
    expect(insightsPaths.length).toBeGreaterThan(1);
    for (const route of insightsPaths) {
      expect(pageWeight(client, htmlOf(route)).scripts, route).toEqual(navigation);
    }
  });

  it("counts what the page loads: a page with islands is heavier than one without", () => {
    // a control for the measurement itself: React's renderer is counted when an island
    // hydrates without interaction, and never for an interaction-only island
    const html = htmlOf(paths.contact).replace('client="interaction"', 'client="idle"');
    expect(pageWeight(client, html).jsBrotli).toBeGreaterThan(
      pageWeight(client, htmlOf(paths.contact)).jsBrotli + 20 * KB,
    );
  });
});
