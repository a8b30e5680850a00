import { paths } from "#app/content/paths.ts";
import { expect, test } from "./fixtures.ts";
import { DESKTOP_ONLY } from "./viewports.ts";

// One grid rule by card count (issue 43, app/components/ui/card-grid.ts): in a grid of three
// or more columns no card sits alone in the last row. Measured as laid out at 1280 px, then at
// 390 px in the same page (the window narrowed: one load per page for both widths): each grid's
// visible cards grouped into rows by their top edge.
const pages = [
  paths.home,
  paths.services,
  paths.verticals,
  paths.healthcare,
  paths.caseStudies,
  paths.caseStudy("mobile"),
  paths.caseStudy("ubiqvue"),
  paths.about,
  paths.careers,
  paths.insights,
  paths.trust,
  paths.product("precision-pa"),
];

test.describe("card grids", { tag: DESKTOP_ONLY }, () => {
  for (const path of pages) {
    test(`no lone last card in a grid of three or more columns on ${path}`, async ({ page }) => {
      await page.goto(path);
      const loneCards = () =>
        page.evaluate(() => {
          const found: string[] = [];
          for (const grid of document.querySelectorAll<HTMLElement>("ul, ol")) {
            if (getComputedStyle(grid).display !== "grid") continue;
            const cards = [...grid.children].filter(
              (child) => (child as HTMLElement).offsetParent !== null,
            );
            const rows = new Map<number, number>();
            for (const card of cards) {
              const top = Math.round(card.getBoundingClientRect().top);
              rows.set(top, (rows.get(top) ?? 0) + 1);
            }
            const counts = [...rows.values()];
            if (counts.length > 1 && Math.max(...counts) >= 3 && counts.at(-1) === 1) {
              found.push(`${grid.id || grid.getAttribute("aria-labelledby") || grid.className}`);
            }
          }
          return found;
        });
      expect(await loneCards(), "at 1280 px").toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await loneCards(), "at 390 px").toEqual([]);
    });
  }
});
