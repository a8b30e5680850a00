import { z } from "zod";
import { day, text } from "./content-fields.ts";
import { field, strictOf } from "./content-words.ts";

// One document of the security-review pack (issue 42, decision 0029): content/documents/<slug>.yaml,
// "Security documents" in the editor (its form made from the fields below). The site
// lists every document on /trust; the server reads the same files at start (the restricted ones
// are what a visitor may request, and what an approved link downloads from DOCUMENTS_DIR).
//
// Who may see it and where its file is are one choice in the editor (a Keystatic conditional),
// so a form can never pair "on request" with an uploaded file:
//   access: { discriminant: public, value: ./<slug>/access/value.pdf }   the upload, beside the entry,
//                                                                  copied into the public build
//   access: { discriminant: restricted, value: <file>.pdf }        a file name in DOCUMENTS_DIR,
//                                                                  never in the repository
// The schema's output is flat, `access` and `pdf`, which is what the site and the server use
// (not `file`: the content loader adds an entry's own YAML path under that name).

/** Where the files live under the content folder (CONTENT_DIR). */
export const DOCUMENTS_FOLDER = "documents";

/** What a document is, in the order /trust lists them. */
export const DOCUMENT_KINDS = [
  "certificate-status",
  "penetration-test",
  "dpa",
  "baa",
  "questionnaire",
  "architecture",
  "policy",
  "other",
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Each kind as the page and the editor name it. */
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  "certificate-status": "Certificate status letter",
  "penetration-test": "Penetration-test summary",
  dpa: "Data processing agreement (DPA)",
  baa: "Business associate agreement (BAA)",
  questionnaire: "Security questionnaire (CAIQ / SIG)",
  architecture: "Architecture overview",
  policy: "Policy",
  other: "Other",
};

export const DOCUMENT_ACCESS = ["public", "restricted"] as const;
export type DocumentAccess = (typeof DOCUMENT_ACCESS)[number];

/** A file the operator places in DOCUMENTS_DIR: a plain PDF file name, no folders. */
export const RESTRICTED_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]*\.pdf$/;
/**
 * An upload beside the entry, as the editor writes it: `./<slug>/access/value.pdf` (Keystatic
 * names an upload by its field's path, here the choice's value). No `..`, no absolute path.
 */
export const PUBLIC_FILE = /^\.\/[a-z0-9-]+(?:\/(?!\.\.?\/)[^/\\]+)+\.[pP][dD][fF]$/;

const access = z.discriminatedUnion("discriminant", [
  z
    .object({
      discriminant: z.literal("public"),
      value: z
        .string({ error: "upload the PDF: anyone may download a public document" })
        .regex(PUBLIC_FILE, "must be a PDF uploaded beside the entry (./<entry>/…pdf)"),
    })
    .strict(),
  z
    .object({
      discriminant: z.literal("restricted"),
      value: z
        .string({ error: "name the PDF placed in the documents folder on the server" })
        .trim()
        .regex(
          RESTRICTED_FILE,
          "must be a PDF's file name (letters, digits, . _ -), without folders",
        ),
    })
    .strict(),
]);

/** The document's own version, e.g. "2.1" (YAML may read 2.1 as a number). */
const version = z.union([z.number().transform(String), z.string()]).pipe(text);

/**
 * A document's fields, declared once: the server's and the site's schema below, and the
 * editor's form (app/content/schemas/security-document.ts, "Security documents"). Who may see
 * it and where its file is are one choice, so the form cannot pair "on request" with an upload
 * (everything uploaded there is published).
 */
export const securityDocumentFields = {
  /** as the document's own title page says, e.g. "ISO/IEC 27001 certification status letter" */
  title: field(text, {
    kind: "slug",
    label: "Title",
    description: "As the document's own first page says it.",
    slug: {
      label: "Download address",
      description:
        "The end of a public document's download address: /documents/…pdf. Lower-case words joined by hyphens.",
    },
  }),
  kind: field(z.enum(DOCUMENT_KINDS), {
    kind: "choice",
    label: "What kind of document",
    options: DOCUMENT_KINDS.map((value) => ({ label: DOCUMENT_KIND_LABELS[value], value })),
    default: "other",
  }),
  version: field(version, {
    kind: "line",
    label: "Version",
    description: "The document's own version, e.g. 2.1. The trust page shows it beside the date.",
  }),
  /** the day this version was issued */
  date: field(day, { kind: "day", label: "Date", description: "The day this version was issued." }),
  access: field(access, {
    kind: "conditional",
    label: "Who may see it",
    options: [
      { label: "Anyone: a download on the trust page", value: "public" },
      {
        label: "On request: sent after we approve a request, under the non-disclosure terms",
        value: "restricted",
      },
    ],
    default: "restricted",
    values: {
      public: {
        kind: "file",
        label: "The PDF",
        description:
          "A PDF anyone may download: it is published with the site. Keep it small (under 2 MB).",
      },
      restricted: {
        kind: "line",
        label: "The PDF's name on the server",
        description:
          "Never upload a document on request here: everything here is published. Ask whoever runs the website to place the PDF in its documents folder, and write its name, e.g. penetration-test-summary.pdf.",
        pattern: {
          regex: RESTRICTED_FILE,
          message: "A PDF's name: letters, digits, dots, hyphens or underscores, ending .pdf",
        },
      },
    },
  }),
  /** one or two sentences: what it covers, shown in the list */
  summary: field(text, {
    kind: "text",
    label: "What it covers",
    description: "One or two sentences, shown under the title.",
  }),
  /** a shipped sample: labelled on the page, refused by a release build */
  sample: field(z.boolean().default(false), {
    kind: "flag",
    label: "Sample",
    description:
      "A stand-in until the real document exists: the page marks it Sample, and the site will not be published while this is ticked.",
    default: false,
  }),
};

export const securityDocumentSchema = strictOf(securityDocumentFields).transform(
  ({ access: { discriminant, value }, ...rest }) => ({
    ...rest,
    access: discriminant,
    /** public: `./<slug>/<name>.pdf` beside the entry; restricted: a file name in DOCUMENTS_DIR */
    pdf: value,
  }),
);

export type SecurityDocument = z.output<typeof securityDocumentSchema>;

/** What a release must not publish: a sample document. `<file>: <field>: <problem>`. */
export function securityDocumentProblems(
  file: string,
  document: Pick<SecurityDocument, "title" | "sample">,
): string[] {
  return document.sample
    ? [
        `${file}: sample: "${document.title}" is a sample: upload or name the real document, then clear the mark`,
      ]
    : [];
}
