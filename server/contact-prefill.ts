import { PREFILL_MARKER, subjectFromQuery } from "#common/forms/prefill.ts";
import { escapeHtml } from "./send-email/html-answer.ts";

// A link such as /contact?subject=DPA%20request#general fills in the General Enquiry's subject
// (the trust page's requests). A static page cannot read its query without a script, so the
// server writes the value into the prerendered page: the field is filled before the form's
// script arrives and without it (decision 0015).

/**
 * The page with the query's subject as the value of the input marked PREFILL_MARKER, or
 * undefined when the query names no acceptable subject or the page has no such input. Only an
 * attribute is added, so no inline script changes and the page's hashed CSP still holds.
 */
export function prefilledPage(page: Buffer, search: string): Buffer | undefined {
  const subject = search ? subjectFromQuery(search) : undefined;
  if (subject === undefined) return undefined;
  const html = page.toString("utf8");
  if (!html.includes(PREFILL_MARKER)) return undefined;
  // a replacer function: a replacement string would expand `$&` and `$'` typed in the subject
  const filled = html.replace(
    PREFILL_MARKER,
    () => `${PREFILL_MARKER} value="${escapeHtml(subject)}"`,
  );
  return Buffer.from(filled, "utf8");
}
