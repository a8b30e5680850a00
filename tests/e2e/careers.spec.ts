import { jobPage } from "#app/content/careers.ts";
import { anchors, paths } from "#app/content/paths.ts";
import type { Page } from "@playwright/test";
import { expect, expectNoHorizontalOverflow, test } from "./fixtures.ts";

const openingsTop = (page: Page) =>
  page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, anchors.openings);

test.describe("careers list", () => {
  test("shows only the Test Engineer opening and links to its page", async ({ page }) => {
    await page.goto(paths.careers);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const openings = page.locator(`#${anchors.openings}`);
    const cards = openings.getByRole("article");
    await expect(cards).toHaveCount(1);
    const card = cards.first();
    await expect(card.getByRole("heading", { name: "Test Engineer" })).toBeVisible();
    // each chip carries a visually hidden label for screen readers
    await expect(card.getByRole("listitem")).toHaveText([
      "Location: Bangalore",
      "Job type: Full Time",
      "Experience: 2 - 4 Years of Experience",
    ]);
    await expect(openings.getByText("Security SW Engineer")).toHaveCount(0);
    await expectNoHorizontalOverflow(page);

    await card.getByRole("link", { name: /View Details/ }).click();
    await expect(page).toHaveURL(paths.job("testengineer"));
    await expect(page.getByRole("heading", { level: 1, name: "Test Engineer" })).toBeVisible();
  });

  test("Explore Opportunities scrolls smoothly to the openings list, 100px below the top", async ({
    page,
  }) => {
    await page.goto(paths.careers);
    expect(await openingsTop(page)).toBeGreaterThan(300);
    // smooth unless the visitor asked for reduced motion (the document's scroll-behavior)
    await expect(page.locator("html")).toHaveCSS("scroll-behavior", "smooth");
    await page.getByRole("link", { name: "Explore Opportunities" }).click();
    await expect.poll(async () => Math.abs((await openingsTop(page)) - 100)).toBeLessThan(3);
    await expect(page.getByRole("heading", { name: "Current Openings" })).toBeInViewport();
    // a plain in-page link: the address names the list, so it can be shared and Back returns
    await expect(page).toHaveURL(new RegExp(`#${anchors.openings}$`));
  });
});

test.describe("careers list without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Explore Opportunities still jumps to the openings list", async ({ page }) => {
    await page.goto(paths.careers);
    await page.getByRole("link", { name: "Explore Opportunities" }).click();
    await expect(page).toHaveURL(new RegExp(`#${anchors.openings}$`));
    await expect.poll(async () => Math.abs((await openingsTop(page)) - 100)).toBeLessThan(3);
  });
});

test.describe("career detail pages", () => {
  test("Apply Now scrolls to the application section", async ({ page }) => {
    await page.goto(paths.job("testengineer"));
    const applyHeading = page.getByRole("heading", { level: 2, name: jobPage.applyTitle });
    await expect(applyHeading).not.toBeInViewport();
    // one hero pattern (review 6): on a phone Apply Now is the header's full width, as the home
    // page's calls to action are
    const applyNow = page.getByRole("link", { name: jobPage.applyNow }).first();
    if (page.viewportSize()!.width < 640) {
      const header = page.getByRole("heading", { level: 1 }).locator("..");
      const [button, column] = [(await applyNow.boundingBox())!, (await header.boundingBox())!];
      expect(Math.abs(button.width - column.width)).toBeLessThan(1);
    }
    await applyNow.click();
    await expect(applyHeading).toBeInViewport();
    await expect(page.getByRole("form", { name: /^Apply for / })).toBeInViewport();
    await expect(page).toHaveURL(new RegExp(`#${anchors.apply}$`));
    await expectNoHorizontalOverflow(page);
  });

  test("the Security SW Engineer page shows 6-8 years and every section", async ({ page }) => {
    await page.goto(paths.job("securitysw"));
    await expect(
      page.getByRole("heading", { level: 1, name: "Security SW Engineer" }),
    ).toBeVisible();
    await expect(page.getByText("6-8 Years of Experience").first()).toBeVisible();
    for (const name of [
      jobPage.about,
      jobPage.responsibilities,
      jobPage.qualifications,
      jobPage.niceToHave,
      jobPage.applyTitle,
    ]) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    await expectNoHorizontalOverflow(page);
  });
});
