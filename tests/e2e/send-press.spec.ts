import type { Locator, Page } from "@playwright/test";
import { paths } from "#app/content/paths.ts";
import { expect, holdScripts, test } from "./fixtures.ts";
import {
  applicationForm,
  field,
  fieldErrors,
  fillApplicationText,
  quoteForm,
  requiredMessages,
  testPdf,
} from "./forms.ts";
import { MOBILE_ONLY } from "./viewports.ts";

// Nothing moves under the pointer (issue 29). A message that appears as the form comes alive
// (the e-mail's on-blur message), on Submit or after a send must not move the Send button,
// and neither may what the form shows as it comes alive (a résumé chosen before its code was
// in): a press whose pointer goes down on the button and comes up after the button moved is a
// click on the form, and the Send is lost without a word. Each field keeps room for its
// longest message (app/components/forms/field.tsx); the résumé's card takes exactly the drop
// zone's place (resume-input.tsx).

interface Form {
  name: string;
  path: string;
  form: (page: Page) => Locator;
  send: string;
  email: string;
  /** the messages of that Submit: every field empty but the badly formed address */
  messages: readonly string[];
}

const badEmail = (messages: readonly string[]) =>
  messages.map((text) => (text === "Email is required." ? "Invalid email format." : text));

const application: Form = {
  name: "the application",
  path: paths.job("testengineer"),
  form: applicationForm,
  send: "Submit Application",
  email: "Email ID",
  messages: badEmail(requiredMessages.application),
};

const forms: Form[] = [
  {
    name: "Request a Quote",
    path: paths.contact,
    form: quoteForm,
    send: "Send",
    email: "Email",
    messages: badEmail(requiredMessages.quote),
  },
  {
    name: "General Enquiry",
    path: `${paths.contact}#general`,
    form: (page) => page.getByRole("form", { name: "General Enquiry" }),
    send: "Send",
    email: "Email",
    messages: badEmail(requiredMessages.general),
  },
  application,
];

/**
 * The hurried press as issue 29 found it (lost 5 times in 10): on a phone (390 px) at 4x CPU,
 * Send pressed 150 ms after leaving a badly formed address, landing wherever the machine's
 * timing puts it; once per form. The press held across the moment the form comes alive, where
 * a moving button lost it, is the next describe's, every time. SEND_PRESS_RUNS=20 runs 20 on
 * every form (the acceptance run of issue 29), each ~7 s.
 */
const runs = Number(process.env.SEND_PRESS_RUNS) || 1;

test.describe("a Send pressed as the form comes alive is never lost (4x CPU)", () => {
  test.beforeEach(async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  });

  for (const form of forms) {
    for (let run = 1; run <= runs; run++) {
      test(`${form.name}, run ${run}`, { tag: MOBILE_ONLY }, async ({ page }) => {
        await page.goto(form.path);
        const target = form.form(page);
        // a badly formed address, then the field is left: the island starts to load, and
        // its on-blur message comes as it commits
        await field(target, form.email).fill("arjun@");
        await field(target, form.email).press("Tab");
        // the visitor's thumb is on its way: no wait for anything, a human 150 ms
        await page.waitForTimeout(150);
        await target.getByRole("button", { name: form.send }).click();
        await expect(fieldErrors(target)).toHaveText(form.messages);
        await expect(target.locator('[aria-invalid="true"]').first()).toBeFocused();
      });
    }
  }
});

/** The form's page as it arrives, its code held back until `island.release()`. */
async function withCodeHeld(page: Page, form: Form) {
  const island = await holdScripts(page, /\/assets\/(contact|application)-form-island[^/]*\.js$/);
  await page.goto(form.path);
  return { island, target: form.form(page) };
}

/** Every control of the form that can be seen, and where it is in the page, to the pixel. */
function controlBoxes(form: Locator) {
  return form.evaluate((element) =>
    Array.from(element.querySelectorAll<HTMLElement>("input, textarea, button, label, a"))
      .filter((control) => control.checkVisibility())
      .map((control) => {
        const box = control.getBoundingClientRect();
        const name = control.getAttribute("name") ?? control.textContent?.trim().slice(0, 30);
        return `${control.tagName} ${name}: ${Math.round(box.x + scrollX)},${Math.round(box.y + scrollY)} ${Math.round(box.width)}x${Math.round(box.height)}`;
      }),
  );
}

