import { paths } from "#app/content/paths.ts";
import { pagePaths } from "#app/content/routes.ts";
import { TITLE_MAX } from "#app/lib/meta.ts";
import { expect, expectNoHorizontalOverflow, test } from "./fixtures.ts";
import { ANY_WIDTH, widthTag, oneOfEachKind } from "./viewports.ts";

// every page at 1280 px; at 390 px one of each kind (a11y-layout.spec already looks at every
// page at 320 px for sideways scrolling)
const kinds = oneOfEachKind(pagePaths);

test.describe("every route", () => {
  for (const path of pagePaths) {
    test(
      `${path} serves its heading and content in the HTML and shows them`,
      {
        tag: widthTag(path, kinds),
      },
      async ({ page, request }) => {
        // The HTML itself carries the heading and the content: nothing waits for JavaScript.
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toMatch(/<h1[^>]*>/);
        expect(html).toContain('<main id="main-content"');
        expect(response.headers()["content-security-policy"]).toContain("script-src 'self'");

        await page.goto(path);
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator("h1")).toBeVisible();
        await expect(page.locator("h1")).not.toHaveText("");
        // the company's name follows the page's title, unless a long title (a post's) stands
        // alone to fit search results (lib/meta.ts)
        const heading = (await page.locator("h1").textContent()) ?? "";
        const title = await page.title();
        if (title !== heading || heading.length + " | Nuvora".length <= TITLE_MAX) {
          expect(title).toMatch(/Nuvora/);
        }
        await expect(page.getByRole("contentinfo")).toContainText("© 2025–2026");
        await expectNoHorizontalOverflow(page);
      },
    );
  }
});

// read from the HTML, no page drawn: any width
test(
  "before hydration the forms post to the endpoint, never into the page URL",
  {
    tag: ANY_WIDTH,
  },
  async ({ request }) => {
    for (const path of [paths.contact, paths.job("testengineer")]) {
      const html = await (await request.get(path)).text();
      const form = (/<form[^>]*>/.exec(html)?.[0] ?? "").toLowerCase();
      expect(form, path).toContain('method="post"');
      expect(form, path).toContain('action="/send-email"');
      expect(form, path).toContain('enctype="multipart/form-data"');
    }
  },
);

test.describe("not found", () => {
  test("an unknown path answers 404 with the 404 page and a way home", async ({ page }) => {
    const response = await page.goto("/this/page/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Go to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  // the 404 page's layout at both widths above; what answers it under each section, and the
  // redirects, are the server's, the same at any width
  for (const path of ["/ai-solutions/nope", "/case-study/nope", "/careers/nope", "/about/nope"]) {
    test(
      `${path} answers 404, loads without errors and leads home`,
      {
        tag: ANY_WIDTH,
      },
      async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1, name: "Page not Found" })).toBeVisible();
        await page.getByRole("link", { name: "Go to Home" }).click();
        await expect(page).toHaveURL(/\/$/);
      },
    );
  }

  test(
    "a mixed-case path is redirected to its lower-case form",
    {
      tag: ANY_WIDTH,
    },
    async ({ page, request }) => {
      const response = await request.get("/careers/testEngineer", { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()["location"]).toBe(paths.job("testengineer"));

      await page.goto("/careers/testEngineer");
      await expect(page).toHaveURL(new RegExp(`${paths.job("testengineer")}$`));
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Test Engineer");
    },
  );

  test(
    "a link elsewhere in mixed case still reaches its page",
    {
      tag: ANY_WIDTH,
    },
    async ({ page, baseURL }) => {
      // a page on another site (a partner, an old e-mail) links with the spec's mixed-case path
      await page.route("https://partner.example/**", (route) =>
        route.fulfill({
          contentType: "text/html",
          body: `<!doctype html><html lang="en"><title>Partner</title>
          <a href="${baseURL}/careers/testEngineer">Test Engineer at Nuvora</a></html>`,
        }),
      );
      await page.goto("https://partner.example/jobs");
      await page.getByRole("link", { name: "Test Engineer at Nuvora" }).click();
      await expect(page).toHaveURL(`${baseURL}${paths.job("testengineer")}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Test Engineer");
    },
  );
});
