import { paths } from "#app/content/paths.ts";
import { services } from "#app/content/services.ts";
import { test, expect, expectNoHorizontalOverflow } from "./fixtures.ts";

test.describe("services page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(paths.services);
  });

  test("lists the nine services under one h1", async ({ page }) => {
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1);
    const grid = main.getByRole("list").first();
    await expect(grid.getByRole("listitem")).toHaveCount(9);
    await expect(grid.getByRole("heading")).toHaveText([
      "Generative AI Consulting",
      "AI & Machine Learning Development",
      "Mobile & Web Development",
      "Product & Platform Engineering",
      "Cloud & DevOps Services",
      "UI/UX Design",
      "Data Engineering & Analytics",
      "Quality Assurance & Testing",
      "Cyber Security",
    ]);
    await expectNoHorizontalOverflow(page);

    // a card leads to the accelerator or case study it describes; one without stays a card
    for (const [index, service] of services.entries()) {
      const links = grid.getByRole("listitem").nth(index).getByRole("link");
      if (service.link) await expect(links).toHaveAttribute("href", service.link.href);
      else await expect(links).toHaveCount(0);
    }
    const security = services.find((service) => service.title === "Cyber Security")!;
    await grid.getByRole("link", { name: security.link!.label }).click();
    await expect(page).toHaveURL(new RegExp(`${security.link!.href}$`));
  });

  test("closes with a call to action to the contact page", async ({ page }) => {
    await page.getByRole("main").getByRole("link", { name: "Get in Touch" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("verticals page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(paths.verticals);
  });

  test("shows three verticals and only Healthcare links onward", async ({ page }) => {
    const list = page.getByRole("list", { name: "Verticals", exact: true });
    await expect(list.getByRole("heading", { level: 2 })).toHaveText([
      "Healthcare",
      "Education",
      "Retail",
    ]);
    const links = list.getByRole("link");
    await expect(links).toHaveCount(1);
    await expect(links).toHaveAttribute("href", paths.healthcare);
    for (const name of ["Education", "Retail"]) {
      const card = list.getByRole("article", { name });
      await expect(card.getByRole("link")).toHaveCount(0);
    }
    await expectNoHorizontalOverflow(page);

    await links.click();
    await expect(page).toHaveURL(/\/verticals\/healthcare$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
