import type { Submission } from "../../common/compose-body.ts";
import { SEND_EMAIL_PATH, toFormData } from "../../common/wire.ts";

/** Base of the e-mail service (build time); "" = the site's own origin. */
const base = (import.meta.env.VITE_SEND_EMAIL_BASE ?? "").replace(/\/+$/, "");

export const sendEmailUrl = `${base}${SEND_EMAIL_PATH}`;

/**
 * POSTs a validated submission as multipart/form-data. Success is a 200 answer whose JSON
 * has a `message` field (spec section 7); any other answer or a network failure is not.
 */
export async function sendEmail(data: Submission, honeypot = ""): Promise<boolean> {
  try {
    const response = await fetch(sendEmailUrl, {
      method: "POST",
      body: toFormData(data, { honeypot }),
      headers: { Accept: "application/json" },
    });
    if (response.status !== 200) return false;
    const answer: unknown = await response.json();
    return typeof answer === "object" && answer !== null && "message" in answer;
  } catch {
    return false;
  }
}
