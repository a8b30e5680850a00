import { paths } from "#app/content/paths.ts";
import { privacyPage } from "#app/content/privacy.ts";
import { expect, test } from "./fixtures.ts";
import { waitForMail } from "./mailbox.ts";

test("every page links the privacy and legal notices from its footer", async ({ page }) => {
  for (const path of [paths.home, paths.caseStudy("mobile"), paths.notFound]) {
    await page.goto(path);
    const legal = page.getByRole("contentinfo").getByRole("navigation", { name: "Policies" });
    await expect(legal.getByRole("link", { name: "Privacy notice" })).toHaveAttribute(
      "href",
      paths.privacy,
    );
    await expect(legal.getByRole("link", { name: "Legal notice" })).toHaveAttribute(
      "href",
      paths.legal,
    );
  }
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy notice" }).click();
  await expect(page.getByRole("heading", { level: 1, name: privacyPage.title })).toBeVisible();
  for (const section of privacyPage.sections) {
    await expect(page.getByRole("heading", { level: 2, name: section.title })).toBeVisible();
  }
  await expect(page.getByText("info@example.com").first()).toBeVisible();
});

test("both forms say what the data is for and link the notice beside the submit button", async ({
  page,
}) => {
  await page.goto(paths.contact);
  const quote = page.getByRole("form", { name: "Request a Quote" });
  await expect(quote.getByRole("link", { name: "How we handle your data" })).toHaveAttribute(
    "href",
    paths.privacy,
  );
  await page.goto(paths.job("testengineer"));
  const apply = page.getByRole("form", { name: "Apply for Test Engineer" });
  await expect(apply.getByRole("link", { name: "How we handle your data" })).toHaveAttribute(
    "href",
    paths.privacy,
  );
});

test("the résumé consent is unchecked by default and travels with the application", async ({
  page,
}, testInfo) => {
  const marker = `consent-${testInfo.project.name}-${Date.now()}`;
  await page.goto(paths.job("testengineer"));
  const apply = page.getByRole("form", { name: "Apply for Test Engineer" });
  const consent = apply.getByRole("checkbox", { name: /Keep my résumé for future openings/ });
  await expect(consent).not.toBeChecked();
  await apply.getByLabel("First Name").fill("Nisha");
  await apply.getByLabel("Email ID").fill("nisha@example.org");
  await apply.getByLabel("Phone Number").fill("9876511111");
  await apply.getByLabel("Current Address").fill(`5 Park Road, Bengaluru ${marker}`);
  await apply.getByLabel("Notice Period (Months)").fill("1");
  await apply.getByLabel("Current CTC (LPA)").fill("10");
  await apply.getByLabel("Expected CTC (LPA)").fill("12");
  await apply.locator('input[type="file"]').setInputFiles({
    name: "nisha.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(`%PDF-1.4\n% résumé\n${"0".repeat(1024)}\n%%EOF\n`),
  });
  await consent.check();
  await apply.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Application submitted successfully!")).toBeVisible();
  const mail = await waitForMail(marker);
  expect(mail.text).toMatch(/Keep résumé for future openings: Yes/);
});
