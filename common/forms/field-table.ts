import type { z } from "zod";
import {
  decimalFilter,
  digitsOnly,
  emailFilter,
  lettersAndSpaces,
  organizationFilter,
} from "../input-filters.ts";
import { FIELD_MAX, RESUME_ACCEPT } from "../limits.ts";
import { messages } from "../messages.ts";
import {
  DECIMAL_PATTERN,
  DIGITS_PATTERN,
  EMAIL_PATTERN_SOURCE,
  NAME_PATTERN,
  NOT_BLANK_PATTERN,
  OPTIONAL_NAME_PATTERN,
  decimalNumber,
  email,
  multilineText,
  optionalPersonName,
  personName,
  phone,
  requiredText,
  resume,
  resumeConsent,
  wholeNumber,
} from "../schemas/fields.ts";

// Every field of the two forms, declared once: its label, the control that holds it, its
// rule and messages (zod), the HTML constraints the browser checks before (or without)
// scripts, what typing lets in, and autocomplete. The schemas, the wire field list, the
// labels and the forms' markup all derive from these tables; a browser test checks, field by
// field, that the native constraints and the rule accept and reject the same values.

export interface FieldSpec {
  /** the visible label (and the name in the server's answers) */
  label: string;
  /** the control that holds the value in the page */
  control: "text" | "email" | "tel" | "textarea" | "file" | "checkbox";
  /** the rule and its messages, in the browser and in the server */
  rule: z.ZodType;
  /** the browser's `required`: false for optional fields and the consent box */
  required: boolean;
  /** `maxlength`, mirroring the rule's upper bound */
  max?: number;
  /** `pattern`, the rule's format as the browser reads it (whole value, `v` flag) */
  pattern?: string;
  inputMode?: "numeric" | "decimal" | "email";
  autoComplete?: string;
  /** `accept`, for a file */
  accept?: string;
  /** what typing, pasting or dropping lets in (the phone's is the phone input's own) */
  filter?: (value: string) => string;
  /**
   * Sent as its own multipart field of the same name. False: it travels in the envelope
   * (`subject` as the e-mail's subject line, the résumé as `file`).
   */
  own: boolean;
  /**
   * Every message the page can show under this field (spec section 5). Its message line
   * keeps room for the longest of them, so a message that appears never moves what lies
   * below it, such as the Send button under a visitor's finger (field.tsx).
   */
  shows: readonly string[];
}

/** A person's name: letters and spaces (each form gives its label, rule and messages). */
export const nameField = {
  control: "text",
  required: true,
  max: FIELD_MAX.name,
  pattern: NAME_PATTERN,
  autoComplete: "name",
  filter: lettersAndSpaces,
  own: true,
} as const satisfies Omit<FieldSpec, "label" | "rule" | "shows">;

/** The e-mail of every form; a form with words of its own replaces `rule` and `shows`. */
export const emailField = {
  control: "email",
  rule: email,
  required: true,
  max: FIELD_MAX.email,
  pattern: EMAIL_PATTERN_SOURCE,
  inputMode: "email",
  autoComplete: "email",
  filter: emailFilter,
  own: true,
  shows: [messages.emailRequired, messages.emailInvalid, messages.emailInvalidOnBlur],
} as const satisfies Omit<FieldSpec, "label">;

const phoneField = {
  control: "tel",
  rule: phone,
  required: true,
  autoComplete: "tel",
  own: true,
  shows: [messages.phoneRequired, messages.phoneInvalid],
} as const satisfies Omit<FieldSpec, "label">;

const decimalField = {
  control: "text",
  required: true,
  max: FIELD_MAX.ctc,
  pattern: DECIMAL_PATTERN,
  inputMode: "decimal",
  filter: decimalFilter,
  own: true,
} as const satisfies Omit<FieldSpec, "label" | "rule" | "shows">;

/** The contact form, both tabs (`quoteFields` and `generalFields` pick theirs), in page order. */
export const contactFields = {
  name: {
    label: "Name",
    ...nameField,
    rule: personName(messages.nameRequired, messages.nameLettersOnly),
    // typing keeps letters and spaces only, so "Only alphabets…" cannot be reached
    shows: [messages.nameRequired],
  },
  organization: {
    label: "Organization",
    control: "text",
    rule: requiredText(messages.organizationRequired, FIELD_MAX.organization),
    required: true,
    max: FIELD_MAX.organization,
    pattern: NOT_BLANK_PATTERN,
    autoComplete: "organization",
    filter: organizationFilter,
    own: true,
    shows: [messages.organizationRequired],
  },
  email: { label: "Email", ...emailField },
  phone: { label: "Phone", ...phoneField },
  subject: {
    label: "Subject",
    control: "text",
    rule: requiredText(messages.subjectRequired, FIELD_MAX.subject),
    required: true,
    max: FIELD_MAX.subject,
    pattern: NOT_BLANK_PATTERN,
    own: false,
    shows: [messages.subjectRequired],
  },
  message: {
    label: "Message",
    control: "textarea",
    rule: multilineText(messages.messageRequired, FIELD_MAX.message),
    required: true,
    max: FIELD_MAX.message,
    own: true,
    shows: [messages.messageRequired],
  },
} as const satisfies Record<string, FieldSpec>;

