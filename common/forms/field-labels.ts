import { applicationFields, contactFields, labelsOf } from "./field-table.ts";

// The visible label of each multipart field of POST /send-email, per form, from the field
// table. The browser's forms and the server's answer to a native (no-JavaScript) post both
// read them here.

export const FIELD_LABELS = {
  contact: labelsOf(contactFields),
  application: labelsOf(applicationFields),
  /** The spec's plain format: sender_address, receiver_address, subject, body, file. */
  message: {
    sender_address: "Email",
    subject: "Subject",
    body: "Message",
    file: "File",
  },
} as const;

export type LabelledForm = keyof typeof FIELD_LABELS;

/** The label group of a `form` field value: quote and general share the contact form. */
export function labelledForm(form: string | undefined): LabelledForm {
  if (form === "quote" || form === "general") return "contact";
  if (form === "application") return "application";
  return "message";
}

/** The visible label of `field` in `form`, falling back to the plain format's, then the name. */
export function fieldLabel(form: string | undefined, field: string): string {
  const own: Readonly<Record<string, string>> = FIELD_LABELS[labelledForm(form)];
  const plain: Readonly<Record<string, string>> = FIELD_LABELS.message;
  return own[field] ?? plain[field] ?? field;
}
