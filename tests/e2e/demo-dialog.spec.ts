import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { allowFailedRequest, expect, holdScripts, test } from "./fixtures.ts";
import { ANY_WIDTH } from "./viewports.ts";

const product = "/ai-solutions/acumed-ai";

/** The scheduler's page, answered here; returns how many times the page asked for it. */
async function fakeScheduler(page: Page) {
  let requests = 0;
  await page.route("**/demo-scheduler", (route) => {
    requests += 1;
    return route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>Scheduler</title><h1>Pick a 30-minute slot</h1>",
    });
  });
  return () => requests;
}

test("Request a Demo opens the scheduler dialog; Escape, Close and Back close it", async ({
  page,
}) => {
  const schedulerRequests = await fakeScheduler(page);
  await page.goto(product);
  const button = page.getByRole("link", { name: "Request a Demo" }).first();
  // a link to the scheduler in a new tab, which the page's script turns into the dialog
  await expect(button).toHaveAttribute("href", "/demo-scheduler");
  await expect(button).toHaveAttribute("target", "_blank");
  expect(schedulerRequests()).toBe(0);

  await button.click();
  const dialog = page.getByRole("dialog", { name: "Book a 30-Minute Demo" });
  await expect(dialog).toBeVisible();
  await expect(
    page.frameLocator('iframe[title^="Demo scheduler"]').getByRole("heading", {
      name: "Pick a 30-minute slot",
    }),
  ).toBeVisible();
  expect(schedulerRequests()).toBe(1);
  const newTab = dialog.getByRole("link", { name: /Open it in a new tab/ });
  await expect(newTab).toHaveAttribute("href", "/demo-scheduler");
  await expect(newTab).toHaveAttribute("target", "_blank");
  await expect(newTab).toHaveAttribute("rel", "noopener noreferrer");
  await expect(dialog.getByRole("link", { name: "Contact us instead" })).toHaveAttribute(
    "href",
    "/contact",
  );

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await expect(page).toHaveURL(product);

  await button.click();
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(product);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await button.click();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await expect(page).toHaveURL(product);
});

test("Contact us instead leaves for the contact page", async ({ page }) => {
  await page.route("**/demo-scheduler", (route) =>
    route.fulfill({ contentType: "text/html", body: "<h1>Scheduler</h1>" }),
  );
  await page.goto(product);
  await page.getByRole("link", { name: "Request a Demo" }).first().click();
  await page.getByRole("dialog").getByRole("link", { name: "Contact us instead" }).click();
  await expect(page).toHaveURL("/contact");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(product);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Request a Demo opens the scheduler in a new tab and the page stays", async ({
    page,
    context,
  }) => {
    await context.route("**/demo-scheduler", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>Scheduler</title><h1>Pick a 30-minute slot</h1>",
      }),
    );
    await page.goto(product);
    const newTab = context.waitForEvent("page");
    await page.getByRole("link", { name: "Request a Demo" }).first().click();
    const scheduler = await newTab;
    await expect(scheduler).toHaveURL(/\/demo-scheduler$/);
    await expect(scheduler.getByRole("heading", { name: "Pick a 30-minute slot" })).toBeVisible();
    await expect(page).toHaveURL(product);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test("the open dialog has no axe violations", async ({ page }) => {
  await page.route("**/demo-scheduler", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><html lang=en><title>Scheduler</title><main><h1>Scheduler</h1></main>",
    }),
  );
  await page.goto(product);
  await page.getByRole("link", { name: "Request a Demo" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  const results = await new AxeBuilder({ page }).include("dialog[open]").analyze();
  expect(results.violations).toEqual([]);
});

// The page's behaviours load after its first paint; a visitor quicker than that still gets
// the dialog, not a new tab. The dialog's script is held on the network until after the click.
test("Request a Demo pressed before the page's script is in opens the dialog, not a new tab", async ({
  page,
  context,
}) => {
  await page.route("**/demo-scheduler", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Scheduler</title>" }),
  );
  const script = await holdScripts(page, /\/assets\/demo-dialog[^/]*\.js$/);
  let tabs = 0;
  context.on("page", () => (tabs += 1));
  await page.goto(product);
  await page.getByRole("link", { name: "Request a Demo" }).first().click();
  await expect.poll(() => script.held()).toBe(1);
  await expect(page).toHaveURL(product);
  script.release();
  await expect(page.getByRole("dialog", { name: "Book a 30-Minute Demo" })).toBeVisible();
  // a click let through opens its tab at once, long before the held script is let go and run
  expect(tabs).toBe(0);
});

