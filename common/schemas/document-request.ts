import { z } from "./zod.ts";
import { FIELD_MAX } from "../limits.ts";
import { messages } from "../messages.ts";
import { EMAIL_PATTERN, multilineText, personName, requiredText } from "./fields.ts";

// A request for the restricted documents of the security-review pack (issue 42 item 3,
// decision 0029). The form on /trust (browser) and POST /security-pack/request (server) both
// parse it with this schema, so the messages cannot drift. Which documents exist and which
// non-disclosure version is in force are content (content/documents/, content/settings/
// non-disclosure.yaml): the schema checks the shape; the server checks those two against the
// content and names the field when they do not match.

/** The multipart / urlencoded field names the form posts. */
export const documentRequestWire = {
  name: "name",
  email: "email",
  organization: "organization",
  role: "role",
  purpose: "purpose",
  /** product slugs (content/products/<slug>.yaml), the field repeated, optional */
  accelerators: "accelerators",
  /** restricted document slugs (content/documents/<slug>.yaml), the field repeated, ≥ 1 */
  documents: "documents",
  /** the NDA check box: its value is "accepted" */
  nda: "nda",
  /** hidden: the version of the non-disclosure text the page showed */
  ndaVersion: "ndaVersion",
  /** the spam check's solution (as the other forms send it); absent = unverified */
  spam: "altcha",
  /** the hidden honeypot input, empty for people (as the other forms) */
  honeypot: "website",
} as const;

export type DocumentRequestField = keyof typeof documentRequestWire;

/** The value of the NDA check box when ticked. */
export const NDA_ACCEPTED = "accepted";

/** Messages in the spec's manner (a short sentence, full stop). */
export const documentRequestMessages = {
  nameRequired: messages.nameRequired,
  nameLettersOnly: messages.nameLettersOnly,
  emailRequired: "Work email is required.",
  emailInvalid: messages.emailInvalid,
  organizationRequired: "Organisation is required.",
  roleRequired: "Role is required.",
  purposeRequired: "Purpose is required.",
  documentsRequired: "Choose at least one document.",
  ndaRequired: "Accept the non-disclosure terms to continue.",
  ndaVersionRequired: "Reload the page: the non-disclosure terms it showed are missing.",
  /** the server's, when a slug names no restricted document */
  documentUnknown: "Choose documents from the list on the trust page.",
  /** the server's, when a slug names no accelerator */
  acceleratorUnknown: "Choose accelerators from the list on the trust page.",
  /** the server's, when the NDA version sent is not the one in force */
  ndaVersionOutdated:
    "The non-disclosure terms have changed: reload the trust page, read them and accept again.",
  /** the server's, when the pack is not set up where the form was posted (then: the inbox) */
  unavailableHere: "Document requests cannot be taken here right now. Please write to",
  /** the server's, past the stricter allowance for posts without the spam check */
  tooManyUnverified:
    "Too many requests without the spam check from this address. Please try again later, or send the form with JavaScript on.",
  sendFailed: messages.sendFailed,
  /** the page's answer once stored */
  requestSent: "Request received. We will reply by email within 2 working days.",
} as const;

/** Visible labels (the form's and the server's problem page). */
export const documentRequestLabels: Record<DocumentRequestField, string> = {
  name: "Name",
  email: "Work email",
  organization: "Organisation",
  role: "Role",
  purpose: "Purpose",
  accelerators: "Accelerators of interest",
  documents: "Documents",
  nda: "Non-disclosure terms",
  ndaVersion: "Non-disclosure terms",
  spam: "Spam check",
  honeypot: "Website",
};

/** Upper bounds (mirrored by `maxLength` in the inputs). */
export const DOCUMENT_REQUEST_MAX = {
  role: 120,
  purpose: 2000,
  slug: 80,
  /** documents or accelerators in one request */
  items: 20,
  ndaVersion: 40,
} as const;

const M = documentRequestMessages;

/** A slug list: one value or several (a repeated field), blanks dropped. */
const slugList = (required?: string) =>
  z.preprocess(
    (value) =>
      (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value])
        .map((item) => (typeof item === "string" ? item.trim() : item))
        .filter((item) => item !== ""),
    z
      .array(
        z
          .string()
          .max(DOCUMENT_REQUEST_MAX.slug, { error: messages.tooLong })
          .regex(/^[a-z0-9][a-z0-9-]*$/, { error: M.documentUnknown }),
      )
      .max(DOCUMENT_REQUEST_MAX.items, { error: messages.tooLong })
      .refine((items) => !required || items.length > 0, { error: required })
      .transform((items) => [...new Set(items)]),
  );

export const documentRequestSchema = z.object({
  name: personName(M.nameRequired, M.nameLettersOnly),
  email: requiredText(M.emailRequired, FIELD_MAX.email)
    .toLowerCase()
    .regex(EMAIL_PATTERN, { error: M.emailInvalid }),
  organization: requiredText(M.organizationRequired, FIELD_MAX.organization),
  role: requiredText(M.roleRequired, DOCUMENT_REQUEST_MAX.role),
  purpose: multilineText(M.purposeRequired, DOCUMENT_REQUEST_MAX.purpose),
  accelerators: slugList(),
  documents: slugList(M.documentsRequired),
  nda: z.literal(NDA_ACCEPTED, { error: M.ndaRequired }),
  ndaVersion: requiredText(M.ndaVersionRequired, DOCUMENT_REQUEST_MAX.ndaVersion),
});

export type DocumentRequestInput = z.input<typeof documentRequestSchema>;
export type DocumentRequest = z.output<typeof documentRequestSchema>;
