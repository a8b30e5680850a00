// The multipart fields of POST /send-email (see docs: forms contract). The spec's four
// fields plus the structured ones the server re-validates with the same schemas.
import { composeEmail, type Submission } from "./compose-body.ts";
import {
  applicationFields,
  contactFields,
  generalFields,
  ownFields,
  quoteFields,
} from "./forms/field-table.ts";
import type { ResumeLike } from "./resume.ts";

export const wire = {
  sender: "sender_address",
  receiver: "receiver_address",
  subject: "subject",
  body: "body",
  file: "file",
  form: "form",
  honeypot: "website",
  /** the spam check's solution (base64 JSON, ALTCHA's payload); absent = unverified */
  spam: "altcha",
} as const;

/**
 * Structured text fields per form, in the order they are sent: the field table's own fields
 * (the subject and the résumé travel in the envelope, as `subject` and `file`).
 */
export const formFields = {
  quote: ownFields(contactFields, quoteFields),
  general: ownFields(contactFields, generalFields),
  application: ownFields(applicationFields),
};

export type FormKind = keyof typeof formFields;

export function isFormKind(value: unknown): value is FormKind {
  return typeof value === "string" && Object.hasOwn(formFields, value);
}

interface WireOptions {
  /** Value of the hidden honeypot input; empty for people. */
  honeypot?: string;
  /** The spam check's solution, when the browser has one. */
  spam?: string | undefined;
}

/**
 * The request body the browser sends for validated data. No `receiver_address`: the server
 * always delivers to its own configured inbox (MAIL_TO), set once, at run time.
 */
export function toFormData(data: Submission, { honeypot = "", spam }: WireOptions = {}): FormData {
  const body = new FormData();
  const { subject, body: text } = composeEmail(data);
  body.set(wire.form, data.form);
  body.set(wire.sender, data.email);
  body.set(wire.subject, subject);
  body.set(wire.body, text);
  const record = data as unknown as Record<string, string | boolean | undefined>;
  for (const field of formFields[data.form]) {
    const value = record[field];
    // A ticked box travels as "yes"; an unticked one is left out, as a browser does.
    if (typeof value === "boolean") {
      if (value) body.set(field, "yes");
    } else body.set(field, value ?? "");
  }
  if (data.form === "application") {
    const file = data.file as ResumeLike;
    if (file instanceof Blob) body.set(wire.file, file, file.name);
  }
  body.set(wire.honeypot, honeypot);
  if (spam) body.set(wire.spam, spam);
  return body;
}

/**
 * The schema input rebuilt from received text fields (and the résumé's description), for
 * `contactSchema` / `applicationSchema` (or `submissionSchema`). Unknown fields are ignored.
 * A post without a `form` field is the spec's plain format: form "message".
 */
export function fromFields(
  fields: Readonly<Record<string, string | undefined>>,
  file?: ResumeLike,
): Record<string, unknown> {
  const form = fields[wire.form];
  if (form === undefined || form === "message") {
    return {
      form: "message",
      sender_address: fields[wire.sender],
      subject: fields[wire.subject],
      body: fields[wire.body],
      file,
    };
  }
  if (!isFormKind(form)) return { form };
  const input: Record<string, unknown> = { form };
  for (const field of formFields[form]) input[field] = fields[field];
  if (form === "general") input.subject = fields[wire.subject];
  if (form === "application") input.file = file;
  return input;
}
