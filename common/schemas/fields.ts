import { z } from "./zod.ts";
import { FIELD_MAX } from "../limits.ts";
import { messages } from "../messages.ts";
import { isValidPhone, toE164 } from "../phone.ts";
import { isResumeLike, resumeProblem, type ResumeLike } from "../resume.ts";

// The rules the field table (common/forms/field-table.ts) gives each field. Where the browser
// can check a rule too, it is written once as an HTML `pattern` and the schema reads it back.

/**
 * A rule written once as an HTML `pattern` (the browser's own check before scripts run) and
 * used as the schema's regex the way the browser reads the attribute: whole value, `v` flag.
 * Written twice, the two drifted (".5" passed the schema and failed the page's own check).
 */
export const patternRegex = (pattern: string) => new RegExp(`^(?:${pattern})$`, "v");

/** Letters (any script) and spaces, at least one letter: names. */
export const NAME_PATTERN = "[\\p{L}\\p{M} ]*[\\p{L}\\p{M}][\\p{L}\\p{M} ]*";
/** An optional name: letters and spaces, or nothing (blank is left out). */
export const OPTIONAL_NAME_PATTERN = "[\\p{L}\\p{M} ]*";
/** Anything but blank: the browser's `required` alone lets "   " through. */
export const NOT_BLANK_PATTERN = ".*\\S.*";
/** Whole numbers: the notice period in months. */
export const DIGITS_PATTERN = "[0-9]+";
/** A decimal number, "12", "12.", "12.5" or ".5": CTC in lakhs per annum. */
export const DECIMAL_PATTERN = "[0-9]+\\.?[0-9]*|\\.[0-9]+";

const LETTERS_AND_SPACES = patternRegex(NAME_PATTERN);
/**
 * "A simple address pattern" (spec): something@something.tld, no spaces. The browser's own
 * e-mail check alone accepts "a@b"; as the input's `pattern` it refuses it too.
 */
export const EMAIL_PATTERN_SOURCE = "[^\\s@]+@[^\\s@]+\\.[^\\s@]+";
export const EMAIL_PATTERN = patternRegex(EMAIL_PATTERN_SOURCE);
const LINE_BREAK = /[\r\n\u2028\u2029]/;
/**
 * C0 and C1 control characters (ESC, BEL, NUL …) can retitle or wipe the terminal of whoever
 * reads the value later and have no place in a form. Multi-line fields keep tab and line breaks.
 */
const CONTROL = /\p{Cc}/u;
const CONTROL_EXCEPT_LAYOUT = /(?![\t\n\r])\p{Cc}/u;

export function hasControlCharacters(value: string, multiline = false): boolean {
  return (multiline ? CONTROL_EXCEPT_LAYOUT : CONTROL).test(value);
}

function boundedText(required: string, max: number, multiline: boolean) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: messages.tooLong })
    .refine((value) => multiline || !LINE_BREAK.test(value), { error: messages.singleLine })
    .refine((value) => !hasControlCharacters(value, multiline), {
      error: messages.controlCharacters,
    });
}

/**
 * Required one-line text: blank (or only spaces) gets `required`, anything longer than `max`
 * is refused, and so are line breaks, tabs and other control characters.
 */
export function requiredText(required: string, max: number) {
  return boundedText(required, max, false);
}

/** Required text that may span lines (a message, an address): tabs and line breaks allowed. */
export function multilineText(required: string, max: number) {
  return boundedText(required, max, true);
}

export function personName(required: string, lettersOnly: string) {
  return requiredText(required, FIELD_MAX.name).regex(LETTERS_AND_SPACES, { error: lettersOnly });
}

export const optionalPersonName = z
  .string()
  .trim()
  .max(FIELD_MAX.name, { error: messages.tooLong })
  .regex(patternRegex(OPTIONAL_NAME_PATTERN), { error: messages.lettersOnly })
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

/** A whole number (the notice period in months). */
export function wholeNumber(required: string, invalid: string, max: number) {
  return requiredText(required, max).regex(patternRegex(DIGITS_PATTERN), { error: invalid });
}

/** A decimal number (CTC in lakhs per annum). */
export function decimalNumber(required: string, invalid: string, max: number) {
  return requiredText(required, max).regex(patternRegex(DECIMAL_PATTERN), { error: invalid });
}

/**
 * The résumé: a browser `File` or the server's description of the upload. Its content
 * type is checked by the server from the first bytes (see `sniffResume`).
 */
export const resume = z
  .custom<ResumeLike>((value) => isResumeLike(value), { error: messages.resumeRequired })
  .superRefine((file, context) => {
    const problem = resumeProblem(file);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

/**
 * "Keep my résumé for future openings": unticked by default. The browser's form holds a
 * boolean; the wire carries "yes" when ticked and nothing (or "") otherwise.
 */
export const resumeConsent = z
  .union([z.boolean(), z.literal("yes"), z.literal("")], { error: messages.consentInvalid })
  .optional()
  .transform((value) => value === true || value === "yes");
