// "Security documents" in the editor (npm run edit, Keystatic): the security-review pack's
// documents on /trust, the same fields as the schema (common/schemas/security-document.ts).
// Who may see a document and where its file is are one choice, so the form cannot pair "on
// request" with an upload (everything uploaded here is published). Editor-only.
import { collection, fields } from "@keystatic/core";
import { required, slugColumnLabels } from "./editor-fields.ts";
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  RESTRICTED_FILE,
} from "#common/schemas/security-document.ts";

const DOWNLOAD_ADDRESS = "Download address";

const titleField = fields.slug({
  name: {
    label: "Title",
    description: "As the document's own first page says it.",
    ...required,
  },
  slug: {
    label: DOWNLOAD_ADDRESS,
    description:
      "The end of a public document's download address: /documents/…pdf. Lower-case words joined by hyphens.",
  },
});
slugColumnLabels.set(titleField, DOWNLOAD_ADDRESS);

export const documentsEditor = collection({
  label: "Security documents",
  path: "content/documents/*",
  slugField: "title",
  format: { data: "yaml" },
  columns: ["kind", "version"],
  schema: {
    title: titleField,
    kind: fields.select({
      label: "What kind of document",
      options: DOCUMENT_KINDS.map((value) => ({ label: DOCUMENT_KIND_LABELS[value], value })),
      defaultValue: "other",
    }),
    version: fields.text({
      label: "Version",
      description: "The document's own version, e.g. 2.1. The trust page shows it beside the date.",
      ...required,
    }),
    date: fields.date({
      label: "Date",
      description: "The day this version was issued.",
      ...required,
    }),
    access: fields.conditional(
      fields.select({
        label: "Who may see it",
        options: [
          { label: "Anyone: a download on the trust page", value: "public" },
          {
            label: "On request: sent after we approve a request, under the non-disclosure terms",
            value: "restricted",
          },
        ],
        defaultValue: "restricted",
      }),
      {
        public: fields.file({
          label: "The PDF",
          description:
            "A PDF anyone may download: it is published with the site. Keep it small (under 2 MB).",
          publicPath: "./",
          validation: { isRequired: true },
        }),
        restricted: fields.text({
          label: "The PDF's name on the server",
          description:
            "Never upload a document on request here: everything here is published. Ask whoever runs the website to place the PDF in its documents folder, and write its name, e.g. penetration-test-summary.pdf.",
          validation: {
            isRequired: true,
            pattern: {
              regex: RESTRICTED_FILE,
              message: "A PDF's name: letters, digits, dots, hyphens or underscores, ending .pdf",
            },
          },
        }),
      },
    ),
    summary: fields.text({
      label: "What it covers",
      description: "One or two sentences, shown under the title.",
      multiline: true,
      ...required,
    }),
    sample: fields.checkbox({
      label: "Sample",
      description:
        "A stand-in until the real document exists: the page marks it Sample and a release refuses it.",
      defaultValue: false,
    }),
  },
});
