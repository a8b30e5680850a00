import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect, expectNoHorizontalOverflow } from "./fixtures.ts";

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const submit = (page: Page) => page.getByRole("button", { name: "Submit Application" });
const resume = (page: Page) => field(page, "Resume");
const pdf = {
  name: "arjun-rao.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n%test résumé\n"),
};

async function fillAll(page: Page) {
  await field(page, "First Name").fill("Arjun");
  await field(page, "Last Name (optional)").fill("Rao");
  await field(page, "Email ID").fill("Arjun.Rao@Example.com");
  await field(page, "Phone Number").fill("9876543210");
  await field(page, "Current Address").fill("12 MG Road, Bengaluru 560001");
  await field(page, "Notice Period (Months)").fill("2");
  await field(page, "Current CTC (LPA)").fill("12.5");
  await field(page, "Expected CTC (LPA)").fill("16");
  await resume(page).setInputFiles(pdf);
  await expect(page.getByText("Upload Successful")).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.goto("/careers/testengineer");
  await expect(page.getByRole("form", { name: /^Apply for / })).toBeVisible();
});

test("submits an application with the résumé, then toasts and clears the form", async ({
  page,
}) => {
  let body = "";
  let contentType = "";
  await page.route("**/send-email", async (route) => {
    body = route.request().postDataBuffer()?.toString("latin1") ?? "";
    contentType = route.request().headers()["content-type"] ?? "";
    await route.fulfill({ status: 200, json: { message: "Application received" } });
  });
  await fillAll(page);
  await submit(page).click();
  await expect(page.getByText("Application submitted successfully!")).toBeVisible();

  expect(contentType).toMatch(/^multipart\/form-data/);
  const part = (name: string) =>
    new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(body)?.[1];
  expect(part("form")).toBe("application");
  expect(part("sender_address")).toBe("arjun.rao@example.com");
  expect(part("receiver_address")).toBe("info@example.com");
  expect(part("subject")).toBe("Application for Role");
  expect(part("first_name")).toBe("Arjun");
  expect(part("phone")).toBe("+919876543210");
  expect(part("notice_period")).toBe("2");
  expect(part("current_ctc")).toBe("12.5");
  expect(part("expected_ctc")).toBe("16");
  expect(body).toContain("Name: Arjun Rao");
  expect(body).toContain("Current Address: 12 MG Road, Bengaluru 560001");
  expect(body).toMatch(/name="file"; filename="arjun-rao.pdf"\r\nContent-Type: application\/pdf/);
  expect(body).toContain("%PDF-1.4");

  await expect(field(page, "First Name")).toHaveValue("");
  await expect(field(page, "Current CTC (LPA)")).toHaveValue("");
  await expect(page.getByText("arjun-rao.pdf")).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
});

test("keeps everything on a failed submission", async ({ page, consoleErrors }) => {
  await page.route("**/send-email", (route) => route.fulfill({ status: 500, body: "" }));
  await fillAll(page);
  await submit(page).click();
  await expect(page.getByText("Something went wrong!")).toBeVisible();
  await expect(field(page, "First Name")).toHaveValue("Arjun");
  await expect(field(page, "Expected CTC (LPA)")).toHaveValue("16");
  await expect(page.getByText("arjun-rao.pdf")).toBeVisible();
  const rest = consoleErrors.filter((error) => !/Failed to load resource/.test(error));
  consoleErrors.splice(0, consoleErrors.length, ...rest);
});

test("filters what can be typed", async ({ page }) => {
  await field(page, "First Name").pressSequentially("Arjun 2");
  await expect(field(page, "First Name")).toHaveValue("Arjun ");
  await field(page, "Notice Period (Months)").pressSequentially("3 m");
  await expect(field(page, "Notice Period (Months)")).toHaveValue("3");
  await field(page, "Current CTC (LPA)").pressSequentially("12.5.7");
  await expect(field(page, "Current CTC (LPA)")).toHaveValue("12.57");
  await field(page, "Email ID").pressSequentially("ARJUN@X.IO");
  await expect(field(page, "Email ID")).toHaveValue("arjun@x.io");
});

test("shows every required message on an empty submit", async ({ page }) => {
  await submit(page).click();
  await expect(field(page, "First Name")).toHaveAccessibleDescription("First Name is required.");
  await expect(field(page, "Current Address")).toHaveAccessibleDescription("Address is required.");
  await expect(field(page, "Notice Period (Months)")).toHaveAccessibleDescription(
    "Notice period is required.",
  );
  await expect(page.getByRole("alert").filter({ hasText: "Resume is required." })).toBeVisible();
});

test("résumé states: wrong type, too large, uploading, successful, removed", async ({ page }) => {
  await resume(page).setInputFiles({
    name: "photo.png",
    mimeType: "image/png",
    buffer: Buffer.from("x"),
  });
  await expect(page.getByRole("alert")).toHaveText("Only PDF, DOC, and DOCX files are allowed.");

  await resume(page).setInputFiles({
    name: "huge.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(page.getByRole("alert")).toHaveText("File too large. Maximum 5MB allowed.");
  await expect(page.getByRole("status")).toContainText("File too large");
  await page.getByRole("button", { name: "Remove huge.docx" }).click();

  await resume(page).setInputFiles(pdf);
  await expect(page.getByText("Uploading...")).toBeVisible();
  await expect(page.getByText("Upload Successful")).toBeVisible();
  await expect(page.getByText("arjun-rao.pdf")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);

  await page.getByRole("button", { name: "Remove arjun-rao.pdf" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toHaveText("Resume is required");
  await expect(page.getByText("arjun-rao.pdf")).toHaveCount(0);
  await expect(resume(page)).toBeFocused();
});

test("has no axe violations, empty and with errors and a résumé", async ({ page }) => {
  const scan = async () =>
    (await new AxeBuilder({ page }).include("main form").analyze()).violations;
  expect(await scan()).toEqual([]);
  await submit(page).click();
  await resume(page).setInputFiles(pdf);
  await expect(page.getByText("Upload Successful")).toBeVisible();
  expect(await scan()).toEqual([]);
});
