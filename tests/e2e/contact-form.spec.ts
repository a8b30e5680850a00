import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page, Request } from "@playwright/test";
import { allowFailedRequest, expect, expectNoHorizontalOverflow, test } from "./fixtures.ts";
import { forcedColorsLook } from "./forced-colors.ts";
import { fieldErrors } from "./forms.ts";

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

// One real form per tab; only the selected tab's form is shown (and found by its role).
const quoteForm = (page: Page) => page.getByRole("form", { name: "Request a Quote" });
const generalForm = (page: Page) => page.getByRole("form", { name: "General Enquiry" });
const field = (form: Locator, label: string) => form.getByLabel(label, { exact: true });
const send = (form: Locator) => form.getByRole("button", { name: "Send", exact: true });

async function fillShared(form: Locator) {
  await field(form, "Name").fill("Priya Sharma");
  await field(form, "Email").fill("Priya@Example.com");
  await field(form, "Phone").fill("98765 43210");
  await field(form, "Message").fill("We would like to pilot AcuMed AI in two wards.");
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
  const form = quoteForm(page);
  await fillShared(form);
  await field(form, "Organization").fill("Acme Health");
  await expect(field(form, "Email")).toHaveValue("priya@example.com");
  await send(form).click();

  await expect(page.getByText("Message sent successfully!")).toBeVisible();
  expect(calls).toBe(1);
  expect(fields).toMatchObject({
    form: "quote",
    sender_address: "priya@example.com",
    subject: "Request a Quote",
    name: "Priya Sharma",
    organization: "Acme Health",
    email: "priya@example.com",
    phone: "+919876543210",
    website: "",
  });
  // the inbox is the server's setting alone: the browser never names a receiver
  expect(fields).not.toHaveProperty("receiver_address");
  expect(fields.body).toContain("Name: Priya Sharma");
  expect(fields.body).toContain("Organization: Acme Health");
  expect(fields.body).toContain("Phone: +919876543210");
  expect(fields.body).toContain("We would like to pilot AcuMed AI in two wards.");
  for (const label of ["Name", "Organization", "Email", "Phone", "Message"]) {
    await expect(field(form, label)).toHaveValue("");
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
  const form = generalForm(page);
  await expect(quoteForm(page)).toBeHidden();
  await fillShared(form);
  await field(form, "Subject").fill("Partnership proposal");
  await send(form).click();
  await expect(page.getByText("Message sent successfully!")).toBeVisible();
  expect(fields).toMatchObject({ form: "general", subject: "Partnership proposal" });
  expect(fields).not.toHaveProperty("organization");
  expect(fields).not.toHaveProperty("receiver_address");
  expect(fields.body).not.toContain("Organization");
  await expect(field(form, "Subject")).toHaveValue("");
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
    const form = quoteForm(page);
    await fillShared(form);
    await field(form, "Organization").fill("Acme Health");
    await send(form).click();
    await expect(page.getByText("Something went wrong!")).toBeVisible();
    await expect(page.getByText("Message sent successfully!")).toHaveCount(0);
    await expect(field(form, "Name")).toHaveValue("Priya Sharma");
    await expect(field(form, "Organization")).toHaveValue("Acme Health");
    await expect(field(form, "Phone")).toHaveValue(/98765\s?43210/);
    await expect(send(form)).toBeEnabled();
    // the browser reports the request this test made fail, and nothing else
    await allowFailedRequest(
      page,
      consoleErrors,
      "/send-email",
      failure === "a 500 answer"
        ? "the server responded with a status of 500 (Internal Server Error)"
        : "net::ERR_FAILED",
    );
  });
}

