import { FIELD_MAX } from "../limits.ts";
import { messages } from "../messages.ts";
import {
  DOCUMENT_REQUEST_MAX,
  documentRequestLabels as labels,
  documentRequestMessages as M,
  documentRequestSchema,
} from "../schemas/document-request.ts";
import { NOT_BLANK_PATTERN } from "../schemas/fields.ts";
import { emailField, nameField, type FieldSpec } from "./field-table.ts";

// The security-review pack's request form (/trust, issue 42), one row per field as decision 0021
// has it: label and messages from the request's schema (common/schemas/document-request.ts, which
// the server parses with), HTML constraints the browser checks without scripts, typing filters.
// The choices (documents, accelerators) are check boxes whose values come from the content.

const rule = documentRequestSchema.shape;

export const documentRequestFields = {
  name: { label: labels.name, ...nameField, rule: rule.name, shows: [M.nameRequired] },
  email: {
    label: labels.email,
    ...emailField,
    rule: rule.email,
    shows: [M.emailRequired, M.emailInvalid, messages.emailInvalidOnBlur],
  },
  organization: {
    label: labels.organization,
    control: "text",
    rule: rule.organization,
    required: true,
    max: FIELD_MAX.organization,
    pattern: NOT_BLANK_PATTERN,
    autoComplete: "organization",
    own: true,
    shows: [M.organizationRequired],
  },
  role: {
    label: labels.role,
    control: "text",
    rule: rule.role,
    required: true,
    max: DOCUMENT_REQUEST_MAX.role,
    pattern: NOT_BLANK_PATTERN,
    autoComplete: "organization-title",
    own: true,
    shows: [M.roleRequired],
  },
  purpose: {
    label: labels.purpose,
    control: "textarea",
    rule: rule.purpose,
    required: true,
    max: DOCUMENT_REQUEST_MAX.purpose,
    own: true,
    shows: [M.purposeRequired],
  },
  nda: {
    label: labels.nda,
    control: "checkbox",
    rule: rule.nda,
    required: true,
    own: true,
    shows: [M.ndaRequired],
  },
} as const satisfies Record<string, FieldSpec>;

/** The check-box groups: the browser cannot require "at least one" of a group, the schema can. */
export const documentRequestGroups = {
  documents: { label: labels.documents, shows: [M.documentsRequired] },
  accelerators: { label: labels.accelerators, shows: [] as string[] },
} as const;
