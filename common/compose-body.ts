// The e-mail the company receives. The server composes it again from the validated
// fields, so a forged `body` field can never inject content.
import type { ApplicationData } from "./schemas/application.ts";
import type { ContactData } from "./schemas/contact.ts";

export const QUOTE_SUBJECT = "Request a Quote";
export const APPLICATION_SUBJECT = "Application for Role";

export type Submission = ContactData | ApplicationData;

/** Subject of spec section 7: fixed for quotes and applications, typed for enquiries. */
export function subjectFor(data: Submission): string {
  if (data.form === "quote") return QUOTE_SUBJECT;
  if (data.form === "general") return data.subject;
  return APPLICATION_SUBJECT;
}

function lines(entries: ReadonlyArray<readonly [string, string]>): string {
  return entries.map(([label, value]) => `${label}: ${value}`).join("\n");
}

/** Body text of spec section 7 (contact: name, organization, phone, message; application: name, phone, address, notice period, CTCs). */
export function composeBody(data: Submission): string {
  if (data.form === "application") {
    const name = [data.first_name, data.last_name].filter(Boolean).join(" ");
    return lines([
      ["Name", name],
      ["Phone", data.phone],
      ["Current Address", data.address],
      ["Notice Period (Months)", data.notice_period],
      ["Current CTC (LPA)", data.current_ctc],
      ["Expected CTC (LPA)", data.expected_ctc],
    ]);
  }
  const head = lines([
    ["Name", data.name],
    ...(data.form === "quote" ? [["Organization", data.organization] as const] : []),
    ["Phone", data.phone],
  ]);
  return `${head}\n\nMessage:\n${data.message}`;
}

export function composeEmail(data: Submission): { subject: string; body: string } {
  return { subject: subjectFor(data), body: composeBody(data) };
}