test("shows the submit-time messages and clears them with the fields on a tab switch", async ({
  page,
}) => {
  const quote = quoteForm(page);
  await field(quote, "Name").fill("Priya 42!");
  await expect(field(quote, "Name")).toHaveValue("Priya ");
  await send(quote).click();
  await expect(field(quote, "Organization")).toHaveAccessibleDescription(
    "Organization is required.",
  );
  await expect(field(quote, "Phone")).toHaveAccessibleDescription("Phone number is required");
  await expect(fieldErrors(quote)).toHaveCount(4);

  const quoteTab = page.getByRole("tab", { name: "Request a Quote" });
  await quoteTab.focus();
  await page.keyboard.press("ArrowRight");
  const generalTab = page.getByRole("tab", { name: "General Enquiry" });
  await expect(generalTab).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(generalTab).toHaveAttribute("aria-selected", "true");
  await expect(quote).toBeHidden();
  await expect(page.locator("[data-field-error]")).toHaveCount(0);
  const general = generalForm(page);
  await expect(field(general, "Name")).toHaveValue("");
  await expect(field(general, "Subject")).toBeVisible();
  await expect(field(general, "Organization")).toHaveCount(0);

  // back on the quote tab, what was typed there and its messages are gone too
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Enter");
  await expect(quoteTab).toHaveAttribute("aria-selected", "true");
  await expect(field(quote, "Name")).toHaveValue("");
  await expect(field(quote, "Organization")).toBeVisible();
  await expect(page.locator("[data-field-error]")).toHaveCount(0);
});

// WCAG 1.4.11: forced colours drop the selected tab's background and shadow; it must still
// differ from the other tab, before and after a switch
test("the selected tab stands out in forced colours", async ({ page }) => {
  await page.emulateMedia({ forcedColors: "active" });
  const quote = page.getByRole("tab", { name: "Request a Quote" });
  const general = page.getByRole("tab", { name: "General Enquiry" });
  await expect(quote).toHaveAttribute("aria-selected", "true");
  const selected = await forcedColorsLook(quote);
  expect(selected).not.toBe("");
  expect(await forcedColorsLook(general)).not.toBe(selected);

  await general.click();
  await expect(general).toHaveAttribute("aria-selected", "true");
  await page.mouse.move(0, 0);
  await page.locator("h1").click(); // no focus ring on either tab
  expect(await forcedColorsLook(general)).toBe(selected);
  expect(await forcedColorsLook(quote)).not.toBe(selected);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the tab a link opened stands out in forced colours", async ({ page }) => {
    await page.emulateMedia({ forcedColors: "active" });
    await page.goto("/contact#general");
    const marked = await forcedColorsLook(page.getByRole("tab", { name: "General Enquiry" }));
    expect(marked).not.toBe("");
    expect(await forcedColorsLook(page.getByRole("tab", { name: "Request a Quote" }))).toBe("");
  });
});

test("rejects a phone number that is not valid in India", async ({ page }) => {
  const form = quoteForm(page);
  await field(form, "Phone").fill("10000 00000");
  await send(form).click();
  await expect(field(form, "Phone")).toHaveAccessibleDescription(
    "Please enter a valid phone number",
  );
});

test("loads the full phone metadata only when the phone field is used", async ({ page }) => {
  const metadataRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/metadata\.max\.json\.[\w-]+\.js$/.test(request.url())) {
      metadataRequests.push(request.url());
    }
  });
  const form = quoteForm(page);
  await field(form, "Name").fill("Priya Sharma");
  expect(metadataRequests, "full metadata before the phone field was used").toEqual([]);
  await field(form, "Phone").focus();
  await expect.poll(() => metadataRequests.length, { message: "full metadata on focus" }).toBe(1);
});

test("judges a number typed before the phone field was focused on the full metadata", async ({
  page,
}) => {
  const form = quoteForm(page);
  // as the browser's autofill does: a value and an input event, no focus. The small metadata
  // is all the page has then, and the form's check must wait for the full set.
  await field(form, "Phone").evaluate((input: HTMLInputElement) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
    setValue.call(input, "10000 00000");
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
  await send(form).click();
  await expect(field(form, "Phone")).toHaveAccessibleDescription(
    "Please enter a valid phone number",
  );
});

test("has no axe violations, with errors shown and the country list open", async ({ page }) => {
  // a scan of some 250 listed countries takes axe a while on a busy machine
  test.slow();
  const form = quoteForm(page);
  await send(form).click();
  await expect(fieldErrors(form).first()).toBeVisible();
  await form.getByRole("button", { name: /^Country: India/ }).click();
  await expect(page.getByRole("listbox", { name: "Countries" })).toBeVisible();
  const results = await new AxeBuilder({ page }).include("main form").analyze();
  expect(results.violations).toEqual([]);
});
