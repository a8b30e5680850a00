import { createHash } from "node:crypto";
import { APPLICATION_SUBJECT, composeEmail, QUOTE_SUBJECT } from "#common/compose-body.ts";
import { messages } from "#common/messages.ts";
import { fieldErrors, submissionSchema, type SubmissionData } from "#common/schemas/submission.ts";
import { fromFields, wire } from "#common/wire.ts";
import type { Attachment, NewMessage } from "../outbox/store.ts";
import { submittedFields } from "../webhook/fields.ts";
import type { ParsedBody } from "./parse.ts";
import { detectResume, RESUME_TYPES, sanitizeFilename } from "./resume-file.ts";

// Re-validates a received form with the browser's schemas plus the checks only the server
// can make, and turns it into the e-mail to store. The visitor's `body` field is ignored:
// the e-mail text is composed again from the validated fields.

/** Messages for API callers only: the site's own form never triggers them. */
export const serverMessages = {
  invalid: "Some fields are missing or invalid.",
  unknownForm: "Unknown form.",
  receiver: "Messages can only be sent to the company inbox.",
  sender: "The sender address must be the email given in the form.",
  subject: "The subject does not match the form.",
  unexpectedFile: "A file is only accepted with an application.",
} as const;

const LINE_BREAK = /[\r\n\u2028\u2029]/;

export type Verdict =
  | { ok: true; data: SubmissionData; message: Omit<NewMessage, "messageId"> }
  | { ok: false; fields: Record<string, string> };

function resumeOf(body: ParsedBody, errors: Record<string, string>) {
  if (!body.file) return { attachment: undefined, described: undefined };
  const kind = detectResume(body.file.content);
  if (!kind) {
    errors[wire.file] = messages.resumeWrongType;
    return { attachment: undefined, described: undefined };
  }
  const filename = sanitizeFilename(body.file.filename, kind);
  const attachment: Attachment = {
    filename,
    contentType: RESUME_TYPES[kind].mime,
    content: body.file.content,
  };
  return { attachment, described: { name: filename, size: body.file.content.length } };
}

function expectedSubject(data: SubmissionData): string | undefined {
  if (data.form === "quote") return QUOTE_SUBJECT;
  if (data.form === "application") return APPLICATION_SUBJECT;
  return undefined;
}

function senderOf(data: SubmissionData): string {
  return data.form === "message" ? data.sender_address : data.email;
}

export function judgeSubmission(body: ParsedBody, mailTo: string): Verdict {
  const { fields } = body;
  const errors: Record<string, string> = {};
  const { attachment, described } = resumeOf(body, errors);
  const parsed = submissionSchema.safeParse(fromFields(fields, described));
  if (!parsed.success) {
    for (const [field, message] of Object.entries(fieldErrors(parsed.error))) {
      errors[field] ??= field === "form" ? serverMessages.unknownForm : message;
    }
  }

  const sender = fields[wire.sender] ?? "";
  // Optional (our forms no longer send it): mail only ever goes to MAIL_TO, and a request
  // that names any other receiver is refused rather than silently redirected.
  const receiver = (fields[wire.receiver] ?? "").trim();
  const subject = fields[wire.subject] ?? "";
  if (receiver !== "" && receiver.toLowerCase() !== mailTo.toLowerCase()) {
    errors[wire.receiver] = serverMessages.receiver;
  }
  if (LINE_BREAK.test(subject)) errors[wire.subject] ??= messages.singleLine;
  if (parsed.success) {
    const data = parsed.data;
    // Our structured forms posted without scripts carry no spec fields (sender_address,
    // subject): the server derives both. When they are sent, they must agree.
    const structured = data.form !== "message";
    if (
      !(structured && sender === "") &&
      (LINE_BREAK.test(sender) || sender.trim().toLowerCase() !== senderOf(data))
    ) {
      errors[wire.sender] ??= serverMessages.sender;
    }
    const expected = expectedSubject(data);
    if (expected !== undefined && !(structured && subject === "") && subject !== expected)
      errors[wire.subject] ??= serverMessages.subject;
    if ((data.form === "quote" || data.form === "general") && body.file) {
      errors[wire.file] = serverMessages.unexpectedFile;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, fields: errors };

  const data = parsed.data;
  const { subject: mailSubject, body: text } = composeEmail(data);
  const replyName =
    data.form === "application"
      ? [data.first_name, data.last_name].filter(Boolean).join(" ")
      : data.form === "message"
        ? ""
        : data.name;
  return {
    ok: true,
    data,
    message: {
      // The outbox knows three kinds; a plain-format message is a general enquiry.
      kind: data.form === "message" ? "general" : data.form,
      replyTo: senderOf(data),
      replyName,
      mailTo,
      subject: mailSubject,
      body: text,
      attachment,
      // Only an application asks; any other file is dropped once delivered.
      resumeConsent: data.form === "application" && data.resume_consent,
      contentHash: contentHash(data, attachment),
      // The same fields as data, for the webhook (stored only when it is configured).
      fields: submittedFields(data),
    },
  };
}

/** Same form, same normalised fields, same file bytes → same hash (a double click or a retry). */
export function contentHash(data: SubmissionData, attachment: Attachment | undefined): string {
  const entries = Object.entries(data).filter(([key]) => key !== "file");
  const sorted = Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
  const hash = createHash("sha256").update(JSON.stringify(sorted));
  if (attachment) hash.update("\0file\0").update(attachment.content);
  return hash.digest("hex");
}