/**
 * What the form shows as it comes alive (the on-blur message of an address left badly formed,
 * the card of a résumé chosen, a phone number formatted) moves none of its controls, and a
 * Send held down across that moment is a Send. Made to happen every time: the form's code is
 * held while the pointer is down on Send, and let in before it is lifted.
 */
test.describe("nothing moves as the form comes alive, and a Send held across it is a Send", () => {
  for (const form of forms) {
    test(form.name, async ({ page }) => {
      const { island, target } = await withCodeHeld(page, form);
      if (form === application) {
        await fillApplicationText(target);
        await field(target, "Resume").setInputFiles(testPdf);
      } else {
        for (const [, fill] of contactFixes(form)) await fill(target);
      }
      await field(target, form.email).fill("arjun@");
      await field(target, form.email).press("Tab");
      const before = await controlBoxes(target);
      await target.getByRole("button", { name: form.send }).hover();
      await page.mouse.down();
      await expect.poll(island.held).toBe(1);
      island.release();
      await expect(fieldErrors(target)).toHaveText(["Please enter a valid email."]);
      if (form === application) {
        await expect(
          target.getByRole("status").filter({ hasText: "Upload Successful" }),
        ).toBeVisible();
      }
      // the controls there before are where they were (the file's card adds its Remove button)
      const after = await controlBoxes(target);
      const named = (boxes: string[]) => boxes.map((box) => box.split(": ")[0]);
      expect(after.filter((box) => named(before).includes(box.split(": ")[0]))).toEqual(before);
      expect(named(after)).toEqual(expect.arrayContaining(named(before)));
      // the release lands on Send: the Submit's message for the one field still wrong
      await page.mouse.up();
      await expect(fieldErrors(target)).toHaveText(["Invalid email format."]);
      await expect(field(target, form.email)).toBeFocused();
    });
  }
});

/**
 * Where the Send button sits in the page, to the pixel (not in the viewport: focus moving to
 * a field may scroll the page, which moves nothing under a finger that has been lifted).
 */
async function sendBox(form: Locator, name: string) {
  return form.getByRole("button", { name }).evaluate((button) => {
    const box = button.getBoundingClientRect();
    return { x: Math.round(box.x + scrollX), y: Math.round(box.y + scrollY) };
  });
}

test.describe("the Send button stays where it is as any message comes or goes", () => {
  for (const form of forms) {
    test(form.name, async ({ page }) => {
      await page.goto(form.path);
      const target = form.form(page);
      const send = () => sendBox(target, form.send);
      // the visitor's first touch brings the island in; the button is where it was drawn
      await field(target, form.email).click();
      const home = await send();

      const steps: [string, () => Promise<void>][] = [
        [
          "the on-blur message",
          async () => {
            await field(target, form.email).fill("arjun@");
            await field(target, form.email).blur();
            await expect(fieldErrors(target)).toHaveText(["Please enter a valid email."]);
          },
        ],
        [
          "every message of a Submit",
          async () => {
            await target.getByRole("button", { name: form.send }).click();
            await expect(fieldErrors(target)).toHaveText(form.messages);
          },
        ],
      ];
      for (const [what, step] of steps) {
        await step();
        expect(await send(), what).toEqual(home);
      }
      // each field's message goes as the field is put right, one at a time (the résumé's
      // card, which takes the drop zone's place, is the application tests' below)
      const fixes = form.name === "the application" ? applicationFixes : contactFixes(form);
      for (const [label, fix] of fixes) {
        const before = await fieldErrors(target).count();
        await fix(target);
        await expect(fieldErrors(target)).toHaveCount(before - 1);
        expect(await send(), `${label} put right`).toEqual(home);
      }
    });
  }

  // the longest messages: the résumé's refusals (two lines at 390 px), a CTC of "." and a
  // number too short, each alone; and the résumé's card coming and going
  test("the application's longest messages", async ({ page }) => {
    await page.goto(paths.job("testengineer"));
    const form = applicationForm(page);
    await fillApplicationText(form);
    const home = await sendBox(form, "Submit Application");
    const message = (text: string) => fieldErrors(form).filter({ hasText: text });
    const cases: [string, () => Promise<void>, Locator][] = [
      // refused as it is chosen (a Submit would say the résumé is required instead)
      [
        "a résumé of the wrong type",
        () => field(form, "Resume").setInputFiles(png),
        message(wrongType),
      ],
      // a file's card in the drop zone's place, then the drop zone back with its message
      [
        "a résumé chosen",
        () => field(form, "Resume").setInputFiles(testPdf),
        form.getByRole("status").filter({ hasText: "Upload Successful" }),
      ],
      [
        "the résumé removed",
        () => form.getByRole("button", { name: `Remove ${testPdf.name}` }).click(),
        message("Resume is required"),
      ],
      ["a CTC of a lone point", () => submitWith("Current CTC (LPA)", "."), message(ctcInvalid)],
      ["a number too short", () => submitWith("Phone Number", "98765"), message(phoneInvalid)],
    ];
    async function submitWith(label: string, value: string) {
      await field(form, label).fill(value);
      await form.getByRole("button", { name: "Submit Application" }).click();
    }
    for (const [what, act, shown] of cases) {
      await act();
      await expect(shown).toHaveCount(1);
      expect(await sendBox(form, "Submit Application"), what).toEqual(home);
    }
  });
});

