import type { Locator, Page } from "@playwright/test";
import { paths } from "#app/content/paths.ts";
import { expect, test } from "./fixtures.ts";
import { forcedColorsLook } from "./forced-colors.ts";
import { applicationForm, quoteForm } from "./forms.ts";

// High-contrast modes (forced colours) keep borders but drop box shadows, backgrounds and
// author colours: a field drawn by its shadow or tint alone would leave a visitor there with
// text floating on the page and no box to click or type into (WCAG 1.4.11). Every field of
// both forms must keep a frame of four visible borders, on the control itself or on the box
// that holds it (the phone field's frame, the résumé's drop zone). Focus rings in that mode
// are checked stop by stop in focus-visible.spec.ts; the tabs and carousel dots beside their
// own tests.

const forms: [string, (page: Page) => Locator][] = [
  [paths.contact, quoteForm],
  [`${paths.contact}#general`, (page) => page.getByRole("form", { name: "General Enquiry" })],
  [paths.job("testengineer"), applicationForm],
];

const framed = (look: string) =>
  ["top", "right", "bottom", "left"].every((side) => look.includes(`border-${side} `));

/** The control, its two nearest ancestors and its labels: where a field may draw its frame. */
async function frameOf(control: Locator): Promise<string | null> {
  const id = await control.getAttribute("id");
  const candidates = [
    control,
    control.locator("xpath=.."),
    control.locator("xpath=../.."),
    ...(id ? await control.page().locator(`label[for="${id}"]`).all() : []),
  ];
  for (const candidate of candidates) {
    const look = await forcedColorsLook(candidate);
    if (framed(look)) return look;
  }
  return null;
}

for (const [route, formOf] of forms) {
  test(`${route}: every field keeps its frame in forced colours`, async ({ page }) => {
    await page.emulateMedia({ forcedColors: "active" });
    await page.goto(route);
    const form = formOf(page);
    await expect(form).toBeVisible();
    // what a visitor fills in: not the hidden trap for bots, nor the consent box (a native
    // checkbox, which the system draws itself in this mode)
    const controls = form.locator(
      'input:not([type=hidden], [type=checkbox]):not([aria-hidden="true"] *), textarea, select',
    );
    const count = await controls.count();
    expect(count, "the form has fields").toBeGreaterThanOrEqual(5);
    const unframed: string[] = [];
    for (const control of await controls.all()) {
      if ((await frameOf(control)) === null)
        unframed.push((await control.getAttribute("name")) ?? (await control.evaluate(String)));
    }
    expect(unframed, `fields without a visible frame on ${route}`).toEqual([]);
  });
}
