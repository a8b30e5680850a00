import { paths } from "../../app/content/paths.ts";
import { expect, test } from "./fixtures.ts";
import { countMail, waitForMail } from "./mailbox.ts";

// A visitor who fills and sends a form the moment the page appears, before (or while) its
// island hydrates, is never lost: the form either posts natively (thank-you page) or, once
// hydrated, is sent by the script (toast). Both end with the spec's success message and one
// message in the inbox. These tests deliberately do not wait for hydration.

test("a quote request sent at once reaches the inbox once", async ({ page }, testInfo) => {
  const marker = `early-quote-${testInfo.project.name}-${Date.now()}`;
  await page.goto(paths.contact);
  const quote = page.getByRole("form", { name: "Request a Quote" });
  await quote.getByLabel("Name", { exact: true }).fill("Arjun Das");
  await quote.getByLabel("Organization").fill("Northside Clinic");
  await quote.getByLabel("Email").fill("arjun.das@example.org");
  await quote.getByLabel("Phone").fill("98450 66778");
  await quote.getByLabel("Message").fill(`Straight to the point. ${marker}`);
  await quote.getByRole("button", { name: "Send" }).click();

  await expect(page.getByText("Message sent successfully!")).toBeVisible();
  const mail = await waitForMail(marker);
  expect(mail.text).toContain("Northside Clinic");
  expect(await countMail(marker)).toBe(1);
});

test("an application sent at once reaches the inbox once", async ({ page }, testInfo) => {
  const marker = `early-application-${testInfo.project.name}-${Date.now()}`;
  await page.goto(paths.job("securitysw"));
  const apply = page.getByRole("form", { name: "Apply for Security SW Engineer" });
  await apply.getByLabel("First Name").fill("Leela");
  await apply.getByLabel("Email ID").fill("leela@example.org");
  await apply.getByLabel("Phone Number").fill("9876598765");
  await apply.getByLabel("Current Address").fill(`3 Hill Street, Bengaluru ${marker}`);
  await apply.getByLabel("Notice Period (Months)").fill("3");
  await apply.getByLabel("Current CTC (LPA)").fill("20");
  await apply.getByLabel("Expected CTC (LPA)").fill("26.5");
  await apply.locator('input[type="file"]').setInputFiles({
    name: "leela.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(`%PDF-1.4\n% résumé\n${"0".repeat(1024)}\n%%EOF\n`),
  });
  await apply.getByRole("button", { name: "Submit Application" }).click();

  await expect(page.getByText("Application submitted successfully!")).toBeVisible();
  const mail = await waitForMail(marker);
  expect(mail.attachments).toHaveLength(1);
  expect(await countMail(marker)).toBe(1);
});
