import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { behaviourSources } from "../../integrations/behaviours-after-paint.ts";
import { builtPages } from "../../integrations/built-pages.ts";
import { loadSite, type StaticFile } from "../../server/static.ts";

// The owner's analytics is the running server's setting (decision 0037). Off, every page the
// server serves is the built file, byte for byte; on, every page that runs behaviours loads
// the analytics behaviour last, and the build holds that behaviour.

const client = join(process.env.BUILD_DIR ?? "build", "client");
const scheduler = "https://calendly.com/example/30min";

/** Every page the server serves, by the file it was read from. */
function servedPages(site: ReturnType<typeof loadSite>): Map<string, StaticFile> {
  const byFile = new Map<string, StaticFile>();
  const file = (route: string) => join(client, route === "/" ? "" : route, "index.html");
  for (const [route, page] of site.pages) byFile.set(file(route), page);
  for (const [route, page] of site.gone) byFile.set(file(`/gone${route}`), page);
  for (const [section, page] of site.sectionNotFound) byFile.set(file(`${section}/__404`), page);
  if (site.notFound) byFile.set(file("/404"), site.notFound);
  return byFile;
}

describe("analytics marks on the built pages", () => {
  const pages = builtPages(client);

  it("off: every served page is the built file, byte for byte", () => {
    const served = servedPages(loadSite(client, scheduler));
    expect(served.size).toBeGreaterThan(20);
    for (const [path, page] of served) {
      expect(page.identity.equals(readFileSync(path)), path).toBe(true);
    }
    expect(pages.length).toBeGreaterThanOrEqual(served.size);
  });

  it("on: each page loads the analytics behaviour after its own behaviours", () => {
    const site = loadSite(client, scheduler, {
      provider: "umami",
      url: "https://stats.example.org",
      origin: "https://stats.example.org",
      siteId: "4f1d2c3b-aaaa-4bbb-8ccc-0123456789ab",
    });
    const module = [...site.files.keys()].find((path) => path.startsWith("/assets/analytics."));
    expect(module, "the build's analytics behaviour").toBeDefined();
    for (const [path, page] of servedPages(site)) {
      const built = behaviourSources(readFileSync(path, "utf8"));
      const html = page.identity.toString("utf8");
      expect(behaviourSources(html), path).toEqual(built.length ? [...built, module] : []);
      if (built.length) expect(html, path).toMatch(/^<!DOCTYPE html><html data-analytics="umami"/i);
      expect(page.csp, path).toContain("connect-src 'self' https://stats.example.org;");
    }
    // the privacy notice names the provider instead of promising no analytics
    const privacy = site.pages.get("/privacy")!.identity.toString("utf8");
    expect(privacy).toContain("It counts visits with Umami (stats.example.org)");
    expect(privacy).not.toContain("runs no analytics");
  });
});
