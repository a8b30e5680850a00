import AxeBuilder from "@axe-core/playwright";
import { paths } from "#app/content/paths.ts";
import { pagePaths } from "#app/content/routes.ts";
import { expect, isMobile, test } from "./fixtures.ts";
import { everyRouteTag, oneOfEachKind } from "./viewports.ts";

// Whole pages, navigation and footer included: every page at 1280 px, one of each kind at
// 390 px (the others share its template).
const kinds = oneOfEachKind(pagePaths);
kinds.add("/no-such-page");

for (const path of [...pagePaths, "/no-such-page"]) {
  test(`${path} has no axe violations`, { tag: everyRouteTag(path, kinds) }, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}

test("the open navigation has no axe violations", async ({ page }) => {
  await page.goto(paths.home);
  if (isMobile(page)) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Solutions" }).click();
  } else {
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Solutions" })
      .click();
  }
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
