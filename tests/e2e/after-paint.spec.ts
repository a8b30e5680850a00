import { paths } from "#app/content/paths.ts";
import { expect, test } from "./fixtures.ts";
import { ANY_WIDTH } from "./viewports.ts";

// What every page does after its first paint and nothing before it (decision 0013): the web
// font fetched for the next page, the web manifest linked (decision 0024).

test(
  "after its first paint a page links the web manifest and caches the web font for the next page",
  { tag: ANY_WIDTH },
  async ({ page }) => {
    const font = page.waitForResponse(/\/assets\/inter-latin-wght-normal\.[^/]*\.woff2$/);
    const response = await page.goto(paths.privacy);
    expect(await response?.text()).not.toContain('rel="manifest"');

    const manifestLink = page.locator('head link[rel="manifest"]');
    await expect(manifestLink).toHaveAttribute("href", paths.webManifest);
    await expect(manifestLink).toHaveAttribute("crossorigin", "use-credentials");
    const painted = await page.evaluate(
      () => performance.getEntriesByName("first-contentful-paint").length,
    );
    expect(painted).toBe(1);
    const manifest = await page.request.get(paths.webManifest);
    expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
    expect((await manifest.json()).name).toBeTruthy();

    // this page painted in the fallback; the next one of the visit uses the cached font
    expect((await font).ok()).toBe(true);
    await expect(page.locator("html")).not.toHaveAttribute("data-web-font", /.*/);
    await page.getByRole("contentinfo").locator(`a[href="${paths.legal}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${paths.legal}$`));
    await expect(page.locator("html")).toHaveAttribute("data-web-font", "");
  },
);
