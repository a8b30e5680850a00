import type { Page } from "@playwright/test";
import { paths } from "#app/content/paths.ts";
import { products } from "#app/content/products.ts";
import { expect, isMobile, test } from "./fixtures.ts";
import { countMail, waitForMail } from "./mailbox.ts";
import { DESKTOP_ONLY, MOBILE_ONLY } from "./viewports.ts";
import { expandedPanels, onlyExpanded, panelTitles } from "./why-us-panels.ts";

// Everything a visitor needs works before and without scripts (hospital networks often block
// them): navigation, in-page links, the healthcare panels, the contact tabs and both forms.
test.use({ javaScriptEnabled: false });

const form = (page: Page, name: string) => page.getByRole("form", { name });

test.describe("navigation", () => {
  test(
    "desktop: the Solutions menu opens, closes with Escape and its links lead on",
    { tag: DESKTOP_ONLY },
    async ({ page }) => {
      await page.goto(paths.about);
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      const solutions = nav.getByRole("button", { name: "Solutions" });
      const services = nav.getByRole("link", { name: "Services" });
      await expect(services).toBeHidden();
      await solutions.click();
      await expect(services).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(services).toBeHidden();
      await solutions.focus();
      await page.keyboard.press("Enter");
      await expect(services).toBeVisible();
      // the trust page, after the accelerators, before any script (issue 42)
      await expect(nav.getByRole("link", { name: "Trust & Security" })).toHaveAttribute(
        "href",
        paths.trust,
      );
      await services.click();
      await expect(page).toHaveURL(new RegExp(`${paths.services}$`));
    },
  );

  test(
    "mobile: the menu panel, its Solutions sub-panel with Back, and Close",
    { tag: MOBILE_ONLY },
    async ({ page }) => {
      await page.goto(paths.careers);
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("link", { name: "Careers" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await menu.getByRole("button", { name: "Solutions" }).click();
      const aiSolutions = menu.getByRole("link", { name: "Generative AI Solutions" });
      await expect(aiSolutions).toBeVisible();
      // the spec's two links first, then the four accelerators and the trust page, in the
      // static HTML alone
      const solutionsMenu = menu.getByRole("navigation", { name: "Solutions menu" });
      await expect(solutionsMenu.getByRole("link")).toHaveText([
        "Generative AI Solutions",
        "Services",
        ...products.map((product) => new RegExp(`^${product.title}`)),
        "Trust & Security",
      ]);
      await expect(solutionsMenu.getByRole("link", { name: "Trust & Security" })).toHaveAttribute(
        "href",
        paths.trust,
      );
      await expect(solutionsMenu.getByRole("link", { name: products[3]!.title })).toBeVisible();
      await menu.getByRole("button", { name: "Back" }).click();
      await expect(aiSolutions).toBeHidden();
      await menu.getByRole("button", { name: "Close menu" }).first().click();
      await expect(menu).toBeHidden();

      await page.getByRole("button", { name: "Open menu" }).click();
      await menu.getByRole("button", { name: "Solutions" }).click();
      await menu.getByRole("link", { name: "Services" }).click();
      await expect(page).toHaveURL(new RegExp(`${paths.services}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    },
  );
});

test("Explore Opportunities and Apply Now land 100 px below the top", async ({ page }) => {
  await page.goto(paths.careers);
  await page.getByRole("link", { name: "Explore Opportunities" }).click();
  await expect(page).toHaveURL(/#openings$/);
  const openings = page.locator("#openings");
  await expect.poll(async () => Math.round((await openings.boundingBox())!.y)).toBe(100);

  await page.goto(paths.job("testengineer"));
  await page.getByRole("link", { name: "Apply Now" }).first().click();
  await expect(page).toHaveURL(/#apply$/);
  const apply = page.locator("#apply");
  await expect.poll(async () => Math.round((await apply.boundingBox())!.y)).toBe(100);
});

test("the healthcare panels expand on hover and on keyboard focus, the first by default", async ({
  page,
}) => {
  await page.goto(paths.healthcare);
  // which panel is expanded, as healthcare.spec reads it (on wide screens the dark card; on
  // phones the row whose description shows)
  await expect.poll(() => expandedPanels(page)).toEqual(onlyExpanded(0));

  await page.getByRole("button", { name: panelTitles[2] }).focus();
  await expect.poll(() => expandedPanels(page)).toEqual(onlyExpanded(2));

  if (!isMobile(page)) {
    await page.getByRole("button", { name: panelTitles[1] }).hover();
    await expect.poll(() => expandedPanels(page)).toEqual(onlyExpanded(1));
  }
});

test("the contact tabs are links: each tab can be chosen and linked to", async ({ page }) => {
  await page.goto(paths.contact);
  await expect(form(page, "Request a Quote")).toBeVisible();
  await expect(form(page, "General Enquiry")).toBeHidden();
  await page.getByRole("tab", { name: "General Enquiry" }).click();
  await expect(page).toHaveURL(/#general$/);
  await expect(form(page, "General Enquiry").getByLabel("Subject")).toBeVisible();
  await expect(form(page, "Request a Quote")).toBeHidden();

  await page.goto(`${paths.contact}#general`);
  await expect(form(page, "General Enquiry")).toBeVisible();
});

test.describe("forms post natively", () => {
  test("a quote request reaches the inbox once and ends on the thank-you page", async ({
    page,
  }, testInfo) => {
    const marker = `noscript-quote-${testInfo.project.name}-${Date.now()}`;
    await page.goto(paths.contact);
    const quote = form(page, "Request a Quote");
    await quote.getByLabel("Name", { exact: true }).fill("Anita Rao");
    await quote.getByLabel("Organization").fill("Hillview Hospital");
    await quote.getByLabel("Email").fill("anita.rao@example.org");
    await quote.getByLabel("Phone").fill("98450 11223");
    await quote.getByLabel("Message").fill(`A pilot in two wards, please. ${marker}`);
    await quote.getByRole("button", { name: "Send" }).click();

    await expect(page).toHaveURL(new RegExp(`${paths.contactSent}$`));
    await expect(
      page.getByRole("heading", { level: 1, name: "Message sent successfully!" }),
    ).toBeVisible();
    const mail = await waitForMail(marker);
    expect(mail.headers["subject"]).toBe("Request a Quote");
    expect(mail.text).toContain("Hillview Hospital");
    expect(mail.text).toContain("+919845011223");
    expect(await countMail(marker)).toBe(1);
  });

  test("the browser's own checks stop an incomplete form before it is sent", async ({ page }) => {
    await page.goto(paths.contact);
    const quote = form(page, "Request a Quote");
    await quote.getByLabel("Name", { exact: true }).fill("Anita Rao");
    await quote.getByRole("button", { name: "Send" }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.contact}$`));
    await expect(quote.getByLabel("Organization")).toHaveJSProperty("validity.valueMissing", true);
  });

  test("a refused form names each problem, and Back returns to what was typed", async ({
    page,
  }) => {
    await page.goto(paths.contact);
    const quote = form(page, "Request a Quote");
    await quote.getByLabel("Name", { exact: true }).fill("Anita Rao");
    await quote.getByLabel("Organization").fill("Hillview Hospital");
    await quote.getByLabel("Email").fill("anita.rao@example.org");
    // passes the browser's checks, but no country has such a number
    await quote.getByLabel("Phone").fill("12345");
    await quote.getByLabel("Message").fill("Hello");
    await quote.getByRole("button", { name: "Send" }).click();

    await expect(
      page.getByRole("heading", { level: 1, name: "Some Details Need Another Look" }),
    ).toBeVisible();
    await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
    await page.goBack();
    await expect(form(page, "Request a Quote").getByLabel("Organization")).toHaveValue(
      "Hillview Hospital",
    );
    await expect(form(page, "Request a Quote").getByLabel("Message")).toHaveValue("Hello");
  });

  test("a job application arrives with its résumé and ends on the thank-you page", async ({
    page,
  }, testInfo) => {
    const marker = `noscript-application-${testInfo.project.name}-${Date.now()}`;
    await page.goto(paths.job("testengineer"));
    const apply = form(page, "Apply for Test Engineer");
    await apply.getByLabel("First Name").fill("Vikram");
    await apply.getByLabel("Email ID").fill("vikram@example.org");
    await apply.getByLabel("Phone Number").fill("9876512345");
    await apply.getByLabel("Current Address").fill(`12 Lake Road, Bengaluru ${marker}`);
    await apply.getByLabel("Notice Period (Months)").fill("2");
    await apply.getByLabel("Current CTC (LPA)").fill("8.5");
    await apply.getByLabel("Expected CTC (LPA)").fill("11");
    await apply.locator('input[type="file"]').setInputFiles({
      name: "vikram.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(`%PDF-1.4\n% résumé\n${"0".repeat(1024)}\n%%EOF\n`),
    });
    await apply.getByRole("button", { name: "Submit Application" }).click();

    await expect(page).toHaveURL(new RegExp(`${paths.applicationSent}$`));
    await expect(
      page.getByRole("heading", { level: 1, name: "Application submitted successfully!" }),
    ).toBeVisible();
    const mail = await waitForMail(marker);
    expect(mail.headers["subject"]).toBe("Application for Role");
    expect(mail.attachments).toHaveLength(1);
    expect(await countMail(marker)).toBe(1);
  });
});
