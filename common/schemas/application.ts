import { z } from "./zod.ts";
import { FIELD_MAX } from "../limits.ts";
import { messages } from "../messages.ts";
import { isResumeLike, resumeProblem, type ResumeLike } from "../resume.ts";
import {
  DECIMAL_PATTERN,
  DIGITS_PATTERN,
  email,
  multilineText,
  optionalPersonName,
  personName,
  phone,
  patternRegex,
  requiredText,
} from "./fields.ts";

const DIGITS = patternRegex(DIGITS_PATTERN);
const DECIMAL = patternRegex(DECIMAL_PATTERN);

function ctc(required: string) {
  return requiredText(required, FIELD_MAX.ctc).regex(DECIMAL, { error: messages.ctcInvalid });
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

/** The job application ("Apply for this job"). Keys are the multipart field names. */
export const applicationSchema = z.object({
  form: z.literal("application"),
  first_name: personName(messages.firstNameRequired, messages.lettersOnly),
  last_name: optionalPersonName,
  email,
  phone,
  address: multilineText(messages.addressRequired, FIELD_MAX.address),
  notice_period: requiredText(messages.noticePeriodRequired, FIELD_MAX.noticePeriod).regex(DIGITS, {
    error: messages.noticePeriodInvalid,
  }),
  current_ctc: ctc(messages.currentCtcRequired),
  expected_ctc: ctc(messages.expectedCtcRequired),
  file: resume,
  resume_consent: resumeConsent,
});

export type ApplicationInput = z.input<typeof applicationSchema>;
export type ApplicationData = z.output<typeof applicationSchema>;
