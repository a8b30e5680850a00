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
  if ((page.viewportSize()?.width ?? 0) < 768) {
    // phones: no half-empty row in the footer's two columns (the Industries column, two
    // links, stood alone in its row), and the e-mail and phone links take a 44 px tap area:
    // a point 20 px above or below a link's middle still reaches it
    const rows = await footer
      .locator(":scope > div")
      .first()
      .evaluate((grid) => {
        const byTop = new Map<number, number[]>();
        for (const part of grid.children) {
          const box = part.getBoundingClientRect();
          byTop.set(Math.round(box.top), [...(byTop.get(Math.round(box.top)) ?? []), box.width]);
        }
        const full = grid.getBoundingClientRect().width - 1;
        return [...byTop.values()].map((widths) =>
          widths.reduce((sum, width) => sum + width, 0) < full / 2 + 1 && widths.length === 1
            ? "half empty"
            : "full",
        );
      });
    expect(rows).not.toContain("half empty");
    const contacts = footer.locator("a[href^='mailto:'], a[href^='tel:']");
    expect(await contacts.count()).toBeGreaterThanOrEqual(2);
    for (const contact of await contacts.all()) {
      await contact.scrollIntoViewIfNeeded();
      const reached = await contact.evaluate((link) => {
        const box = link.getBoundingClientRect();
        const x = box.left + Math.min(box.width / 2, 20);
        const y = box.top + box.height / 2;
        return [y - 20, y + 20].map(
          (at) => document.elementFromPoint(x, at)?.closest("a") === link,
        );
      });
      expect(reached, (await contact.textContent()) ?? "").toEqual([true, true]);
    }
  }
  if ((page.viewportSize()?.width ?? 0) >= 1024) {
    // tablets (three columns): no part alone in its row (the brand and Contact each stood in a
    // row of their own, the review of 2026-11-28)
    await page.setViewportSize({ width: 768, height: 1024 });
    const parts = await footer
      .locator(":scope > div")
      .first()
      .evaluate((grid) => {
        const byTop = new Map<number, number>();
        for (const part of grid.children) {
          const top = Math.round(part.getBoundingClientRect().top);
          byTop.set(top, (byTop.get(top) ?? 0) + 1);
        }
        return [...byTop.values()];
      });
    expect(Math.min(...parts), `parts in each row: ${parts.join(", ")}`).toBeGreaterThan(1);
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
