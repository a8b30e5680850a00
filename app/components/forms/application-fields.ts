import { decimalFilter, digitsOnly, lettersAndSpaces } from "#common/input-filters.ts";
import { FIELD_MAX } from "#common/limits.ts";
import type { ApplicationValues } from "#common/forms/form-values.ts";
import { DECIMAL_PATTERN, DIGITS_PATTERN, NAME_PATTERN } from "#common/schemas/fields.ts";

// The application form's plain text fields, in display order. Values, empty values and
// labels come from `common/` (the schema and the field labels), not from here.

export type TextName = Exclude<
  keyof ApplicationValues,
  "form" | "file" | "phone" | "resume_consent"
>;

export interface TextSpec {
  name: TextName;
  filter?: (value: string) => string;
  autoComplete?: string;
  inputMode?: "decimal" | "numeric" | "email";
  max: number;
  /** HTML pattern, for the browser's own check before scripts run */
  pattern?: string;
  optional?: boolean;
  wide?: boolean;
}

export const nameFields: TextSpec[] = [
  {
    name: "first_name",
    filter: lettersAndSpaces,
    autoComplete: "given-name",
    max: FIELD_MAX.name,
    pattern: NAME_PATTERN,
  },
  {
    name: "last_name",
    filter: lettersAndSpaces,
    autoComplete: "family-name",
    max: FIELD_MAX.name,
    pattern: NAME_PATTERN,
    optional: true,
  },
];

export const workFields: TextSpec[] = [
  {
    name: "notice_period",
    filter: digitsOnly,
    inputMode: "numeric",
    max: FIELD_MAX.noticePeriod,
    pattern: DIGITS_PATTERN,
  },
  {
    name: "current_ctc",
    filter: decimalFilter,
    inputMode: "decimal",
    max: FIELD_MAX.ctc,
    pattern: DECIMAL_PATTERN,
  },
  {
    name: "expected_ctc",
    filter: decimalFilter,
    inputMode: "decimal",
    max: FIELD_MAX.ctc,
    pattern: DECIMAL_PATTERN,
  },
];
