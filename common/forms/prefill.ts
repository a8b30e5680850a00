// A link may fill in the General Enquiry's subject: /contact?subject=DPA%20request#general (the
// trust page's requests). The fragment opens the tab, as it always has; the query names the
// subject. The server writes it into the page, so it is there before and without scripts
// (server/contact-prefill.ts), and the form's island starts from the same value, read by this
// same rule (decision 0015).
import { generalSchema } from "../schemas/contact.ts";
import { SUBJECT_PARAM } from "../endpoints.ts";

/** The attribute that marks the one input a link may fill, as the page's HTML spells it. */
export const PREFILL_MARKER = `data-prefill="${SUBJECT_PARAM}"`;

/** Spread onto the subject input: `<input {...prefillTarget}>` renders PREFILL_MARKER. */
export const prefillTarget = { "data-prefill": SUBJECT_PARAM } as const;

/**
 * The subject a query asks for, when the form itself would accept it (one line, no control
 * characters, at most the field's length); anything else fills nothing.
 */
export function subjectFromQuery(search: string): string | undefined {
  const value = new URLSearchParams(search).get(SUBJECT_PARAM);
  if (value === null) return undefined;
  const parsed = generalSchema.shape.subject.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
