import { paths } from "#app/content/paths.ts";
import { expect, test } from "./fixtures.ts";
import { DESKTOP_ONLY } from "./viewports.ts";

// One grid rule by card count (issue 43, app/components/ui/card-grid.ts): in a grid of three
// or more columns no card sits alone in the last row, nor a half-width card in two columns.
// Measured as laid out at 1280 px, then at 768 and 390 px in the same page (the window
// narrowed: one load per page for the three widths): each grid's visible cards grouped into
// rows by their top edge.
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
      // `tablet`: also a half-width card alone under rows of two, in the rule's card grids
      // (their tablet classes are `md:max-lg:`; a two-column list of links is not cards)
      const loneCards = (tablet = false) =>
        page.evaluate((tablet) => {
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
            // three or more across: one card in the last row is alone; two across on a tablet:
            // one card in the last row is alone unless it takes the row's width (card-grid.ts)
            const last = cards.at(-1)?.getBoundingClientRect().width ?? 0;
            const narrow = last < grid.getBoundingClientRect().width * 0.9;
            const pair = tablet && grid.className.includes("md:max-lg:") && narrow;
            const most = Math.max(...counts);
            if (counts.length > 1 && counts.at(-1) === 1 && (most >= 3 || (most === 2 && pair))) {
              found.push(`${grid.id || grid.getAttribute("aria-labelledby") || grid.className}`);
            }
          }
          return found;
        }, tablet);
      expect(await loneCards(), "at 1280 px").toEqual([]);
      // tablets, where grids of an odd count take two columns (7 features: 2 + 2 + 2 + 1)
      await page.setViewportSize({ width: 768, height: 1024 });
      expect(await loneCards(true), "at 768 px").toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await loneCards(), "at 390 px").toEqual([]);
    });
  }
});
