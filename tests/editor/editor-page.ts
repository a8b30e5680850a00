import type { Page } from "@playwright/test";

/** The editor asks for web fonts on the internet; nothing here leaves the machine. */
export async function offline(page: Page) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
}

/**
 * Nothing to wait for any more: the editor's page no longer reloads after a save
 * (integrations/editor-ui.ts), where this waited up to 5 s for the reload. Kept for the specs
 * that still call it; a new spec has no need of it.
 */
export async function afterReload(_page: Page) {}
