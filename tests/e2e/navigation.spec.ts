import type { Locator, Page } from "@playwright/test";
import { paths } from "#app/content/paths.ts";
import { products } from "#app/content/products.ts";
import { isOverlayEntry } from "#app/behaviours/history-dismiss.ts";
import { MOBILE_MENU_ID, SOLUTIONS_MENU_ID } from "#app/lib/overlay-ids.ts";
import { expect, test } from "./fixtures.ts";
import { DESKTOP_ONLY, MOBILE_ONLY } from "./viewports.ts";

/**
 * The Solutions menu's links, in order: the spec's two first, then the four accelerators, then
 * the trust page (issue 42: reachable from the header without a top-level item).
 */
async function expectSolutionsLinks(menu: Locator) {
  const links = menu.getByRole("link");
  await expect(links).toHaveText([
    "Generative AI Solutions",
    "Services",
    ...products.map((product) => new RegExp(`^${product.title}\\s*${product.tag}$`)),
    "Trust & Security",
  ]);
  await expect(links.last()).toHaveAttribute("href", paths.trust);
  for (const [index, product] of products.entries()) {
    await expect(links.nth(index + 2)).toBeVisible();
    await expect(links.nth(index + 2)).toHaveAttribute("href", paths.product(product.slug));
  }
}

/**
 * A panel closed from inside takes its history entry away with the page's own
 * `history.back()`, which ends a moment later. Playwright's Back goes to the entry before the
 * current one, so pressed before that moment it lands where the page was going anyway.
 */
async function menuEntryGone(page: Page) {
  await expect
    .poll(async () => isOverlayEntry(await page.evaluate(() => history.state), MOBILE_MENU_ID))
    .toBe(false);
}

