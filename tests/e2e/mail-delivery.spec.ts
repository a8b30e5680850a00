import { paths } from "#app/content/paths.ts";
import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { waitForMail } from "./mailbox.ts";

// No interception here: the forms post to the production server, which stores the
// submission in its outbox and delivers it to a real SMTP server on loopback.

const field = (form: Locator, label: string) => form.getByLabel(label, { exact: true });

test("a quote request reaches the company inbox", async ({ page }, testInfo) => {
  const marker = `quote-${testInfo.project.name}-${Date.now()}`;
  await page.goto(paths.contact);
  const form = page.getByRole("form", { name: "Request a Quote" });
  // sent at once, as a visitor would: the island takes over the submit (toast, cleared
  // form); the native post without scripts has its own spec
  await field(form, "Name").fill("Meera Iyer");
  await field(form, "Organization").fill("Lakeside Hospital");
  await field(form, "Email").fill("Meera.Iyer@Example.org");
  await field(form, "Phone").fill("98450 12345");
  await field(form, "Message").fill(`Please quote for a pilot. Ref ${marker}`);
  await form.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText("Message sent successfully!")).toBeVisible();
  await expect(field(form, "Name")).toHaveValue("");

  const mail = await waitForMail(marker);
  expect(mail.to).toEqual(["info@example.com"]);
  expect(mail.headers["subject"]).toBe("Request a Quote");
  expect(mail.headers["reply-to"]).toContain("meera.iyer@example.org");
  expect(mail.headers["from"]).toContain("no-reply@example.com");
  expect(mail.text).toContain("Meera Iyer");
  expect(mail.text).toContain("Lakeside Hospital");
  expect(mail.text).toContain("+919845012345");
});

test("a general enquiry carries the typed subject", async ({ page }, testInfo) => {
  const marker = `general-${testInfo.project.name}-${Date.now()}`;
  await page.goto(paths.contact);
  await page.getByRole("tab", { name: "General Enquiry" }).click();
  const form = page.getByRole("form", { name: "General Enquiry" });
  await field(form, "Name").fill("Ravi Kumar");
  await field(form, "Email").fill("ravi@example.org");
  await field(form, "Phone").fill("98450 54321");
  await field(form, "Subject").fill("Partnership enquiry");
  await field(form, "Message").fill(`Shall we talk? ${marker}`);
  await form.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText("Message sent successfully!")).toBeVisible();

  const mail = await waitForMail(marker);
  expect(mail.headers["subject"]).toBe("Partnership enquiry");
  expect(mail.text).not.toContain("Organization");
});

test("a job application arrives with its résumé attached", async ({ page }, testInfo) => {
  const marker = `application-${testInfo.project.name}-${Date.now()}`;
  await page.goto(paths.job("testengineer"));
  const form = page.getByRole("form", { name: /^Apply for / });
  await field(form, "First Name").fill("Kavya");
  await field(form, "Last Name (optional)").fill("Nair");
  await field(form, "Email ID").fill("kavya.nair@example.org");
  await field(form, "Phone Number").fill("9876501234");
  await field(form, "Current Address").fill(`7 Residency Road, Bengaluru ${marker}`);
  await field(form, "Notice Period (Months)").fill("1");
  await field(form, "Current CTC (LPA)").fill("9.5");
  await field(form, "Expected CTC (LPA)").fill("12");
  await field(form, "Resume").setInputFiles({
    name: "kavya-nair.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(`%PDF-1.4\n% résumé of Kavya Nair\n${"0".repeat(2048)}\n%%EOF\n`),
  });
  await expect(form.getByText("Upload Successful")).toBeVisible();
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Application submitted successfully!")).toBeVisible();
  await expect(field(form, "First Name")).toHaveValue("");

  const mail = await waitForMail(marker);
  expect(mail.headers["subject"]).toBe("Application for Role");
  expect(mail.headers["reply-to"]).toContain("kavya.nair@example.org");
  expect(mail.text).toContain("Kavya Nair");
  expect(mail.text).toContain("9.5");
  expect(mail.attachments).toHaveLength(1);
  expect(mail.attachments[0]).toMatchObject({ contentType: "application/pdf" });
  expect(mail.attachments[0]!.filename).toMatch(/\.pdf$/);
});
