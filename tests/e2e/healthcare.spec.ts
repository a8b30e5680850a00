import type { Page } from "@playwright/test";
import { paths } from "#app/content/paths.ts";
import { healthcarePage } from "#app/content/healthcare.ts";
import { expect, expectNoHorizontalOverflow, isMobile, test } from "./fixtures.ts";

const panelTitles = healthcarePage.whyUs.panels.map((panel) => panel.title);
const descriptions = healthcarePage.whyUs.panels.map((panel) => panel.description);

/**
 * Which panels a visitor sees expanded. The panels are CSS only (hover, focus-within) and carry
 * no state attribute: an expanded panel turns dark and shows its description, while a collapsed
 * one keeps the description visually hidden (clipped to a 1px high box, still read by screen
 * readers).
 */
const expandedPanels = (page: Page) =>
  Promise.all(
    descriptions.map((text) =>
      page.getByText(text, { exact: true }).evaluate((description) => {
        const box = description.getBoundingClientRect();
        const shown = box.width > 50 && box.height > 10;
        const panel = description.closest("li")!;
        const dark = getComputedStyle(panel).backgroundColor === "rgb(11, 27, 51)";
        if (shown !== dark) return "half expanded";
        return shown;
      }),
    ),
  );
const onlyExpanded = (index: number) => panelTitles.map((_, i) => i === index);

/** Where each panel's title starts, and how tall the row is. */
const panelLayout = (page: Page) =>
  page.locator(".why-us-panels").evaluate((list) => ({
    titleTops: [...list.querySelectorAll("h3")].map((title) =>
      Math.round(title.getBoundingClientRect().top),
    ),
    height: Math.round(list.getBoundingClientRect().height),
  }));

test.describe("Healthcare vertical", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(paths.healthcare);
  });

  test("shows every section of the page", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(healthcarePage.hero.title);
    // the hero's call to action, in the first screen at either width, and the proof beside it
    const hero = page.getByRole("region", { name: healthcarePage.hero.title });
    const talk = hero.getByRole("link", { name: healthcarePage.hero.button });
    await expect(talk).toHaveAttribute("href", paths.contact);
    await expect(talk).toBeInViewport();
    await expect(hero.getByRole("link", { name: healthcarePage.hero.caseStudies })).toHaveAttribute(
      "href",
      paths.caseStudies,
    );
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
    await page.getByRole("button", { name: panelTitles[0] }).scrollIntoViewIfNeeded();
    await expect.poll(() => expandedPanels(page)).toEqual(onlyExpanded(0));
    await expect(page.getByText(descriptions[0]!)).toBeInViewport();
    // a collapsed panel's description is still there for screen readers
    for (const [index, name] of panelTitles.entries()) {
      await expect(page.getByRole("button", { name })).toHaveAccessibleDescription(
        descriptions[index]!,
      );
    }
  });

  test("pointing at a panel (hover, or tap on touch) expands it and collapses the first", async ({
    page,
  }) => {
    const second = page.getByRole("button", { name: panelTitles[1] });
    const before = await panelLayout(page);
    if (isMobile(page)) await second.tap();
    else await second.hover();
    // exactly one panel is expanded at a time
    await expect.poll(() => expandedPanels(page)).toEqual(onlyExpanded(1));
    await expect(page.getByText(descriptions[1]!)).toBeInViewport();
    await expect(page.getByText(descriptions[0]!)).not.toBeInViewport();
    if (!isMobile(page)) {
      // side by side, the titles line up whichever panel is expanded, and the row keeps its
      // height (the page below does not move)
      const after = await panelLayout(page);
      expect(new Set(before.titleTops).size, `title tops ${before.titleTops.join(", ")}`).toBe(1);
      expect(new Set(after.titleTops).size, `title tops ${after.titleTops.join(", ")}`).toBe(1);
      expect(after.height).toBe(before.height);
    }
  });

  test("keyboard focus moves the expanded panel along", async ({ page }) => {
    const buttons = panelTitles.map((name) => page.getByRole("button", { name }));
    await buttons[0]!.focus();
    await page.keyboard.press("Tab");
    await expect(buttons[1]!).toBeFocused();
    await expect.poll(() => expandedPanels(page)).toEqual(onlyExpanded(1));
    await page.keyboard.press("Tab");
    await expect(buttons[2]!).toBeFocused();
    await expect.poll(() => expandedPanels(page)).toEqual(onlyExpanded(2));
  });
});
