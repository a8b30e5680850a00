import AxeBuilder from "@axe-core/playwright";
import type { Page, Request } from "@playwright/test";
import { test, expect, expectNoHorizontalOverflow } from "./fixtures.ts";

/** Text fields of a multipart/form-data request body. */
function multipartFields(request: Request): Record<string, string> {
  const type = request.headers()["content-type"] ?? "";
  expect(type).toMatch(/^multipart\/form-data; boundary=/);
  const boundary = type.split("boundary=")[1]!;
  const fields: Record<string, string> = {};
  for (const part of (request.postData() ?? "").split(`--${boundary}`)) {
    const match =
      /name="([^"]+)"(?:; filename="[^"]*")?\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*)\r\n$/.exec(part);
    if (match) fields[match[1]!] = match[2]!;
  }
  return fields;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const send = (page: Page) => page.getByRole("button", { name: "Send", exact: true });

async function fillShared(page: Page) {
  await field(page, "Name").fill("Priya Sharma");
  await field(page, "Email").fill("Priya@Example.com");
  await field(page, "Phone").fill("98765 43210");
  await field(page, "Message").fill("We would like to pilot AcuMed AI in two wards.");
}

/** A failed request is expected in these tests; any other console error still fails them. */
function allowFailedRequest(errors: string[]) {
  const rest = errors.filter((error) => !/Failed to load resource/.test(error));
  errors.splice(0, errors.length, ...rest);
}

test.beforeEach(async ({ page }) => {
  await page.goto("/contact");
});

test("sends a quote request as multipart, then toasts and clears the form", async ({ page }) => {
  let fields: Record<string, string> = {};
  let calls = 0;
  await page.route("**/send-email", async (route) => {
    calls += 1;
    expect(route.request().method()).toBe("POST");
    fields = multipartFields(route.request());
    await route.fulfill({ status: 200, json: { message: "Message received" } });
  });
  await expect(page.getByRole("tab", { name: "Request a Quote" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await fillShared(page);
  await field(page, "Organization").fill("Acme Health");
  await expect(field(page, "Email")).toHaveValue("priya@example.com");
  await send(page).click();

  await expect(page.getByText("Message sent successfully!")).toBeVisible();
  expect(calls).toBe(1);
  expect(fields).toMatchObject({
    form: "quote",
    sender_address: "priya@example.com",
    receiver_address: "info@example.com",
    subject: "Request a Quote",
    name: "Priya Sharma",
    organization: "Acme Health",
    email: "priya@example.com",
    phone: "+919876543210",
    website: "",
  });
  expect(fields.body).toContain("Name: Priya Sharma");
  expect(fields.body).toContain("Organization: Acme Health");
  expect(fields.body).toContain("Phone: +919876543210");
  expect(fields.body).toContain("We would like to pilot AcuMed AI in two wards.");
  for (const label of ["Name", "Organization", "Email", "Phone", "Message"]) {
    await expect(field(page, label)).toHaveValue("");
  }
  await expectNoHorizontalOverflow(page);
});

test("sends a general enquiry with the typed subject", async ({ page }) => {
  let fields: Record<string, string> = {};
  await page.route("**/send-email", async (route) => {
    fields = multipartFields(route.request());
    await route.fulfill({ status: 200, json: { message: "ok" } });
  });
  await page.getByRole("tab", { name: "General Enquiry" }).click();
  await fillShared(page);
  await field(page, "Subject").fill("Partnership proposal");
  await send(page).click();
  await expect(page.getByText("Message sent successfully!")).toBeVisible();
  expect(fields).toMatchObject({ form: "general", subject: "Partnership proposal" });
  expect(fields).not.toHaveProperty("organization");
  expect(fields.body).not.toContain("Organization");
  await expect(field(page, "Subject")).toHaveValue("");
});

for (const failure of ["a 500 answer", "a network failure"] as const) {
  test(`keeps what was typed and shows Something went wrong! on ${failure}`, async ({
    page,
    consoleErrors,
  }) => {
    await page.route("**/send-email", (route) =>
      failure === "a 500 answer"
        ? route.fulfill({ status: 500, json: { error: "Internal error" } })
        : route.abort("failed"),
    );
    await fillShared(page);
    await field(page, "Organization").fill("Acme Health");
    await send(page).click();
    await expect(page.getByText("Something went wrong!")).toBeVisible();
    await expect(page.getByText("Message sent successfully!")).toHaveCount(0);
    await expect(field(page, "Name")).toHaveValue("Priya Sharma");
    await expect(field(page, "Organization")).toHaveValue("Acme Health");
    await expect(field(page, "Phone")).toHaveValue(/98765\s?43210/);
    await expect(send(page)).toBeEnabled();
    allowFailedRequest(consoleErrors);
  });
}

test("shows the submit-time messages and clears them with the fields on a tab switch", async ({
  page,
}) => {
  await field(page, "Name").fill("Priya 42!");
  await expect(field(page, "Name")).toHaveValue("Priya ");
  await send(page).click();
  await expect(field(page, "Organization")).toHaveAccessibleDescription(
    "Organization is required.",
  );
  await expect(field(page, "Phone")).toHaveAccessibleDescription("Phone number is required");
  await expect(page.getByRole("alert")).toHaveCount(4);

  const quote = page.getByRole("tab", { name: "Request a Quote" });
  await quote.focus();
  await page.keyboard.press("ArrowRight");
  const general = page.getByRole("tab", { name: "General Enquiry" });
  await expect(general).toBeFocused();
  await expect(general).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(field(page, "Name")).toHaveValue("");
  await expect(field(page, "Subject")).toBeVisible();
  await expect(field(page, "Organization")).toHaveCount(0);
});

test("rejects a phone number that is not valid in India", async ({ page }) => {
  await field(page, "Phone").fill("10000 00000");
  await send(page).click();
  await expect(field(page, "Phone")).toHaveAccessibleDescription(
    "Please enter a valid phone number",
  );
});

test("has no axe violations, with errors shown and the country list open", async ({ page }) => {
  await send(page).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await page.getByRole("button", { name: /^Country: India/ }).click();
  await expect(page.getByRole("listbox", { name: "Countries" })).toBeVisible();
  const results = await new AxeBuilder({ page }).include("main form").analyze();
  expect(results.violations).toEqual([]);
});
