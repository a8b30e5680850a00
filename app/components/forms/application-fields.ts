import { decimalFilter, digitsOnly, lettersAndSpaces } from "../../../common/input-filters.ts";
import { FIELD_MAX } from "../../../common/limits.ts";
import { NAME_PATTERN } from "../../../common/schemas/fields.ts";

// The application form's values and its plain text fields, in display order.

export interface ApplicationValues {
  form: "application";
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  notice_period: string;
  current_ctc: string;
  expected_ctc: string;
  file: File | undefined;
  /** "yes" when the visitor agrees that the résumé is kept for future openings */
  resume_consent: "" | "yes";
}

export const empty: ApplicationValues = {
  form: "application",
  first_name: "",
  last_name: "",
  email: "",
  phone: "",
  address: "",
  notice_period: "",
  current_ctc: "",
  expected_ctc: "",
  file: undefined,
  resume_consent: "",
};

export type TextName = Exclude<keyof ApplicationValues, "form" | "file" | "phone">;

export interface TextSpec {
  name: TextName;
  label: string;
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
    label: "First Name",
    filter: lettersAndSpaces,
    autoComplete: "given-name",
    max: FIELD_MAX.name,
    pattern: NAME_PATTERN,
  },
  {
    name: "last_name",
    label: "Last Name",
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
    label: "Notice Period (Months)",
    filter: digitsOnly,
    inputMode: "numeric",
    max: FIELD_MAX.noticePeriod,
    pattern: "[0-9]+",
  },
  {
    name: "current_ctc",
    label: "Current CTC (LPA)",
    filter: decimalFilter,
    inputMode: "decimal",
    max: FIELD_MAX.ctc,
    pattern: "[0-9]+(\\.[0-9]*)?",
  },
  {
    name: "expected_ctc",
    label: "Expected CTC (LPA)",
    filter: decimalFilter,
    inputMode: "decimal",
    max: FIELD_MAX.ctc,
    pattern: "[0-9]+(\\.[0-9]*)?",
  },
];
