import type { Locator, Page } from "@playwright/test";
import { securityPack } from "#app/content/security-pack.ts";
import { documentRequestMessages as request } from "#common/schemas/document-request.ts";

// The forms as the browser specs find them, and the one application they fill in.

export const field = (form: Locator, label: string) => form.getByLabel(label, { exact: true });
export const quoteForm = (page: Page) => page.getByRole("form", { name: "Request a Quote" });
export const applicationForm = (page: Page) => page.getByRole("form", { name: /^Apply for / });
/** The security-review pack's request form on /trust (issue 42), named by its Submit. */
export const documentRequestForm = (page: Page) =>
  page.getByRole("form", { name: securityPack.form.submit });
/**
 * The field messages shown in `form`. They are not live regions (an invalid Submit is not a
 * wall of alerts, decision 0017): each is its field's description, and tests read it there
 * with `toHaveAccessibleDescription`; this finds them to count them or read them in order.
 */
export const fieldErrors = (form: Locator) => form.locator("[data-field-error]");

/** The messages of an empty form's Submit, word for word, in the fields' order. */
export const requiredMessages = {
  quote: [
    "Name is required.",
    "Organization is required.",
    "Email is required.",
    "Phone number is required",
    "Message is required.",
  ],
  general: [
    "Name is required.",
    "Email is required.",
    "Phone number is required",
    "Subject is required.",
    "Message is required.",
  ],
  application: [
    "First Name is required.",
    "Email is required.",
    "Phone number is required",
    "Address is required.",
    "Notice period is required.",
    "Current CTC is required.",
    "Expected CTC is required.",
    "Resume is required.",
  ],
  documentRequest: [
    request.nameRequired,
    request.emailRequired,
    request.organizationRequired,
    request.roleRequired,
    request.purposeRequired,
    request.documentsRequired,
    request.ndaRequired,
  ],
} as const;

/** A message as the start of an accessible description (it may be followed by a hint). */
export const startsWith = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

/** A small PDF résumé, as a file picker hands it over. */
export const testPdf = {
  name: "arjun-rao.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n%test résumé\n"),
};

/** Fills every text field of the application form validly; the résumé is left to the test. */
export async function fillApplicationText(form: Locator, address = "12 MG Road, Bengaluru 560001") {
  await field(form, "First Name").fill("Arjun");
  await field(form, "Last Name (optional)").fill("Rao");
  await field(form, "Email ID").fill("Arjun.Rao@Example.com");
  await field(form, "Phone Number").fill("9876543210");
  await field(form, "Current Address").fill(address);
  await field(form, "Notice Period (Months)").fill("2");
  await field(form, "Current CTC (LPA)").fill("12.5");
  await field(form, "Expected CTC (LPA)").fill("16");
}
