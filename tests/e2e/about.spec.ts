import AxeBuilder from "@axe-core/playwright";
import { paths } from "#app/content/paths.ts";
import { expect, expectNoHorizontalOverflow, test } from "./fixtures.ts";

test.describe("about page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(paths.about);
  });

  test("shows the spec's sections in order", async ({ page }) => {
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Who We Are");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "Our Mission",
      "Our Vision",
      "Our Values",
      "Driving Success for Future-Focused Teams",
      "Ready to Transform Your Business with Generative AI?",
    ]);
    await expectNoHorizontalOverflow(page);
  });

  test("lists the four values, each with an icon and a description", async ({ page }) => {
    const values = page.getByRole("region", { name: "Our Values" }).getByRole("listitem");
    await expect(values.getByRole("heading", { level: 3 })).toHaveText([
      "Empowerment",
      "Integrity",
      "Innovation",
      "Excellence",
    ]);
    for (const value of await values.all()) {
      await expect(value.locator("svg")).toHaveCount(1);
      await expect(value.locator("p")).not.toBeEmpty();
    }
  });

  test("shows a strip of client logos", async ({ page }) => {
    const strip = page.getByRole("list", { name: "Client logos" });
    await expect(strip.getByRole("img")).toHaveCount(8);
    await expect(strip.getByRole("img", { name: "Contoso Health" })).toBeVisible();
  });

  test("Get in Touch leads to the contact page", async ({ page }) => {
    await page.getByRole("main").getByRole("link", { name: "Get in Touch" }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.contact}$`));
  });

  test("the closing call to action offers a free consultation on the contact page", async ({
    page,
  }) => {
    const cta = page.getByRole("region", {
      name: "Ready to Transform Your Business with Generative AI?",
    });
    await expect(cta).toContainText("free consultation");
    const link = cta.getByRole("link", { name: "Book a Free Consultation" });
    await expect(link).toHaveAttribute("href", paths.contact);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${paths.contact}$`));
  });

  test("has no axe violations in the page content", async ({ page }) => {
    const results = await new AxeBuilder({ page }).include("main").analyze();
    expect(results.violations).toEqual([]);
  });
});
