import type { Page } from "@playwright/test";

/** The editor asks for web fonts on the internet; nothing here leaves the machine. */
export async function offline(page: Page) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
}

/**
 * After a save, the dev server reloads the open page a moment later (integrations/content-reload.ts);
 * a navigation started before that reload would be aborted by it. Waits for the reload, or
 * a few seconds when it came before the wait began.
 */
export async function afterReload(page: Page) {
  await page.waitForEvent("load", { timeout: 5_000 }).catch(() => undefined);
}
