import type { Page } from "@playwright/test";
import { paths } from "#app/content/paths.ts";
import { expect, holdScripts, test } from "./fixtures.ts";
import { field, quoteForm } from "./forms.ts";

// The contact tabs follow the tabs pattern with manual activation: the arrow keys, Home and
// End only move focus, Enter or Space selects. Selecting a tab clears both forms (the spec's
// rule), so a key pressed to look at the other tab must not throw away what was typed, before
// the form's code is in as much as after.

const generalForm = (page: Page) => page.getByRole("form", { name: "General Enquiry" });
const tabs = (page: Page) => ({
  quote: page.getByRole("tab", { name: "Request a Quote" }),
  general: page.getByRole("tab", { name: "General Enquiry" }),
});

test("once the form is live, arrows move focus only; Enter and Space select", async ({ page }) => {
  await page.goto(paths.contact);
  const form = quoteForm(page);
  await field(form, "Name").fill("Priya");
  await expect(page.locator("astro-island").filter({ has: form })).not.toHaveAttribute("ssr");
  const { quote, general } = tabs(page);

  await quote.focus();
  await page.keyboard.press("ArrowRight");
  await expect(general).toBeFocused();
  await page.keyboard.press("Home");
  await expect(quote).toBeFocused();
  await page.keyboard.press("End");
  await expect(general).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(quote).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(general).toBeFocused();
  // nothing was selected, nothing cleared
  await expect(quote).toHaveAttribute("aria-selected", "true");
  await expect(form).toBeVisible();
  await expect(field(form, "Name")).toHaveValue("Priya");

  await page.keyboard.press("Enter");
  await expect(general).toHaveAttribute("aria-selected", "true");
  await expect(generalForm(page)).toBeVisible();
  await expect(form).toBeHidden();

  await page.keyboard.press("ArrowRight");
  await expect(quote).toBeFocused();
  await expect(generalForm(page)).toBeVisible();
  await page.keyboard.press("Space");
  await expect(quote).toHaveAttribute("aria-selected", "true");
  await expect(form).toBeVisible();
  // a selected tab clears the forms, as the spec asks
  await expect(field(form, "Name")).toHaveValue("");
});

test("before any script is in, the keys act at once; Space selects once the form's code is in", async ({
  page,
}) => {
  // nothing but the page's inline loader: the islands' start (Astro's runtime and the forms'
  // directive, a file since decision 0031), the form's code and the page's own script are held
  // until the keys were pressed, so the loader's first-events holder alone hears them
  const held = await holdScripts(
    page,
    /\/assets\/(islands|contact-form-island|page-layout)\.[^/]*\.js$/,
  );
  await page.goto(paths.contact);
  const form = quoteForm(page);
  await field(form, "Name").fill("Priya");
  const { quote, general } = tabs(page);

  await quote.focus();
  await page.keyboard.press("ArrowRight");
  await expect(general).toBeFocused();
  await page.keyboard.press("End");
  await expect(general).toBeFocused();
  await page.keyboard.press("Home");
  await expect(quote).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(general).toBeFocused();
  await expect(field(form, "Name")).toHaveValue("Priya");
  await page.keyboard.press("Space");
  // the files were asked for and are still held: no directive, nothing switched yet
  await expect.poll(() => held.held()).toBeGreaterThan(0);
  expect(await page.evaluate(() => customElements.get("astro-island"))).toBeUndefined();
  await expect(quote).toHaveAttribute("aria-selected", "true");

  held.release();
  await expect(general).toHaveAttribute("aria-selected", "true");
  await expect(generalForm(page)).toBeVisible();
  await expect(form).toBeHidden();
  // focus stays where the keys left it when the directive comes
  await expect(general).toBeFocused();
});

test("before the form's code is in, only the chosen tab is a Tab stop", async ({ page }) => {
  const code = await holdScripts(page, /\/assets\/contact-form-island[^/]*\.js$/);
  for (const [address, chosen] of [
    [paths.contact, "quote"],
    [`${paths.contact}#general`, "general"],
  ] as const) {
    // a new document each time (from /contact, /contact#general would only scroll)
    await page.goto("about:blank");
    await page.goto(address);
    const all = tabs(page);
    const other = chosen === "quote" ? all.general : all.quote;
    await expect(all[chosen]).toHaveAttribute("tabindex", "0");
    await expect(other).toHaveAttribute("tabindex", "-1");
    // Tab goes from the chosen tab into its panel, never to the other tab
    await all[chosen].focus();
    await page.keyboard.press("Tab");
    await expect(other).not.toBeFocused();
    await expect(page.getByRole("tabpanel").getByRole("textbox").first()).toBeFocused();
    // and the form's code is still held
    const island = page.locator("astro-island").filter({ has: page.getByRole("tablist") });
    await expect(island).toHaveAttribute("ssr");
  }
  code.release();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Tab reaches both tabs, and Enter opens General Enquiry", async ({ page }) => {
    await page.goto(paths.contact);
    const { quote, general } = tabs(page);
    await quote.focus();
    await page.keyboard.press("Tab");
    await expect(general).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#general$/);
    await expect(field(generalForm(page), "Subject")).toBeVisible();
  });
});
