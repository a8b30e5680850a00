import { footerColumns, policyNav } from "#app/content/navigation.ts";
import { mainSectionLinks } from "#app/content/not-found.ts";
import { paths } from "#app/content/paths.ts";
import { expect, test } from "./fixtures.ts";

test("the footer's columns link every page they name, at this width", async ({ page }) => {
  await page.goto(paths.about);
  const footer = page.getByRole("contentinfo");
  for (const column of footerColumns) {
    for (const link of column.links) {
      const anchor = footer.locator(`a[href="${link.href}"]`, { hasText: link.label }).first();
      await expect(anchor).toBeVisible();
    }
  }
  for (const link of policyNav) {
    await expect(footer.getByRole("link", { name: link.label })).toBeVisible();
  }
  const first = footerColumns[1]!.links[1]!;
  await footer.locator(`a[href="${first.href}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${first.href}$`));
});

test("a lost visitor finds Go to Home and the main sections on the 404 page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Page not Found" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
  for (const link of mainSectionLinks) {
    await expect(main.locator(`a[href="${link.href}"]`).first()).toBeVisible();
  }
  await main.locator(`a[href="${paths.careers}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${paths.careers}$`));
});
