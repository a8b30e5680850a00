import type { Page } from "@playwright/test";
import { paths } from "#app/content/paths.ts";
import { site } from "#app/content/site.ts";
import { expect, isMobile, test } from "./fixtures.ts";

// Spec §8: an unexpected rendering failure shows a default "Unexpected Application Error!"
// fallback. Each form island is wrapped in a boundary (app/islands/island-boundary.tsx); here
// the built site is made to fail for real, from the test alone: the browser's FormData
// constructor is broken before the page loads. A form island reads what was typed before it
// hydrated with `new FormData(form)` as it commits (app/components/forms/use-early-values.ts),
// so its first commit throws. Nothing else on these pages builds FormData from a form (sending does
// with `new FormData()`, and no form is sent here).

const UNEXPECTED_ERROR = "Unexpected Application Error!";
const BREAKAGE = "e2e: FormData broken on purpose";

async function breakFormData(page: Page) {
  await page.addInitScript((message) => {
    const Native = window.FormData;
    window.FormData = class extends Native {
      constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
        if (form) throw new Error(message);
        super(form, submitter);
      }
    };
  }, BREAKAGE);
}

/**
 * The failure is reported to the console twice, both naming the injected error: once by
 * React, which reports every error a boundary catches, and once by the boundary itself with
 * the fallback's words, for each form of the island (each reads its fields as it commits).
 * Exactly those entries are allowed; any other console error (a second failure, a hydration
 * mismatch, a CSP violation) still fails the test.
 */
async function allowTheInjectedError(errors: string[], forms: number) {
  const fromReact = (error: string) => error.startsWith(`Error: ${BREAKAGE}`);
  const fromBoundary = (error: string) =>
    error.startsWith(`${UNEXPECTED_ERROR} Error: ${BREAKAGE}`);
  await expect
    .poll(() => [errors.filter(fromReact).length, errors.filter(fromBoundary).length], {
      message: "the injected error, reported by React and by the boundary",
    })
    .toEqual([forms, forms]);
  const rest = errors.filter((error) => !fromReact(error) && !fromBoundary(error));
  errors.splice(0, errors.length, ...rest);
}

const cases = [
  {
    page: "a job page",
    path: paths.job("testengineer"),
    form: "Apply for Test Engineer",
    firstField: "First Name",
    forms: 1,
  },
  // both tabs' forms are in the page, and both fail
  {
    page: "the contact page",
    path: paths.contact,
    form: "Request a Quote",
    firstField: "Name",
    forms: 2,
  },
] as const;

for (const { page: where, path, form: formName, firstField, forms } of cases) {
  test(`${where}: a form that fails to render shows the fallback; the page stays usable`, async ({
    page,
    consoleErrors,
  }) => {
    await breakFormData(page);
    await page.goto(path);
    const form = page.getByRole("form", { name: formName });
    // the static form is there until the visitor's first interaction hydrates it
    await expect(form).toBeVisible();
    await expect(page.getByText(UNEXPECTED_ERROR)).toHaveCount(0);
    await form.getByLabel(firstField, { exact: true }).click();

    const fallback = page.getByRole("alert").filter({ hasText: UNEXPECTED_ERROR });
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText("Please reload the page.");
    // the broken form is gone, not left half-working in the page
    await expect(form).toHaveCount(0);
    await allowTheInjectedError(consoleErrors, forms);

    // the rest of the page is untouched: the page heading, the way to write to the company
    // that the fallback points to, and the navigation and footer links
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    // the navigation's own script still runs: its menus open and close
    if (isMobile(page)) {
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog");
      await expect(menu.getByRole("link", { name: "Careers" })).toBeVisible();
      await menu.getByRole("button", { name: "Close menu" }).click();
      await expect(menu).toBeHidden();
    } else {
      const nav = page.getByRole("navigation", { name: "Main" });
      const solutions = nav.getByRole("button", { name: "Solutions" });
      await solutions.click();
      await expect(solutions).toHaveAttribute("aria-expanded", "true");
      await expect(nav.getByRole("link", { name: "Services" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(solutions).toHaveAttribute("aria-expanded", "false");
      await expect(nav.getByRole("link", { name: "Careers" })).toHaveAttribute(
        "href",
        paths.careers,
      );
    }
    await footer.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.about}$`));
  });
}
