import { z } from "./zod.ts";
import { FIELD_MAX } from "../limits.ts";
import { messages } from "../messages.ts";
import { isValidPhone, toE164 } from "../phone.ts";

const LETTERS_AND_SPACES = /^[\p{L}\p{M} ]+$/u;
/** The same rule as an HTML `pattern`, for the browser's own check before scripts run. */
export const NAME_PATTERN = "[\\p{L}\\p{M} ]+";
/** "A simple address pattern" (spec): something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LINE_BREAK = /[\r\n]/;

/** Required text: blank (or only spaces) gets `required`, anything longer than `max` is refused. */
export function requiredText(required: string, max: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: messages.tooLong });
}

export function personName(required: string, lettersOnly: string) {
  return requiredText(required, FIELD_MAX.name).regex(LETTERS_AND_SPACES, { error: lettersOnly });
}

export const optionalPersonName = z
  .string()
  .trim()
  .max(FIELD_MAX.name, { error: messages.tooLong })
  .regex(/^[\p{L}\p{M} ]*$/u, { error: messages.lettersOnly })
  .default("");

export const email = requiredText(messages.emailRequired, FIELD_MAX.email)
  .toLowerCase()
  .regex(EMAIL_PATTERN, { error: messages.emailInvalid });

/**
 * An E.164 value, as the phone input produces it; a number typed in a form posted without
 * scripts ("98765 43210") is read in the default country first.
 */
export const phone = z
  .string({ error: messages.phoneRequired })
  .trim()
  .min(1, { error: messages.phoneRequired })
  .transform(toE164)
  .refine(isValidPhone, { error: messages.phoneInvalid });

/** Text that may reach an e-mail header: one line only. */
export function singleLine(required: string, max: number) {
  return requiredText(required, max).refine((value) => !LINE_BREAK.test(value), {
    error: messages.singleLine,
  });
}
