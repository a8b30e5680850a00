import type { Locator, Page, TestInfo } from "@playwright/test";
import { paths } from "#app/content/paths.ts";
import { securityPack } from "#app/content/security-pack.ts";
import { expect, test } from "./fixtures.ts";
import {
  applicationForm,
  documentRequestForm,
  field,
  fieldErrors,
  fillApplicationText,
  quoteForm,
  requiredMessages,
  startsWith,
  testPdf,
} from "./forms.ts";
import { countMail, waitForMail } from "./mailbox.ts";
import { ANY_WIDTH } from "./viewports.ts";

// A hurried visitor: the page appears and they act at once, on a phone four times slower than
// this machine. Nothing here waits for a form's island to hydrate (this file has no way to:
// fixtures.ts offers none), so every behaviour below must hold from the visitor's first
// event, whatever it is (docs/decisions/0012-forms-from-the-first-event.md).

test.beforeEach(async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
});

const generalForm = (page: Page) => page.getByRole("form", { name: "General Enquiry" });
const touch = (info: TestInfo) => info.project.use.hasTouch === true;

/** Presses a control as the project's visitor would: a tap on a phone, a click elsewhere. */
async function press(target: Locator, info: TestInfo) {
  if (touch(info)) await target.tap();
  else await target.click();
}

async function expectMessages(form: Locator, expected: readonly string[]) {
  await expect(fieldErrors(form)).toHaveText(expected);
  // each tied to its field, none a live region of its own, focus on the first invalid field
  await expect(form.getByRole("alert")).toHaveCount(0);
  const first = form.locator('[aria-invalid="true"]').first();
  await expect(first).toBeFocused();
  await expect(first).toHaveAccessibleDescription(startsWith(expected[0]!));
}

test.describe("Submit as the first action shows the spec's messages", () => {
  test("on the quote tab", async ({ page }, info) => {
    await page.goto(paths.contact);
    const form = quoteForm(page);
    await press(form.getByRole("button", { name: "Send" }), info);
    await expectMessages(form, requiredMessages.quote);
    await expect(field(form, "Name")).toBeFocused();
    expect(new URL(page.url()).pathname).toBe(paths.contact);
  });

  test("on the general tab, opened by its link", async ({ page }, info) => {
    await page.goto(`${paths.contact}#general`);
    const form = generalForm(page);
    await press(form.getByRole("button", { name: "Send" }), info);
    await expectMessages(form, requiredMessages.general);
    await expect(field(form, "Name")).toBeFocused();
  });

  // the other forms, one page load each: one job's form at both widths; the other's (the same
  // form) and the security pack's request on /trust (issue 42) where a click presses them
  const application = {
    formOf: applicationForm,
    send: "Submit Application",
    messages: requiredMessages.application,
    first: "First Name",
  };
  const otherForms = [
    { name: "the application for testengineer", at: paths.job("testengineer"), ...application },
    { name: "the application for securitysw", at: paths.job("securitysw"), ...application },
    {
      name: "the document request on /trust",
      at: paths.trust,
      formOf: documentRequestForm,
      send: securityPack.form.submit,
      messages: requiredMessages.documentRequest,
      first: "Name",
    },
  ];
  for (const { name, at, formOf, send, messages, first } of otherForms) {
    const tag = at === paths.job("testengineer") ? [] : ANY_WIDTH;
    test(`on ${name}`, { tag }, async ({ page }, info) => {
      await page.goto(at);
      const form = formOf(page);
      await press(form.getByRole("button", { name: send }), info);
      await expectMessages(form, messages);
      await expect(field(form, first)).toBeFocused();
    });
  }

  // the keyboard's Enter, a script and where focus goes are the same at any width
  test(
    "with Enter in a half-filled form, focusing the first field left",
    {
      tag: ANY_WIDTH,
    },
    async ({ page }) => {
      await page.goto(paths.contact);
      const form = quoteForm(page);
      await field(form, "Name").pressSequentially("Arjun Das");
      await field(form, "Name").press("Enter");
      await expectMessages(form, requiredMessages.quote.slice(1));
      await expect(field(form, "Organization")).toBeFocused();
    },
  );

  test(
    "focusing the phone or the résumé when only that is missing",
    {
      tag: ANY_WIDTH,
    },
    async ({ page }, info) => {
      await page.goto(paths.contact);
      const quote = quoteForm(page);
      await field(quote, "Name").fill("Arjun Das");
      await field(quote, "Organization").fill("Northside Clinic");
      await field(quote, "Email").fill("arjun.das@example.org");
      await field(quote, "Message").fill("A pilot in two wards.");
      await press(quote.getByRole("button", { name: "Send" }), info);
      await expectMessages(quote, ["Phone number is required"]);
      await expect(field(quote, "Phone")).toBeFocused();

      await page.goto(paths.job("testengineer"));
      const application = applicationForm(page);
      await fillApplicationText(application);
      await press(application.getByRole("button", { name: "Submit Application" }), info);
      await expectMessages(application, ["Resume is required."]);
      await expect(field(application, "Resume")).toBeFocused();
    },
  );

  test("from a script's requestSubmit()", { tag: ANY_WIDTH }, async ({ page }) => {
    await page.goto(paths.job("securitysw"));
    await page.locator("#application-form").evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
    });
    await expectMessages(applicationForm(page), requiredMessages.application);
  });
});

