import { decimalFilter, digitsOnly, lettersAndSpaces } from "../../../common/input-filters.ts";
import { FIELD_MAX } from "../../../common/limits.ts";

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
};

export type TextName = Exclude<keyof ApplicationValues, "form" | "file" | "phone">;

export interface TextSpec {
  name: TextName;
  label: string;
  filter?: (value: string) => string;
  autoComplete?: string;
  inputMode?: "decimal" | "numeric" | "email";
  max: number;
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
  },
  {
    name: "last_name",
    label: "Last Name",
    filter: lettersAndSpaces,
    autoComplete: "family-name",
    max: FIELD_MAX.name,
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
  },
  {
    name: "current_ctc",
    label: "Current CTC (LPA)",
    filter: decimalFilter,
    inputMode: "decimal",
    max: FIELD_MAX.ctc,
  },
  {
    name: "expected_ctc",
    label: "Expected CTC (LPA)",
    filter: decimalFilter,
    inputMode: "decimal",
    max: FIELD_MAX.ctc,
  },
];
