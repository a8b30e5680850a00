import { z } from "zod";

// The owner's words of the acknowledgement e-mail a sender gets (decision 0023):
// content/acknowledgement/acknowledgement-email.yaml, "Acknowledgement e-mail" in the editor
// (app/content/schemas/acknowledgement.editor.ts). The server reads the file at start, when
// ACK_FROM is set, through this schema; the editor's form and the content tests use it through
// app/content/schemas/acknowledgement.ts. The reference, the date, the privacy notice's link and
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

const form = z
  .object({
    /** the e-mail's subject */
    subject: line,
    /** the first paragraph: that the submission has reached the company */
    intro: paragraphs,
    /** what happens next, and when */
    whatHappensNext: paragraphs,
  })
  .strict();

export const acknowledgementSchema = z
  .object({
    /** the sender's name beside ACK_FROM (e.g. the brand); empty = the address alone */
    fromName: z
      .string()
      .trim()
      .refine((value) => !/[\r\n\u2028\u2029"<>]/.test(value), 'must be one line, without " < >')
      .optional(),
    /** the closing lines */
    signature: paragraphs,
    quote: form,
    general: form,
    application: form
      .extend({
        /** how long the hiring team keeps the résumé (the website's own deletion is added) */
        resume: paragraphs,
        /** how to withdraw the application */
        withdraw: paragraphs,
      })
      .strict(),
  })
  .strict();

export type AcknowledgementContent = z.output<typeof acknowledgementSchema>;
