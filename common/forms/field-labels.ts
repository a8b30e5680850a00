// The visible label of each multipart field of POST /send-email, per form. The browser's
// forms and the server's answer to a native (no-JavaScript) post both read them here.
// Dependency-free on purpose: the front end imports it into every form.

export const FIELD_LABELS = {
  contact: {
    name: "Name",
    organization: "Organization",
    email: "Email",
    phone: "Phone",
    subject: "Subject",
    message: "Message",
  },
  application: {
    first_name: "First Name",
    last_name: "Last Name",
    email: "Email ID",
    phone: "Phone Number",
    address: "Current Address",
    notice_period: "Notice Period (Months)",
    current_ctc: "Current CTC (LPA)",
    expected_ctc: "Expected CTC (LPA)",
    file: "Resume",
    resume_consent: "Keep my résumé for future openings",
  },
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
