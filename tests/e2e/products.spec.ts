import { paths } from "#app/content/paths.ts";
import { products } from "#app/content/products.ts";
import { expect, expectNoHorizontalOverflow, test } from "./fixtures.ts";

test.describe("AI solutions list", () => {
  test("lists the four products, each with a Learn More link to its page", async ({ page }) => {
    await page.goto(paths.aiSolutions);
    await expect(
      page.getByRole("heading", { level: 1, name: "Generative AI Solutions" }),
    ).toBeVisible();
    const links = page.getByRole("link", { name: /^Learn More/ });
    await expect(links).toHaveCount(4);
    for (const product of products) {
      await expect(page.getByRole("heading", { level: 3, name: product.title })).toBeVisible();
    }
    await expectNoHorizontalOverflow(page);
  });

  for (const product of products) {
    test(`Learn More reaches ${product.title}`, async ({ page }) => {
      await page.goto(paths.aiSolutions);
      await page.getByRole("link", { name: `Learn More about ${product.title}` }).click();
      await expect(page).toHaveURL(new RegExp(`${paths.product(product.slug)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.title);
    });
  }
});

test.describe("AI product pages", () => {
  for (const product of products) {
    test(`${product.slug} shows its header, four metrics and calls to action`, async ({ page }) => {
      await page.goto(paths.product(product.slug));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.title);
      await expect(page.getByText(product.tag, { exact: true }).first()).toBeVisible();
      await expect(page.getByTestId("metric-percentage")).toHaveText(
        product.metrics.map((metric) => metric.percentage),
      );
      for (const metric of product.metrics) {
        await expect(page.getByRole("heading", { level: 3, name: metric.title })).toBeVisible();
      }
      const demo = page
        .getByRole("link", { name: "Request a Demo" })
        .or(page.getByRole("button", { name: "Request a Demo" }));
      // one in the header, one in the closing call to action
      await expect(demo).toHaveCount(2);
      await expect(demo.first()).toBeVisible();
      const contact = page.getByRole("main").getByRole("link", { name: "Contact Us" });
      await expect(contact).toHaveAttribute("href", paths.contact);
      await expectNoHorizontalOverflow(page);
    });
  }

  test("a product page is found whatever the case of its slug", async ({ page }) => {
    const response = await page.goto("/ai-solutions/PRECISION-PA");
    // the server answers a permanent redirect to the lower-case address
    const redirect = await response?.request().redirectedFrom()?.response();
    expect(redirect?.status()).toBe(301);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${paths.product("precision-pa")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("PrecisionPA");
  });

  test("an unknown product slug shows the 404 page", async ({ page }) => {
    const response = await page.goto("/ai-solutions/nope");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Home" })).toBeVisible();
  });

  test("an unknown product slug in another case is not redirected: it shows the 404 page", async ({
    page,
  }) => {
    const response = await page.goto("/ai-solutions/NOPE");
    expect(response?.request().redirectedFrom()).toBeNull();
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/ai-solutions\/NOPE$/);
    await expect(page.getByRole("heading", { level: 1, name: "Page not Found" })).toBeVisible();
  });
});