/** Request a Quote's fields, in page order. */
export const quoteFields = ["name", "organization", "email", "phone", "message"] as const;
/** General Enquiry's fields, in page order. */
export const generalFields = ["name", "email", "phone", "subject", "message"] as const;

/** The job application ("Apply for this job"), in page order. */
export const applicationFields = {
  first_name: {
    label: "First Name",
    ...nameField,
    rule: personName(messages.firstNameRequired, messages.lettersOnly),
    autoComplete: "given-name",
    shows: [messages.firstNameRequired],
  },
  last_name: {
    label: "Last Name",
    control: "text",
    rule: optionalPersonName,
    required: false,
    max: FIELD_MAX.name,
    pattern: OPTIONAL_NAME_PATTERN,
    autoComplete: "family-name",
    filter: lettersAndSpaces,
    own: true,
    // its one rule (letters and spaces) is kept by the filter: nothing to show
    shows: [],
  },
  email: { label: "Email ID", ...emailField },
  phone: { label: "Phone Number", ...phoneField },
  address: {
    label: "Current Address",
    control: "textarea",
    rule: multilineText(messages.addressRequired, FIELD_MAX.address),
    required: true,
    max: FIELD_MAX.address,
    autoComplete: "street-address",
    own: true,
    shows: [messages.addressRequired],
  },
  notice_period: {
    label: "Notice Period (Months)",
    control: "text",
    rule: wholeNumber(
      messages.noticePeriodRequired,
      messages.noticePeriodInvalid,
      FIELD_MAX.noticePeriod,
    ),
    required: true,
    max: FIELD_MAX.noticePeriod,
    pattern: DIGITS_PATTERN,
    inputMode: "numeric",
    filter: digitsOnly,
    own: true,
    shows: [messages.noticePeriodRequired],
  },
  current_ctc: {
    label: "Current CTC (LPA)",
    rule: decimalNumber(messages.currentCtcRequired, messages.ctcInvalid, FIELD_MAX.ctc),
    ...decimalField,
    shows: [messages.currentCtcRequired, messages.ctcInvalid],
  },
  expected_ctc: {
    label: "Expected CTC (LPA)",
    rule: decimalNumber(messages.expectedCtcRequired, messages.ctcInvalid, FIELD_MAX.ctc),
    ...decimalField,
    shows: [messages.expectedCtcRequired, messages.ctcInvalid],
  },
  file: {
    label: "Resume",
    control: "file",
    rule: resume,
    required: true,
    accept: RESUME_ACCEPT,
    own: false,
    shows: [
      messages.resumeRequired,
      messages.resumeRemoved,
      messages.resumeWrongType,
      messages.resumeTooLarge,
    ],
  },
  resume_consent: {
    label: "Keep my résumé for future openings",
    control: "checkbox",
    rule: resumeConsent,
    required: false,
    own: true,
    shows: [],
  },
} as const satisfies Record<string, FieldSpec>;

type Table = Record<string, FieldSpec>;

/** Each field's rule (or the named fields', in their order), for a zod object. */
export function rulesOf<T extends Table, K extends keyof T & string = keyof T & string>(
  table: T,
  names: readonly K[] = Object.keys(table) as K[],
): { [P in K]: T[P]["rule"] } {
  return Object.fromEntries(names.map((name) => [name, table[name]!.rule])) as {
    [P in K]: T[P]["rule"];
  };
}

/** Each field's label. */
export function labelsOf<T extends Table>(table: T): { [K in keyof T]: T[K]["label"] } {
  return Object.fromEntries(Object.entries(table).map(([name, spec]) => [name, spec.label])) as {
    [K in keyof T]: T[K]["label"];
  };
}

/** The fields sent as their own multipart fields, in order. */
export function ownFields<T extends Table, K extends keyof T & string>(
  table: T,
  names: readonly K[] = Object.keys(table) as K[],
): K[] {
  return names.filter((name) => table[name]!.own);
}

/**
 * The HTML constraint attributes of a field's control (React names), derived from its spec:
 * what the browser checks before scripts run, or without them.
 */
export function nativeConstraints(spec: FieldSpec) {
  return {
    ...(spec.control === "textarea" ? {} : { type: spec.control }),
    required: spec.required,
    maxLength: spec.max,
    pattern: spec.pattern,
    inputMode: spec.inputMode,
    autoComplete: spec.autoComplete,
    accept: spec.accept,
  };
}
