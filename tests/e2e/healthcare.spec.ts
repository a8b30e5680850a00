import { paths } from "../../app/content/paths.ts";
import { healthcarePage } from "../../app/content/healthcare.ts";
import { expect, expectNoHorizontalOverflow, isMobile, test } from "./fixtures.ts";

const panelTitles = healthcarePage.whyUs.panels.map((panel) => panel.title);

test.describe("Healthcare vertical", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(paths.healthcare);
  });

  test("shows every section of the page", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(healthcarePage.hero.title);
    for (const title of [
      "Remote Patient Monitoring",
      "ABDM M1/M2/M3 Certification",
      healthcarePage.records.title,
      "Integrations",
      "Custom Solutions",
      healthcarePage.whyUs.title,
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    }
    for (const milestone of healthcarePage.abdm.milestones) {
      await expect(page.getByRole("heading", { level: 3, name: milestone.title })).toBeVisible();
    }
    await expect(page.getByText("HL7 v2 messaging")).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });

  test("the first why-us panel is expanded by default", async ({ page }) => {
    const buttons = panelTitles.map((name) => page.getByRole("button", { name }));
    await expect(buttons[0]!).toHaveAttribute("aria-expanded", "true");
    for (const button of buttons.slice(1)) {
      await expect(button).toHaveAttribute("aria-expanded", "false");
    }
    await expect(page.getByText(healthcarePage.whyUs.panels[0]!.description)).toBeVisible();
    await expect(page.getByText(healthcarePage.whyUs.panels[1]!.description)).toBeHidden();
  });

  test("pointing at a panel (hover, or tap on touch) expands it and collapses the first", async ({
    page,
  }) => {
    const first = page.getByRole("button", { name: panelTitles[0] });
    const second = page.getByRole("button", { name: panelTitles[1] });
    if (isMobile(page)) await second.tap();
    else await second.hover();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText(healthcarePage.whyUs.panels[1]!.description)).toBeVisible();
    await expect(page.getByText(healthcarePage.whyUs.panels[0]!.description)).toBeHidden();
    // exactly one panel is expanded at a time
    await expect(page.locator('#why-us [aria-expanded="true"]')).toHaveCount(1);
  });

  test("keyboard focus moves the expanded panel along", async ({ page }) => {
    const buttons = panelTitles.map((name) => page.getByRole("button", { name }));
    await buttons[0]!.focus();
    await page.keyboard.press("Tab");
    await expect(buttons[1]!).toBeFocused();
    await expect(buttons[1]!).toHaveAttribute("aria-expanded", "true");
    await expect(buttons[0]!).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Tab");
    await expect(buttons[2]!).toHaveAttribute("aria-expanded", "true");
    await expect(buttons[1]!).toHaveAttribute("aria-expanded", "false");
  });
});
