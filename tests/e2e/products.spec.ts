import { paths } from "#app/content/paths.ts";
import { products, trustHref, validationSection } from "#app/content/products.ts";
import { expect, expectNoHorizontalOverflow, test } from "./fixtures.ts";
import { ANY_WIDTH } from "./viewports.ts";

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

  // where a link leads is the same at any width
  for (const product of products) {
    test(`Learn More reaches ${product.title}`, { tag: ANY_WIDTH }, async ({ page }) => {
      await page.goto(paths.aiSolutions);
      await page.getByRole("link", { name: `Learn More about ${product.title}` }).click();
      await expect(page).toHaveURL(new RegExp(`${paths.product(product.slug)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.title);
    });
  }
});

test.describe("AI product pages", () => {
  for (const product of products) {
    test(`${product.slug} shows its header, four metrics, its validation and safety, and calls to action`, async ({
      page,
    }) => {
      await page.goto(paths.product(product.slug));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.title);
      // in the page's header (the Solutions menu names the products with their tags too)
      await expect(
        page.getByRole("main").getByText(product.tag, { exact: true }).first(),
      ).toBeVisible();
      await expect(page.getByTestId("figure-value")).toHaveText(
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
      // one hero pattern (review 6): on a phone the header's call to action is its column's
      // full width, as the home page's are; from 1024 px the four metric boxes stand 2 x 2, so
      // their words run about 60 characters a line (four across gave about 25)
      const width = page.viewportSize()!.width;
      if (width < 640) {
        const column = page.getByRole("heading", { level: 1 }).locator("..");
        const [button, text] = [(await demo.first().boundingBox())!, (await column.boundingBox())!];
        expect(Math.abs(button.width - text.width)).toBeLessThan(1);
      }
      if (width >= 1024) {
        const columns = await page
          .locator("#figures")
          .getByTestId("figure")
          .evaluateAll(
            (figures) => new Set(figures.map((f) => f.getBoundingClientRect().left)).size,
          );
        expect(columns).toBe(2);
      }
      const contact = page.getByRole("main").getByRole("link", { name: "Contact Us" });
      await expect(contact).toHaveAttribute("href", paths.contact);

      // Validation and Safety (issue 42): its parts, the sample label, the link to its part of /trust
      const section = validationSection(product)!;
      const validation = page.getByRole("region", { name: section.title });
      await expect(validation.getByRole("heading", { level: 3 })).toHaveText([
        ...section.parts.map((part) => part.title),
        section.evidence.title,
      ]);
      await expect(validation.getByText(section.sample!.label, { exact: true })).toBeVisible();
      await expect(
        validation.locator(`time[datetime="${product.validation!.regulatory.assessed}"]`),
      ).toBeVisible();
      await expect(validation.getByRole("link", { name: section.trust.label })).toHaveAttribute(
        "href",
        trustHref(product.slug),
      );
      // each figure stated once (issue 43): the evidence points up to the figures, listing none
      // of them again, and a status of one sentence is a sentence, not a one-item list
      const toFigures = validation.getByRole("link", { name: section.evidence.figuresLink });
      await expect(toFigures).toHaveAttribute("href", "#figures");
      await expect(page.locator("#figures").getByTestId("figure")).toHaveCount(
        product.metrics.length,
      );
      for (const metric of product.metrics) {
        await expect(validation.getByText(metric.title, { exact: true })).toHaveCount(0);
      }
      const regulatory = validation.getByRole("region", {
        name: section.parts.find((part) => part.key === "regulatory")!.title,
      });
      await expect(regulatory).toContainText(product.validation!.regulatory.status);
      await expect(regulatory.getByRole("list")).toHaveCount(0);
      // ... and reads evenly where its cards stand in pairs (issue 43): no card's words end
      // above three quarters of its height (a short card beside a long one did)
      const fill = await validation
        .locator('section[aria-labelledby^="validation-"]')
        .evaluateAll((cards) =>
          cards.map((card) => {
            const box = card.getBoundingClientRect();
            const end = Math.max(
              ...[...card.children].map((c) => c.getBoundingClientRect().bottom),
            );
            const padding = parseFloat(getComputedStyle(card).paddingBottom);
            return {
              id: card.getAttribute("aria-labelledby"),
              filled: (end + padding - box.top) / box.height,
              paired: box.width < (card.parentElement?.clientWidth ?? 0) * 0.8,
            };
          }),
        );
      for (const card of fill.filter(({ paired }) => paired)) {
        expect(card.filled, `${card.id} is a quarter empty`).toBeGreaterThanOrEqual(0.75);
      }
      await expectNoHorizontalOverflow(page);
    });
  }

  test(
    "a figure says it is a target and its note says what it rests on",
    { tag: ANY_WIDTH },
    async ({ page }) => {
      // MediCodeGen's "98%" is a target, not a measurement (issue 31)
      await page.goto(paths.product("medi-code-gen"));
      const card = page.getByRole("listitem").filter({
        has: page.getByRole("heading", { level: 3, name: "Coding Accuracy" }),
      });
      await expect(card.getByTestId("figure-value")).toHaveText("98%");
      // not a headline: what a pilot measures, with its kind
      await expect(card.getByTestId("figure-headline")).toHaveCount(0);
      await expect(card.getByTestId("figure-kind")).toHaveText("Target");

      await card.getByRole("link", { name: "Note 1", exact: true }).click();
      await expect(page).toHaveURL(/#metric-note-1$/);
      const notes = page.getByRole("list", { name: "Notes on These Figures" });
      await expect(notes.getByRole("listitem")).toHaveCount(4);
      const note = notes.getByRole("listitem").first();
      await expect(note).toBeInViewport();
      await expect(note).toContainText("Coding Accuracy.");
      await expect(note).toContainText("A target: what the product is designed to achieve.");
      // the method is the card's, said once (issue 43): the note says what the kind means
      await expect(card.getByRole("definition").first()).toContainText(
        "Share of suggested codes that certified coders",
      );
      await expect(note).not.toContainText("Share of suggested codes");
      // an illustration is named as one, in its box and in its note
      const third = page.getByRole("listitem").filter({
        has: page.getByRole("heading", { level: 3, name: "Lower Coding Costs" }),
      });
      await expect(third.getByTestId("figure-kind")).toHaveText("Illustrative");
      await expect(notes.getByRole("listitem").nth(2)).toContainText("Illustrative: an example");

      await note.getByRole("link", { name: "Back to Coding Accuracy" }).click();
      await expect(page).toHaveURL(/#metric-ref-1$/);
      await expect(card.getByRole("link", { name: "Note 1", exact: true })).toBeInViewport();
    },
  );

  // the server's answers (the 404 under /ai-solutions itself is routes.spec's)
  test(
    "a product page is found whatever the case of its slug",
    {
      tag: ANY_WIDTH,
    },
    async ({ page }) => {
      const response = await page.goto("/ai-solutions/PRECISION-PA");
      // the server answers a permanent redirect to the lower-case address
      const redirect = await response?.request().redirectedFrom()?.response();
      expect(redirect?.status()).toBe(301);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`${paths.product("precision-pa")}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("PrecisionPA");
    },
  );

  test(
    "an unknown product slug in another case is not redirected: it shows the 404 page",
    {
      tag: ANY_WIDTH,
    },
    async ({ page }) => {
      const response = await page.goto("/ai-solutions/NOPE");
      expect(response?.request().redirectedFrom()).toBeNull();
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(/\/ai-solutions\/NOPE$/);
      await expect(page.getByRole("heading", { level: 1, name: "Page not Found" })).toBeVisible();
    },
  );
});
