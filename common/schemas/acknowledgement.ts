import { z } from "zod";
import { field, section, strictOf } from "./content-words.ts";

// The owner's words of the acknowledgement e-mail a sender gets (decision 0023):
// content/acknowledgement/acknowledgement-email.yaml, "Acknowledgement e-mail" in the editor
// (its form made from the fields below, app/content/schemas/acknowledgement.ts). The server reads
// the file at start, when ACK_FROM is set, through this schema; the site's content tests use it
// through app/content/schemas/acknowledgement.ts. The reference, the date, the privacy notice's link and
// what the website does with a résumé are added by the server: they are facts, not copy.
// Nothing a visitor typed ever goes into the e-mail.

/** Where the file lives under the content folder (CONTENT_DIR). */
export const ACKNOWLEDGEMENT_FILE = "acknowledgement/acknowledgement-email.yaml";

/** The privacy notice's path on the site (app/content/paths.ts; a test keeps them equal). */
export const PRIVACY_PATH = "/privacy";

/** Visible text: never empty. Paragraphs are separated by a blank line. */
const paragraphs = z.string().trim().min(1, "must not be empty");

/** A header's text: one line. */
const line = paragraphs.refine((value) => !/[\r\n\u2028\u2029]/.test(value), "must be one line");

/** Paragraphs the editor shows in a box of their own, required. */
const words = (label: string, description: string) =>
  field(paragraphs, { kind: "text", label, description });

/** A form's acknowledgement: `name` is what the sender sent. */
const formFields = (name: string) => ({
  /** the e-mail's subject */
  subject: field(line, { kind: "line", label: "Subject" }),
  /** the first paragraph: that the submission has reached the company */
  intro: words("First paragraph", `That the ${name} has reached you.`),
  /** what happens next, and when */
  whatHappensNext: words(
    "What happens next",
    "Who replies, and when. Promise only what the team keeps: the site's thank-you pages say the same.",
  ),
});

/** The e-mail's words, declared once: the server's schema and the editor's form (app/content/schemas/acknowledgement.ts). */
export const acknowledgementFields = {
  /** the sender's name beside ACK_FROM (e.g. the brand); empty = the address alone */
  fromName: field(
    z
      .string()
      .trim()
      .refine((value) => !/[\r\n\u2028\u2029"<>]/.test(value), 'must be one line, without " < >')
      .optional(),
    {
      kind: "line",
      label: "Sender's name",
      description:
        "The name people see the e-mail come from, beside its address (which the website's developer sets), e.g. the brand. Empty: the address alone.",
      optional: true,
    },
  ),
  /** the closing lines */
  signature: words("Closing lines", "The last lines of every acknowledgement."),
  quote: section("Request a Quote", formFields("request for a quote")),
  general: section("General Enquiry", formFields("message")),
  application: section("Job application", {
    ...formFields("application"),
    /** how long the hiring team keeps the résumé (the website's own deletion is added) */
    resume: words(
      "Your résumé",
      "How long the hiring team keeps a résumé. The website's own deletion is added before it.",
    ),
    /** how to withdraw the application */
    withdraw: words("Withdrawing", "How an applicant withdraws the application."),
  }),
};

export const acknowledgementSchema = strictOf(acknowledgementFields);

export type AcknowledgementContent = z.output<typeof acknowledgementSchema>;
