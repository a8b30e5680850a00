import type { Submission } from "#common/compose-body.ts";
import { toFormData } from "#common/wire.ts";
import { SEND_EMAIL_PATH } from "#common/endpoints.ts";
import { attribution } from "#app/behaviours/first-touch.ts";

/** Base of the e-mail service (build time); "" = the site's own origin. */
const base = (import.meta.env.PUBLIC_SEND_EMAIL_BASE ?? "").replace(/\/+$/, "");

/** A path of the form server (common/endpoints.ts) as the browser posts to it. */
export const endpointUrl = (path: string) => `${base}${path}`;

export const sendEmailUrl = endpointUrl(SEND_EMAIL_PATH);

export type SendResult =
  | { ok: true }
  /** `fields`: the server's message per multipart field name, when it named any */
  | { ok: false; fields: Record<string, string> };

function fieldsOf(answer: unknown): Record<string, string> {
  if (typeof answer !== "object" || answer === null || !("fields" in answer)) return {};
  const fields = (answer as { fields: unknown }).fields;
  if (typeof fields !== "object" || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}

/**
 * POSTs a validated submission as multipart/form-data. Success is a 200 answer whose JSON
 * has a `message` field (spec section 7); any other answer or a network failure is not.
 * The inbox is the server's setting alone: the browser never names a receiver.
 */
export async function sendEmail(
  data: Submission,
  honeypot = "",
  /** the spam check's solution, when one is ready (app/components/forms/spam-solver.ts) */
  spam?: string,
): Promise<SendResult> {
  return postForm(sendEmailUrl, toFormData(data, { honeypot, spam }));
}

/**
 * POSTs a form's multipart body to `url` and reads the answer as sendEmail does. Every enquiry
 * carries the page it is sent from and the visit's first touch (decision 0036).
 */
export async function postForm(url: string, body: FormData): Promise<SendResult> {
  for (const [name, value] of attribution()) body.set(name, value);
  try {
    const response = await fetch(url, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
    });
    const answer: unknown = await response.json().catch(() => undefined);
    if (
      response.status === 200 &&
      typeof answer === "object" &&
      answer !== null &&
      "message" in answer
    ) {
      return { ok: true };
    }
    return { ok: false, fields: fieldsOf(answer) };
  } catch {
    return { ok: false, fields: {} };
  }
}
