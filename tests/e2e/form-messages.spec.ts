import type { Locator, Page } from "@playwright/test";
import { paths } from "#app/content/paths.ts";
import { allowFailedRequest, expect, test } from "./fixtures.ts";
import { applicationForm, field, fieldErrors, fillApplicationText, testPdf } from "./forms.ts";

// The forms' messages, word for word, as a visitor acting at once sees them (no test waits for a
// form's script), beyond
// what contact-form.spec.ts and application-form.spec.ts already show: the submit-time email
// message of both forms, the application's phone messages and digit cap, its network-failure
// toast, and when the résumé's upload status changes relative to the simulated 1.5 s upload.

const submitApplication = (form: Locator) =>
  form.getByRole("button", { name: "Submit Application" });

/**
 * Well formed for the browser's own `type="email"` check (a dotless domain is allowed there),
 * but not for the spec's "simple address pattern" (something@something.tld), and left as it
 * is by the field's typing filter (lowercase, no spaces). So the message seen is the form's
 * own, and it is about the format, not about something the filter changed.
 */
const dotlessDomain = "priya@example";

/** Counts the form posts the page makes (none may, while a field is invalid). */
function countPosts(page: Page) {
  const posts = { count: 0 };
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/send-email") {
      posts.count += 1;
    }
  });
  return posts;
}

/**
 * Types `text` into the phone input key by key, each key once the page has handled the one
 * before. The input formats as it goes, and with an Android user agent (the mobile project's)
 * it puts the caret back in a zero-delay timer after each key; a key sent before that timer
 * has run lands in the middle of the number. One timer round after each key lets it run.
 */
async function typeKeys(input: Locator, text: string) {
  await input.focus();
  for (const key of text) {
    await input.page().keyboard.press(key);
    await input.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
}

/**
 * The browser's own check refuses the address too (the field's `pattern` is the spec's simple
 * address pattern, decision 0021), so a visitor without scripts is stopped as well; with
 * scripts the page shows the spec's message instead of the browser's bubble.
 */
async function expectBrowserRefuses(input: Locator) {
  const validity = await input.evaluate((element: HTMLInputElement) => ({
    typeMismatch: element.validity.typeMismatch,
    patternMismatch: element.validity.patternMismatch,
  }));
  expect(validity).toEqual({ typeMismatch: false, patternMismatch: true });
}

test.describe("contact form", () => {
  for (const tab of ["Request a Quote", "General Enquiry"] as const) {
    test(`${tab}: a badly formed email gets "Invalid email format." on submit`, async ({
      page,
    }) => {
      await page.goto(paths.contact);
      const posts = countPosts(page);
      if (tab === "General Enquiry") await page.getByRole("tab", { name: tab }).click();
      const form = page.getByRole("form", { name: tab });
      const email = field(form, "Email");
      await email.fill(dotlessDomain);
      await expectBrowserRefuses(email);
      // leaving the field shows the spec's blur-time wording …
      await email.blur();
      await expect(email).toHaveAccessibleDescription("Please enter a valid email.");
      // … and sending shows the submit-time one in its place
      await form.getByRole("button", { name: "Send", exact: true }).click();
      await expect(email).toHaveAccessibleDescription("Invalid email format.");
      await expect(fieldErrors(form).filter({ hasText: "Invalid email format." })).toBeVisible();
      await expect(form.getByText("Please enter a valid email.")).toHaveCount(0);
      expect(posts.count).toBe(0);
    });
  }
});

test.describe("application form", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(paths.job("testengineer"));
  });

  test('a badly formed email gets "Invalid email format." on submit', async ({ page }) => {
    const form = applicationForm(page);
    const posts = countPosts(page);
    const email = field(form, "Email ID");
    await email.fill(dotlessDomain);
    await expectBrowserRefuses(email);
    await submitApplication(form).click();
    await expect(email).toHaveAccessibleDescription("Invalid email format.");
    await expect(fieldErrors(form).filter({ hasText: "Invalid email format." })).toBeVisible();
    expect(posts.count).toBe(0);
  });

  test("if the full phone rules cannot be downloaded, Submit still shows the messages", async ({
    page,
    consoleErrors,
  }) => {
    // The forms check the phone number on the full phone metadata, a separate download the
    // page starts when the phone field is first used, and every submit-time check waits for
    // it. When that download fails (a dropped connection), the browser judges on the small
    // rules instead (the server, with the full set, has the last word), so Submit still
    // names every problem.
    const form = applicationForm(page);
    let blocked = "";
    await page.route(/\/metadata\.max\.json\.[\w-]+\.js$/, async (route) => {
      blocked = route.request().url();
      await route.abort("failed");
    });
    // the visitor starts on the phone field, which asks for the rules, then moves on
    await field(form, "Phone Number").focus();
    await expect.poll(() => blocked, { message: "the rules were asked for" }).not.toBe("");
    const email = field(form, "Email ID");
    await email.fill(dotlessDomain);
    await submitApplication(form).click();
    await expect(email).toHaveAccessibleDescription("Invalid email format.");
    await expect(field(form, "First Name")).toHaveAccessibleDescription("First Name is required.");
    // the browser reports the download this test made fail, and nothing else
    await allowFailedRequest(page, consoleErrors, blocked, "net::ERR_FAILED");
  });

  test('a number too short for India gets "Please enter a valid phone number"', async ({
    page,
  }) => {
    const form = applicationForm(page);
    const posts = countPosts(page);
    const phone = field(form, "Phone Number");
    await typeKeys(phone, "98765");
    await expect(phone).toHaveValue(/98765/);
    await submitApplication(form).click();
    await expect(phone).toHaveAccessibleDescription("Please enter a valid phone number");
    await expect(
      fieldErrors(form).filter({ hasText: "Please enter a valid phone number" }),
    ).toBeVisible();
    expect(posts.count).toBe(0);
  });

  // Spec §5/§9: "The phone input caps digits at 15". Twenty digits are typed one by one.
  const twentyDigits = "98765432109876543210";
  const caps = [
    { how: "in the national format (India)", typed: twentyDigits },
    // Germany's longest national number is 15 digits: the library's own limit would keep 17
    { how: "after +49 (Germany)", typed: `+49${twentyDigits.slice(2)}` },
    // no country, so no national limit at all
    { how: "after + and an unassigned code", typed: `+999${twentyDigits.slice(3)}` },
  ];
  for (const { how, typed } of caps) {
    test(`typing twenty digits ${how} leaves at most 15`, async ({ page }) => {
      const form = applicationForm(page);
      const phone = field(form, "Phone Number");
      expect(typed.replace(/\D/g, "")).toHaveLength(20);
      await typeKeys(phone, typed);
      // typed at once: keys that came before the form's script are cut when it takes over
      const kept = async () => (await phone.inputValue()).replace(/\D/g, "");
      await expect.poll(async () => (await kept()).length).toBeLessThanOrEqual(15);
      // a number taken over from before the script ran is shown with its calling code
      const shown = await phone.inputValue();
      const fromTyped = !typed.startsWith("+") && shown.startsWith("+91") ? shown.slice(3) : shown;
      const digits = fromTyped.replace(/\D/g, "");
      // the cap drops what comes after it, and keeps what came before in the order typed
      expect(typed.replace(/\D/g, "").startsWith(digits), `"${digits}" begins ${typed}`).toBe(true);
    });
  }

  test('a network failure toasts "Something went wrong!" and keeps the form', async ({
    page,
    consoleErrors,
  }) => {
    const form = applicationForm(page);
    let attempts = 0;
    await page.route("**/send-email", async (route) => {
      attempts += 1;
      await route.abort("failed");
    });
    await fillApplicationText(form);
    await field(form, "Resume").setInputFiles(testPdf);
    await expect(form.getByText("Upload Successful")).toBeVisible();
    await submitApplication(form).click();

    const toast = page.getByRole("status").filter({ hasText: "Something went wrong!" });
    await expect(toast).toBeVisible();
    await expect(page.getByText("Application submitted successfully!")).toHaveCount(0);
    expect(attempts).toBe(1);
    await expect(field(form, "First Name")).toHaveValue("Arjun");
    await expect(form.getByText("arjun-rao.pdf")).toBeVisible();
    await expect(submitApplication(form)).toBeEnabled();
    // the browser reports the request this test made fail, and nothing else
    await allowFailedRequest(page, consoleErrors, "/send-email", "net::ERR_FAILED");
  });
});