test("a tab switch right after that first Submit clears every field and error", async ({
  page,
}, info) => {
  await page.goto(paths.contact);
  const quote = quoteForm(page);
  await field(quote, "Name").fill("Arjun Das");
  await press(quote.getByRole("button", { name: "Send" }), info);
  await press(page.getByRole("tab", { name: "General Enquiry" }), info);

  const general = generalForm(page);
  await expect(page.getByRole("tab", { name: "General Enquiry" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(general).toBeVisible();
  await expect(fieldErrors(general)).toHaveCount(0);
  await press(page.getByRole("tab", { name: "Request a Quote" }), info);
  await expect(quote).toBeVisible();
  await expect(fieldErrors(quote)).toHaveCount(0);
  await expect(field(quote, "Name")).toHaveValue("");
});

// what the fields let in, the résumé's states and what arrives are the same at any width: a
// Submit, a tab and a blur are pressed and tapped, at both
test.describe("typing at once goes through the fields' filters", { tag: ANY_WIDTH }, () => {
  test("digits-only and decimal fields keep only what they allow", async ({ page }, info) => {
    await page.goto(paths.job("testengineer"));
    const form = applicationForm(page);
    const notice = field(form, "Notice Period (Months)");
    await press(notice, info);
    // the field takes three characters, as in the page without scripts
    await notice.pressSequentially("1a2");
    await expect(notice).toHaveValue("12");
    const ctc = field(form, "Expected CTC (LPA)");
    await ctc.pressSequentially("1x2.5.3 lakh");
    await expect(ctc).toHaveValue("12.53");
  });

  test("names lose digits and addresses are lowercased", async ({ page }, info) => {
    await page.goto(paths.contact);
    const form = quoteForm(page);
    await press(field(form, "Name"), info);
    await field(form, "Name").pressSequentially("Arjun 2 Das");
    await field(form, "Email").pressSequentially("Arjun.Das@Example.ORG");
    await expect(field(form, "Name")).toHaveValue("Arjun  Das");
    await expect(field(form, "Email")).toHaveValue("arjun.das@example.org");
  });

  // fill() focuses and inserts the whole text at once, as a paste or an autofill does
  test("a value pasted before anything else is filtered too", async ({ page }) => {
    await page.goto(paths.job("securitysw"));
    const form = applicationForm(page);
    await field(form, "Current CTC (LPA)").fill("₹ 18.5 LPA");
    await expect(field(form, "Current CTC (LPA)")).toHaveValue("18.5");
  });

  test("a phone number pasted first is read for its country and formatted", async ({ page }) => {
    await page.goto(paths.contact);
    const form = quoteForm(page);
    const phone = field(form, "Phone");
    await phone.fill("9845066778");
    // Pasted before the island is live, the form adopts it and the library shows it with its
    // calling code; pasted just as the island goes live (seen once, on a busy machine), the library
    // reads it as typed for the default country and shows it national. Either way it is read
    // as India's and formatted, and the form holds the same E.164 number.
    await expect(phone).toHaveValue(/^(\+91 )?98450 66778$/);
    await expect(form.getByRole("button", { name: /^Country: India/ })).toBeVisible();
  });
});

test("leaving a badly formed address at once shows the blur message", async ({ page }, info) => {
  await page.goto(paths.contact);
  const form = quoteForm(page);
  await press(field(form, "Email"), info);
  await field(form, "Email").pressSequentially("arjun@");
  await field(form, "Email").press("Tab");
  await expect(fieldErrors(form)).toHaveText(["Please enter a valid email."]);
  await expect(field(form, "Email")).toHaveAccessibleDescription("Please enter a valid email.");
});

type ResumeCase = { name: string; type: string; bytes: number; shows: string[]; alert?: string };
const resumes: Record<string, ResumeCase> = {
  valid: {
    name: "cv.pdf",
    type: "application/pdf",
    bytes: 2048,
    shows: ["Uploading...", "Upload Successful"],
  },
  "wrong-type": {
    name: "cv.png",
    type: "image/png",
    bytes: 2048,
    shows: [],
    alert: "Only PDF, DOC, and DOCX files are allowed.",
  },
  oversized: {
    name: "cv.pdf",
    type: "application/pdf",
    bytes: 5 * 1024 * 1024 + 1,
    shows: ["Uploading...", "File too large"],
    alert: "File too large. Maximum 5MB allowed.",
  },
};

/**
 * Notes each text the forms' status regions show from now on: "Uploading..." lasts 1.5 s, and
 * a busy machine can stall longer than that between two looks at the page.
 */
async function noteStatuses(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { statuses: string[] }).statuses = seen;
    new MutationObserver(() => {
      for (const region of document.querySelectorAll("form [role=status]")) {
        const text = region.textContent?.trim();
        if (text && seen.at(-1) !== text) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

async function expectResumeOutcome(form: Locator, resume: ResumeCase) {
  const statuses = () =>
    form.page().evaluate(() => (window as unknown as { statuses: string[] }).statuses);
  await expect.poll(statuses).toEqual(resume.shows);
  for (const text of resume.shows.slice(-1))
    await expect(form.getByText(text, { exact: true })).toBeVisible();
  if (resume.alert) await expect(fieldErrors(form)).toHaveText([resume.alert]);
  else await expect(fieldErrors(form)).toHaveCount(0);
}

// Each way in (chosen, dropped) and each outcome once: what happens to a file after it is in is
// the same whichever way it came (application-form.spec goes through every state hydrated).
for (const kind of ["valid", "wrong-type"]) {
  const resume = resumes[kind]!;
  test(`a ${kind} résumé chosen as the first action`, { tag: ANY_WIDTH }, async ({ page }) => {
    await page.goto(paths.job("testengineer"));
    await noteStatuses(page);
    const form = applicationForm(page);
    await form.locator('input[type="file"]').setInputFiles({
      name: resume.name,
      mimeType: resume.type,
      buffer: Buffer.concat([testPdf.buffer, Buffer.alloc(resume.bytes - testPdf.buffer.length)]),
    });
    await expectResumeOutcome(form, resume);
  });
}

for (const kind of ["oversized"]) {
  const resume = resumes[kind]!;
  test(`a ${kind} résumé dropped as the first action`, { tag: ANY_WIDTH }, async ({ page }) => {
    await page.goto(paths.job("securitysw"));
    await noteStatuses(page);
    const form = applicationForm(page);
    const dataTransfer = await page.evaluateHandle(({ name, type, bytes }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type }));
      return transfer;
    }, resume);
    await form.getByText("Choose a file").dispatchEvent("drop", { dataTransfer });
    await expectResumeOutcome(form, resume);
    expect(new URL(page.url()).pathname).toBe(paths.job("securitysw"));
  });
}

test.describe(
  "a complete form sent as the first action reaches the inbox once",
  {
    tag: ANY_WIDTH,
  },
  () => {
    test("a quote request", async ({ page }, info) => {
      const marker = `first-quote-${info.project.name}-${Date.now()}`;
      await page.goto(paths.contact);
      const form = quoteForm(page);
      await field(form, "Name").fill("Arjun Das");
      await field(form, "Organization").fill("Northside Clinic");
      await field(form, "Email").fill("arjun.das@example.org");
      await field(form, "Phone").fill("98450 66778");
      await field(form, "Message").fill(`Straight to the point. ${marker}`);
      await press(form.getByRole("button", { name: "Send" }), info);

      await expect(page.getByText("Message sent successfully!")).toBeVisible();
      const mail = await waitForMail(marker);
      expect(mail.text).toContain("Northside Clinic");
      expect(await countMail(marker)).toBe(1);
    });

    test("an application, its consent box ticked first", async ({ page }, info) => {
      const marker = `first-application-${info.project.name}-${Date.now()}`;
      await page.goto(paths.job("securitysw"));
      const form = applicationForm(page);
      // hydration must not untick a box ticked before it (it did: the mail said "No")
      await form.getByRole("checkbox", { name: /Keep my résumé for future openings/ }).check();
      await form.locator('input[type="file"]').setInputFiles(testPdf);
      await fillApplicationText(form, `3 Hill Street, Bengaluru ${marker}`);
      await press(form.getByRole("button", { name: "Submit Application" }), info);

      await expect(page.getByText("Application submitted successfully!")).toBeVisible();
      const mail = await waitForMail(marker);
      expect(mail.attachments).toHaveLength(1);
      expect(mail.text).toMatch(/Keep résumé for future openings: Yes/);
      expect(await countMail(marker)).toBe(1);
    });
  },
);
