import { z } from "zod";
import { day, text } from "./content-fields.ts";

// One document of the security-review pack (issue 42, decision 0029): content/documents/<slug>.yaml,
// "Security documents" in the editor (app/content/schemas/security-document.editor.ts). The site
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

export const securityDocumentSchema = z
  .object({
    /** as the document's own title page says, e.g. "ISO/IEC 27001 certification status letter" */
    title: text,
    kind: z.enum(DOCUMENT_KINDS),
    /** the document's own version, e.g. "2.1" (YAML may read 2.1 as a number) */
    version: z.union([z.number().transform(String), z.string()]).pipe(text),
    /** the day this version was issued */
    date: day,
    access,
    /** one or two sentences: what it covers, shown in the list */
    summary: text,
    /** a shipped sample: labelled on the page, refused by a release build */
    sample: z.boolean().default(false),
  })
  .strict()
  .transform(({ access: { discriminant, value }, ...rest }) => ({
    ...rest,
    access: discriminant,
    /** public: `./<slug>/<name>.pdf` beside the entry; restricted: a file name in DOCUMENTS_DIR */
    pdf: value,
  }));

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