// A click held for the page's behaviours is replayed once they are all in; the dialog's script
// may be in before another (here the layout's is held), and must then not also take the held
// click itself: it did, in a clean-clone run, and the dialog opened twice (two scheduler
// loads, the first thrown away).
test("Request a Demo pressed while another behaviour still loads opens the dialog once", async ({
  page,
}) => {
  const schedulerRequests = await fakeScheduler(page);
  const layout = await holdScripts(page, /\/assets\/page-layout[^/]*\.js$/);
  await page.goto(product);
  // the dialog's script has run: it has fetched the body and named the dialog by it
  await expect(page.locator("dialog[aria-labelledby]")).toBeAttached();
  await page.getByRole("link", { name: "Request a Demo" }).first().click();
  await expect.poll(() => layout.held()).toBe(1);
  // held, and by nothing else: the dialog's own listener has not opened it
  expect(await page.locator("dialog").evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(
    false,
  );
  layout.release();
  const dialog = page.getByRole("dialog", { name: "Book a 30-Minute Demo" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("iframe")).toHaveCount(1);
  expect(schedulerRequests()).toBe(1);
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(product);
});

// The page carries the dialog empty and its script fetches the body (decision 0024); should
// that fail, the visitor still reaches the scheduler, in a new tab as without scripts.
test(
  "when the dialog's body cannot be fetched, Request a Demo opens the scheduler in a new tab",
  { tag: ANY_WIDTH },
  async ({ page, context, consoleErrors }) => {
    await context.route("**/demo-scheduler", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Scheduler</title>" }),
    );
    let body = "";
    await page.route(/\/assets\/fragment-[0-9a-f]+\.html$/, (route) => {
      body = new URL(route.request().url()).pathname;
      return route.abort();
    });
    await page.goto(product);
    await expect.poll(() => body).not.toBe("");
    await allowFailedRequest(page, consoleErrors, body, "net::ERR_FAILED");
    const newTab = context.waitForEvent("page");
    await page.getByRole("link", { name: "Request a Demo" }).first().click();
    await expect(await newTab).toHaveURL(/\/demo-scheduler$/);
    await expect(page).toHaveURL(product);
    await expect(page.getByRole("dialog")).toBeHidden();
  },
);

// WCAG 1.4.10: a 1280 × 1024 screen at 400 % zoom leaves 320 × 256 CSS px; the dialog then
// scrolls, and every control in it (and the scheduler) can be scrolled to and used
test.describe("at 400 % zoom", () => {
  test.use({ viewport: { width: 320, height: 256 } });

  test("every part of the dialog can be scrolled into view and pressed", async ({ page }) => {
    await page.route("**/demo-scheduler", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Scheduler</title>" }),
    );
    await page.goto(product);
    await page.getByRole("link", { name: "Request a Demo" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Book a 30-Minute Demo" });
    await expect(dialog).toBeVisible();
    const parts = [
      dialog.getByRole("button", { name: "Close" }),
      dialog.locator('iframe[title^="Demo scheduler"]'),
      dialog.getByRole("link", { name: /Open it in a new tab/ }),
      dialog.getByRole("link", { name: "Contact us instead" }),
    ];
    // with the wheel, as a visitor scrolls (a script can scroll even what a visitor cannot)
    const box = (await dialog.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (const part of parts) {
      for (let turn = 0; turn < 8; turn++) {
        const seen = await expect(part)
          .toBeInViewport({ ratio: 1, timeout: 300 })
          .then(
            () => true,
            () => false,
          );
        if (seen) break;
        await page.mouse.wheel(0, 80);
      }
      await expect(part).toBeInViewport({ ratio: 1 });
    }
    await parts[3]!.click();
    await expect(page).toHaveURL("/contact");
  });
});