test.describe("desktop navigation", { tag: DESKTOP_ONLY }, () => {
  test("links, Solutions dropdown and the active item", async ({ page }) => {
    await page.goto(paths.about);
    const nav = page.getByRole("navigation", { name: "Main" });
    const about = nav.getByRole("link", { name: "About" });
    await expect(about).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");

    const solutions = nav.getByRole("button", { name: "Solutions" });
    await expect(solutions).toHaveAttribute("aria-expanded", "false");
    await solutions.click();
    await expect(solutions).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Generative AI Solutions" })).toBeVisible();
    const menu = page.locator(`#${SOLUTIONS_MENU_ID}`);
    await expectSolutionsLinks(menu);
    await expect(menu.getByRole("list", { name: "AI Accelerators" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(solutions).toHaveAttribute("aria-expanded", "false");
    await expect(solutions).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(nav.getByRole("link", { name: "Services" })).toBeVisible();
    await nav.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.services}$`));
    await expect(solutions).toHaveAttribute("aria-expanded", "false");
    await solutions.click();
    await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    // an outside click closes it (at the page's left edge: the open menu covers the heading)
    await page.mouse.click(5, 400);
    await expect(solutions).toHaveAttribute("aria-expanded", "false");

    // an accelerator's page underlines Solutions and marks the accelerator, not its list
    const product = products[1]!;
    await solutions.click();
    await menu.getByRole("link", { name: product.title }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.product(product.slug)}$`));
    await expect(solutions).toHaveCSS("text-decoration-line", "underline");
    await solutions.click();
    await expect(menu.locator("[aria-current=page]")).toHaveCount(1);
    await expect(menu.getByRole("link", { name: product.title })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.keyboard.press("Escape");

    await page.getByRole("banner").getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.contact}$`));
  });

  test("the page scrolls to the top on a route change", async ({ page }) => {
    await page.goto(paths.home);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
    await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.about}$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the skip link moves to the content", async ({ page }) => {
    await page.goto(paths.home);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main-content$/);
  });
});

test.describe("mobile navigation", { tag: MOBILE_ONLY }, () => {
  test("panel, Solutions sub-panel with Back, and the browser Back closes it", async ({ page }) => {
    await page.goto(paths.careers);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Careers" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await dialog.getByRole("button", { name: "Solutions" }).click();
    await expect(dialog.getByRole("link", { name: "Generative AI Solutions" })).toBeVisible();
    await expectSolutionsLinks(dialog.getByRole("navigation", { name: "Solutions menu" }));
    await dialog.getByRole("button", { name: "Back" }).click();
    await expect(dialog.getByRole("link", { name: "Careers" })).toBeVisible();

    // the browser's Back closes the menu and stays on the page
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${paths.careers}$`));
    await expect(open).toBeFocused();

    // Escape closes it too, and removes its history entry: Back then leaves the page
    await open.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${paths.careers}$`));
    await menuEntryGone(page);
    await page.goBack();
    await expect(page).not.toHaveURL(new RegExp(`${paths.careers}$`));
  });

  test("a link in the panel navigates and closes it without an extra history entry", async ({
    page,
  }) => {
    await page.goto(paths.home);
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Solutions" }).click();
    await dialog.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.services}$`));
    await expect(dialog).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  // WCAG 2.4.3 / 2.4.11: the sub-panel covers the Solutions button, so focus moves into it and
  // comes back when it closes; the page behind the open panel, skip link included, is inert
  test("keyboard: focus follows the sub-panel, and Tab stays in the open panel", async ({
    page,
  }) => {
    await page.goto(paths.about);
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog.getByRole("link", { name: "Home" })).toBeFocused();

    const solutions = dialog.getByRole("button", { name: "Solutions" });
    const back = dialog.getByRole("button", { name: "Back" });
    await page.keyboard.press("Tab");
    await expect(solutions).toBeFocused();
    // a screen reader hears whether the sub-panel is open
    await expect(solutions).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(back).toBeFocused();
    await expect(solutions).toMatchAriaSnapshot(`- button "Solutions" [expanded]`);
    await expect(dialog.getByRole("navigation", { name: "Solutions menu" })).toMatchAriaSnapshot(`
      - navigation "Solutions menu":
        - paragraph: Solutions
        - list:
          - listitem:
            - link "Generative AI Solutions"
    `);
    await page.keyboard.press("Enter");
    await expect(back).toBeHidden();
    await expect(solutions).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(back).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(back).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(solutions).toBeFocused();
    await expect(solutions).toHaveAttribute("aria-expanded", "false");

    // past either end of the panel focus may leave the page (for the browser's own controls),
    // then comes back into the panel, never to the skip link or anything else behind it
    const stops = async (key: string) => {
      const names: string[] = [];
      for (let i = 0; i < 10; i++) {
        await page.keyboard.press(key);
        names.push(
          await page.evaluate(() => {
            const focused = document.activeElement;
            if (!focused || focused === document.body) return "(outside the page)";
            const name = focused.getAttribute("aria-label") ?? focused.textContent?.trim();
            return focused.closest("[role=dialog]") ? `${name}` : `behind the panel: ${name}`;
          }),
        );
      }
      expect(names.filter((name) => name.startsWith("behind"))).toEqual([]);
      return names;
    };
    const forward = await stops("Tab");
    expect(forward.indexOf("Close menu")).toBeGreaterThan(forward.indexOf("Contact Us"));
    const backward = await stops("Shift+Tab");
    expect(backward.indexOf("Contact Us")).toBeGreaterThan(backward.indexOf("Close menu"));

    // once the panel closes, the skip link takes focus again
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    const skip = page.getByRole("link", { name: "Skip to content" });
    await skip.focus();
    await expect(skip).toBeFocused();
  });

  // the navigation's script loads after the first paint; a panel opened before it arrives
  // still becomes modal once it does
  test("a panel opened before the page's script is in becomes modal once it is", async ({
    page,
  }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/page-layout[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(paths.about);
    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    release();
    await expect(dialog.getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).not.toBeFocused();
    await expect(open).not.toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test("the close button closes the panel", async ({ page }) => {
    await page.goto(paths.about);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await menuEntryGone(page);
    await page.goBack();
    // the menu's history entry is gone: Back leaves the page
    await expect(page).not.toHaveURL(new RegExp(`${paths.about}$`));
  });
});