/**
 * The press that was lost (a clean-clone run of the editor spec, then 10 of 25 runs at 4x CPU
 * when the click came as the island went live): a résumé chosen and Submit pressed before the
 * form's code is in, the pointer lifted after it is. The file's card, shown as the form comes
 * alive, replaced a drop zone 52 px taller; the button moved up under the pointer, and the
 * release landed on the card. Here the code is held while the pointer is down, so the card
 * comes between the press and the release every time.
 */
test("a Submit pressed before the form's code is in and released after it is sent", async ({
  page,
}) => {
  const { island, target: form } = await withCodeHeld(page, application);
  await fillApplicationText(form);
  await field(form, "Resume").setInputFiles(testPdf);
  const home = await sendBox(form, "Submit Application");
  await form.getByRole("button", { name: "Submit Application" }).hover();
  await page.mouse.down();
  await expect.poll(island.held).toBe(1);
  island.release();
  // the form is alive: the file's card is shown where the drop zone was
  await expect(form.getByRole("button", { name: `Remove ${testPdf.name}` })).toBeVisible();
  expect(await sendBox(form, "Submit Application")).toEqual(home);
  await page.mouse.up();
  await expect(page.getByText("Application submitted successfully!")).toBeVisible();
});

const wrongType = "Only PDF, DOC, and DOCX files are allowed.";
const ctcInvalid = "Enter a number like 12.5.";
const phoneInvalid = "Please enter a valid phone number";
const png = { name: "cv.png", mimeType: "image/png", buffer: Buffer.from("\x89PNG\r\n") };

type Fix = [string, (form: Locator) => Promise<void>];

function contactFixes(form: Form): Fix[] {
  const fill = (label: string, value: string): Fix => [
    label,
    (target) => field(target, label).fill(value),
  ];
  return [
    fill("Name", "Arjun Das"),
    ...(form.name === "Request a Quote" ? [fill("Organization", "Northside Clinic")] : []),
    fill("Email", "arjun.das@example.org"),
    fill("Phone", "9845066778"),
    ...(form.name === "General Enquiry" ? [fill("Subject", "A pilot")] : []),
    fill("Message", "A pilot in two wards."),
  ];
}

const applicationFixes: Fix[] = [
  ["First Name", (form) => field(form, "First Name").fill("Arjun")],
  ["Email ID", (form) => field(form, "Email ID").fill("arjun.rao@example.com")],
  ["Phone Number", (form) => field(form, "Phone Number").fill("9876543210")],
  ["Current Address", (form) => field(form, "Current Address").fill("12 MG Road, Bengaluru")],
  ["Notice Period", (form) => field(form, "Notice Period (Months)").fill("2")],
  ["Current CTC", (form) => field(form, "Current CTC (LPA)").fill("12.5")],
  ["Expected CTC", (form) => field(form, "Expected CTC (LPA)").fill("16")],
];
