import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every e2e test fails on a console error, an uncaught page error or a CSP violation, so a
 * page that "looks fine" but throws during hydration or trips the policy cannot pass.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // the browser reports a page's own 4xx status (the 404 page, a form's problem page)
        const { url } = message.location();
        const ownStatus = /status of 4\d\d/.test(message.text()) && url === page.url();
        // a failed request's message names its URL ("Failed to load resource: …")
        if (!ownStatus) errors.push(url ? `${message.text()} @ ${url}` : message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      // A Content-Security-Policy violation fails the test too, even one the page survives.
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A test that makes a request fail on purpose (a 500 answer, an aborted request) lets the one
 * console error the browser reports for it, after checking that it was reported. Any other
 * error, another failed request included, still fails the test.
 */
export async function allowFailedRequest(
  page: Page,
  errors: string[],
  path: string,
  reason: "the server responded with a status of 500 (Internal Server Error)" | "net::ERR_FAILED",
) {
  const expected = `Failed to load resource: ${reason} @ ${new URL(path, page.url()).href}`;
  await expect
    .poll(() => errors.filter((error) => error === expected).length, {
      message: `the browser reported "${expected}"`,
    })
    .toBe(1);
  errors.splice(errors.indexOf(expected), 1);
}

export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "page scrolls horizontally").toBeLessThanOrEqual(0);
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1088;

/**
 * Holds every request for the scripts matching `pattern` until `release()`: the page as a
 * hurried visitor meets it, before its behaviour is in. `held()` counts the requests held.
 */
export async function holdScripts(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(pattern, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}
