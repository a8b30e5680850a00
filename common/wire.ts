// The multipart fields of POST /send-email (see docs: forms contract). The spec's four
// fields plus the structured ones the server re-validates with the same schemas.
import { composeEmail, type Submission } from "./compose-body.ts";
import type { ResumeLike } from "./resume.ts";

export const SEND_EMAIL_PATH = "/send-email";

export const wire = {
  sender: "sender_address",
  receiver: "receiver_address",
  subject: "subject",
  body: "body",
  file: "file",
  form: "form",
  honeypot: "website",
} as const;

/** Structured text fields per form, in the order they are sent. */
export const formFields = {
  quote: ["name", "organization", "email", "phone", "message"],
  general: ["name", "email", "phone", "message"],
  application: [
    "first_name",
    "last_name",
    "email",
    "phone",
    "address",
    "notice_period",
    "current_ctc",
    "expected_ctc",
  ],
} as const;

export type FormKind = keyof typeof formFields;

export function isFormKind(value: unknown): value is FormKind {
  return typeof value === "string" && Object.hasOwn(formFields, value);
}

interface WireOptions {
  /** The company inbox (`receiver_address`); our own forms leave it to the server. */
  receiver?: string;
  /** Value of the hidden honeypot input; empty for people. */
  honeypot?: string;
}

/** The request body the browser sends for validated data. */
export function toFormData(data: Submission, { receiver, honeypot = "" }: WireOptions): FormData {
  const body = new FormData();
  const { subject, body: text } = composeEmail(data);
  body.set(wire.form, data.form);
  body.set(wire.sender, data.email);
  if (receiver !== undefined) body.set(wire.receiver, receiver);
  body.set(wire.subject, subject);
  body.set(wire.body, text);
  const record = data as unknown as Record<string, string>;
  for (const field of formFields[data.form]) body.set(field, record[field] ?? "");
  if (data.form === "application") {
    const file = data.file as ResumeLike;
    if (file instanceof Blob) body.set(wire.file, file, file.name);
  }
  body.set(wire.honeypot, honeypot);
  return body;
}

/**
 * The schema input rebuilt from received text fields (and the résumé's description), for
 * `contactSchema` / `applicationSchema` (or `submissionSchema`). Unknown fields are ignored.
 */
export function fromFields(
  fields: Readonly<Record<string, string | undefined>>,
  file?: ResumeLike,
): Record<string, unknown> {
  const form = fields[wire.form];
  if (!isFormKind(form)) return { form };
  const input: Record<string, unknown> = { form };
  for (const field of formFields[form]) input[field] = fields[field];
  if (form === "general") input.subject = fields[wire.subject];
  if (form === "application") input.file = file;
  return input;
}

/**
 * Pages a form posted without scripts ends on: a 303 to the thank-you page of its form, or
 * the problem page (status 4xx) naming each bad field, filled in by the server at its markers.
 */
export const FORM_RESULT_PATHS = {
  contact: "/contact/thank-you",
  application: "/careers/thank-you",
  problem: "/form-problem",
} as const;

/** Same-origin page that redirects to the configured scheduler (SCHEDULER_URL). */
export const DEMO_SCHEDULER_PATH = "/demo-scheduler";