test.describe("résumé upload status against the simulated 1.5 s upload", () => {
  const pdf = (bytes: number) => ({
    name: "resume.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(bytes)]),
  });

  /** Stops the page's clock: timers fire only on `runFor`. */
  async function frozenForm(page: Page) {
    const form = applicationForm(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    return form;
  }

  /**
   * The upload status once the page has handled everything due so far: a timer that fired
   * during `runFor` may have left a render queued behind a message (MessageChannel is not
   * faked), so one message round trip lets it land before the status is read.
   */
  async function statusNow(form: Locator) {
    await form.evaluate(
      () =>
        new Promise((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = resolve;
          channel.port2.postMessage(null);
        }),
    );
    return (await form.getByRole("status").textContent()) ?? "";
  }

  test.beforeEach(async ({ page }) => {
    // a 5 MB file crosses the browser protocol in the test; slow on a busy machine
    test.slow();
    // installed before the page loads, so the résumé input's timer is a fake one
    await page.clock.install();
    await page.goto(paths.job("securitysw"));
  });

  test('a valid file shows "Uploading..." for 1.5 s, then "Upload Successful"', async ({
    page,
  }) => {
    const form = await frozenForm(page);
    await field(form, "Resume").setInputFiles(pdf(1024));
    await expect(form.getByText("resume.pdf")).toBeVisible();
    expect(await statusNow(form)).toContain("Uploading...");
    await page.clock.runFor(1_499);
    expect(await statusNow(form)).toContain("Uploading...");
    await page.clock.runFor(1);
    const status = await statusNow(form);
    expect(status).toContain("Upload Successful");
    expect(status).not.toContain("Uploading...");
  });

  test('a file over 5 MB shows "Uploading..." for 1.5 s, then "File too large"', async ({
    page,
  }) => {
    // Spec §4: "in progress ("Uploading..."), then success ("Upload Successful") or error
    // ("File too large") after a simulated 1.5 s delay".
    const form = await frozenForm(page);
    await field(form, "Resume").setInputFiles(pdf(5 * 1024 * 1024));
    await expect(form.getByText("resume.pdf")).toBeVisible();
    const before = await statusNow(form);
    expect(before, "status while the upload runs").toContain("Uploading...");
    expect(before, "status while the upload runs").not.toContain("File too large");
    // the field's message comes with the outcome, not before it
    const alerts = fieldErrors(form);
    expect(await alerts.allTextContents()).toEqual([]);
    await page.clock.runFor(1_499);
    expect(await statusNow(form)).toContain("Uploading...");
    expect(await alerts.allTextContents()).toEqual([]);
    await page.clock.runFor(1);
    const after = await statusNow(form);
    expect(after).toContain("File too large");
    expect(after).not.toContain("Uploading...");
    expect(await alerts.allTextContents()).toEqual(["File too large. Maximum 5MB allowed."]);
  });
});
