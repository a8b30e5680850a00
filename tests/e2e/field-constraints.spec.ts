import { expect, test, type Page } from "@playwright/test";
import { messages } from "#common/messages.ts";
import { applicationForm, field } from "./forms.ts";
import {
  applicationFields,
  contactFields,
  generalFields,
  quoteFields,
  type FieldSpec,
} from "#common/forms/field-table.ts";
import { loadFullPhoneRules } from "#common/phone.ts";
import { documentRequestFields } from "#common/forms/document-request-fields.ts";

// One table declares each form field (common/forms/field-table.ts); the page's HTML
// constraints and the zod rule both derive from it. Here, for every text field of both forms
// and both tabs, the browser's own check of the rendered control (no scripts: what a visitor
// without JavaScript meets) and the rule give the same verdict on the same sample values, so
// the form answers alike with and without scripts.

test.use({ javaScriptEnabled: false });

const SAMPLES = [
  "",
  "   ",
  "Ana",
  "Ana María",
  "Zoë",
  "Ana1",
  "Ana-María",
  "12",
  "012",
  "1234",
  "12.5",
  ".5",
  "5.",
  ".",
  "1.2.3",
  "1e3",
  "a@b.co",
  "ANA@EXAMPLE.ORG",
  "a@b",
  "a b@c.de",
  "@b.co",
  "line one\nline two",
];

/**
 * Where the browser cannot check what the rule checks, named with the reason. The server
 * answers those with its problem page naming the field (a 400), so nothing wrong is stored.
 */
const KNOWN: Record<string, (value: string) => boolean> = {
  // a text area has no `pattern`: a blank-looking message passes `required`
  textarea: (value) => value.trim() === "" && value !== "",
  // a number's validity per country needs the phone library; the browser checks presence
  tel: () => true,
};

/**
 * What the browser's own check says, as a visitor would meet it (nothing typed past
 * maxlength), and the value the control then holds: a one-line input drops line breaks and an
 * e-mail input the spaces around the address, so that is the value posted and judged.
 */
async function native(page: Page, selector: string, value: string) {
  return page.locator(selector).evaluate((node, text) => {
    const control = node as HTMLInputElement | HTMLTextAreaElement;
    control.value = text;
    const typedAtMost = control.maxLength < 0 || control.value.length <= control.maxLength;
    return { valid: control.checkValidity() && typedAtMost, value: control.value };
  }, value);
}

const textLike = (spec: FieldSpec) =>
  spec.control === "text" || spec.control === "email" || spec.control === "textarea";

const cases: { page: string; form: string; fields: [string, FieldSpec][] }[] = [
  {
    page: "/contact",
    form: "#contact-quote",
    fields: quoteFields.map((name) => [name, contactFields[name]]),
  },
  {
    page: "/contact#general",
    form: "#contact-general",
    fields: generalFields.map((name) => [name, contactFields[name]]),
  },
  {
    page: "/careers/testengineer",
    form: "#application-form",
    fields: Object.entries(applicationFields),
  },
  {
    // the security-review pack's request (issue 42)
    page: "/trust",
    form: "#document-request-form",
    fields: Object.entries(documentRequestFields),
  },
];

for (const { page: path, form, fields } of cases) {
  test(`${form}: the browser's check and the rule agree on every field`, async ({ page }) => {
    await page.goto(path);
    let compared = 0;
    for (const [name, spec] of fields) {
      const selector = `${form} [name="${name}"]`;
      await expect(page.locator(selector)).toHaveCount(1);
      if (!textLike(spec)) continue;
      const samples = [...SAMPLES];
      if (spec.max) samples.push("x".repeat(spec.max), "x".repeat(spec.max + 1));
      for (const sample of samples) {
        const { valid, value } = await native(page, selector, sample);
        if (KNOWN[spec.control]?.(value)) continue;
        const rule = spec.rule.safeParse(value).success;
        expect(valid, `${name} = ${JSON.stringify(value)}: browser vs rule`).toBe(rule);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(fields.length * 10);
  });
}

// The phone: the browser checks only that a number is there; the rule reads it in India
// first and checks it with libphonenumber. A blank one is refused by both.
test("the phone field is required by the browser and by the rule", async ({ page }) => {
  await loadFullPhoneRules();
  await page.goto("/contact");
  const phone = '#contact-quote [name="phone"]';
  expect((await native(page, phone, "")).valid).toBe(false);
  expect(contactFields.phone.rule.safeParse("").success).toBe(false);
  expect((await native(page, phone, "98765 43210")).valid).toBe(true);
  expect(contactFields.phone.rule.safeParse("98765 43210").success).toBe(true);
});

// The same answer with scripts: ".5" typed at once (no wait for the form's script) is kept
// by the typing filter and accepted by the rule, as the browser's own check accepts it above.
test.describe("with scripts", () => {
  test.use({ javaScriptEnabled: true });

  test("a CTC of .5 is accepted on the first Submit, as without scripts", async ({ page }) => {
    await page.goto("/careers/testengineer");
    const form = applicationForm(page);
    await field(form, "Current CTC (LPA)").pressSequentially(".5");
    await field(form, "Expected CTC (LPA)").pressSequentially("12.");
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByText(messages.firstNameRequired)).toBeVisible();
    await expect(field(form, "Current CTC (LPA)")).toHaveValue(".5");
    await expect(field(form, "Current CTC (LPA)")).not.toHaveAttribute("aria-invalid", "true");
    await expect(field(form, "Expected CTC (LPA)")).not.toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText(messages.ctcInvalid)).toHaveCount(0);
  });
});
