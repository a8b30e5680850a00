import { expect, type Page } from "@playwright/test";

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

/**
 * Adding (or deleting) an entry that the editor's pickers list (a case study, an accelerator,
 * a team member, a topic) reloads the editor's page once, so they offer it; the page says so
 * before and after (integrations/editor-ui-client.ts). Start waiting before the save: a
 * navigation started before the reload would be aborted by it.
 */
export async function afterListsReload(page: Page) {
  await page.waitForEvent("load", { timeout: 30_000 });
  await expect(page.getByRole("status")).toHaveText(
    /^Saved at .+; the editor's lists are up to date$/,
  );
}
