// The e-mail the company receives. The server composes it again from the validated
// fields, so a forged `body` field can never inject content.
import { contactFields, generalFields, quoteFields } from "./forms/field-table.ts";
import type { ApplicationData } from "./schemas/application.ts";
import type { ContactData } from "./schemas/contact.ts";
import type { SpecMessageData } from "./schemas/message.ts";

export const QUOTE_SUBJECT = "Request a Quote";
export const APPLICATION_SUBJECT = "Application for Role";

/** What our own forms send. */
export type Submission = ContactData | ApplicationData;
/** Anything the server accepts: our forms and the spec's plain format. */
export type AnySubmission = Submission | SpecMessageData;

/** Subject of spec section 7: fixed for quotes and applications, typed for enquiries. */
export function subjectFor(data: AnySubmission): string {
  if (data.form === "quote") return QUOTE_SUBJECT;
  if (data.form === "application") return APPLICATION_SUBJECT;
  return data.subject;
}

const BREAK = /\r\n|[\r\n\u2028\u2029]/;

/**
 * The reader tells our labels from the visitor's words by position: every label starts a
 * line, every line of visitor text that spans lines is indented below its label. One-line
 * values are refused with a line break by the schemas; should one slip through, it is
 * flattened here rather than allowed to start a line of its own.
 */
function line(label: string, value: string): string {
  if (!BREAK.test(value)) return `${label}: ${value}`;
  return `${label}:\n${indent(value)}`;
}

function indent(value: string): string {
  return value
    .split(BREAK)
    .map((text) => (text ? `  ${text}` : ""))
    .join("\n");
}

function lines(entries: ReadonlyArray<readonly [string, string]>): string {
  return entries.map(([label, value]) => line(label, value)).join("\n");
}

/** "Message:" and the visitor's text below it, always indented (even one line of it). */
function block(label: string, value: string): string {
  return `${label}:\n${indent(value)}`;
}

/**
 * A contact tab's body (spec section 7: name, organization on the quote tab, phone, message),
 * read from the field table so a field added there is in it: the tab's fields in page order,
 * a line each, then each text area's words under its label. Not in it: the e-mail (it is the
 * Reply-To) and what travels in the envelope (the subject is the subject line); an optional
 * field left empty is left out.
 */
function contactBody(data: ContactData): string {
  const values = data as unknown as Readonly<Record<string, string | undefined>>;
  const names = (data.form === "quote" ? quoteFields : generalFields).filter(
    (name) => name !== "email" && contactFields[name].own && values[name],
  );
  const entry = (name: (typeof names)[number]) =>
    [contactFields[name].label, values[name] ?? ""] as const;
  const head = lines(names.filter((name) => contactFields[name].control !== "textarea").map(entry));
  const blocks = names
    .filter((name) => contactFields[name].control === "textarea")
    .map((name) => block(...entry(name)));
  return [head, ...blocks].join("\n\n");
}

/** Body text of spec section 7 (contact: above; application: name, phone, address, notice period, CTCs). */
export function composeBody(data: AnySubmission): string {
  if (data.form === "message") {
    return `${lines([["Email", data.sender_address]])}\n\n${block("Message", data.body)}`;
  }
  if (data.form === "application") {
    const name = [data.first_name, data.last_name].filter(Boolean).join(" ");
    return lines([
      ["Name", name],
      ["Phone", data.phone],
      ["Current Address", data.address],
      ["Notice Period (Months)", data.notice_period],
      ["Current CTC (LPA)", data.current_ctc],
      ["Expected CTC (LPA)", data.expected_ctc],
      ["Keep résumé for future openings", data.resume_consent ? "Yes" : "No"],
    ]);
  }
  return contactBody(data);
}

export function composeEmail(data: AnySubmission): { subject: string; body: string } {
  return { subject: subjectFor(data), body: composeBody(data) };
}
