// The security-review pack on /trust (issue 42 item 3, decision 0029): the documents
// (content/documents/), the non-disclosure terms (content/settings/non-disclosure.yaml) and the
// accelerators a requester may name, read at build. A public document's PDF, uploaded beside its
// entry, is copied into the build at `securityDocumentPath(slug)`; a restricted one is never
// read here: the server serves it from DOCUMENTS_DIR once a request is approved.
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { contentDir, failOn, loadCollection } from "./load.ts";
import { products } from "./products.ts";
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  DOCUMENTS_FOLDER,
  securityDocumentSchema,
} from "./schemas/security-document.ts";
import { NON_DISCLOSURE_SLUG, nonDisclosureSchema, paragraphsOf } from "./schemas/non-disclosure.ts";
import { formatDate } from "./dates.ts";

/** Where a public document is downloaded from (app/pages/documents/[document].ts writes it). */
export const securityDocumentPath = (slug: string) => `/documents/${slug}.pdf` as const;

// every document deleted leaves no folder (git keeps none): no documents, not a broken build
const entries = (
  existsSync(join(contentDir(), DOCUMENTS_FOLDER))
    ? loadCollection(DOCUMENTS_FOLDER, securityDocumentSchema)
    : []
).toSorted(
  (a, b) =>
    DOCUMENT_KINDS.indexOf(a.kind) - DOCUMENT_KINDS.indexOf(b.kind) ||
    a.title.localeCompare(b.title),
);

/** The PDF of a public document, on disk beside its entry. */
export const publicPdfOf = (entry: { file: string; pdf: string }) =>
  resolve(dirname(entry.file), entry.pdf);

// a public document's upload must be there: the page links it as a download
failOn(
  entries.flatMap((entry) =>
    entry.access === "public" && !existsSync(publicPdfOf(entry))
      ? [`${entry.file}: access: no file ${entry.pdf} beside the entry: upload the PDF again`]
      : [],
  ),
);

/** Every document, as the release check reads them (with their files). */
export const securityDocuments = entries;

const nda = loadCollection("settings", nonDisclosureSchema, NON_DISCLOSURE_SLUG)[0];
if (!nda) failOn([`content/settings/${NON_DISCLOSURE_SLUG}.yaml: (the file): missing`]);

/** The non-disclosure terms, as the release check reads them. */
export const nonDisclosure = nda!;

/** The section's fixed copy (its headings follow the site's Title Case). */
const words = {
  id: "security-pack",
  title: "Security Review Documents",
  intro:
    "The documents a hospital's security and procurement teams ask for. Public ones download at once; the others we send after a short review, under the non-disclosure terms below.",
  onRequest: "On request",
  download: "Download PDF",
  sample: "Sample",
  version: "Version",
  form: {
    title: "Request Documents",
    intro:
      "Tell us who you are and what you are evaluating. We review each request and reply by e-mail within 2 working days; an approved request gets a personal download link, valid for 72 hours.",
    ndaTitle: "Non-Disclosure Terms",
    ndaVersion: "Version",
    ndaAccept: (version: string) =>
      `I accept the non-disclosure terms (version ${version}) on behalf of my organisation.`,
    submit: "Request Documents",
    purposeHint: "For example: security review of an accelerator before a pilot.",
  },
};

/** What /trust shows and the request form offers. */
export const securityPack = {
  ...words,
  documents: entries.map((entry) => ({
    slug: entry.slug,
    title: entry.title,
    kind: DOCUMENT_KIND_LABELS[entry.kind],
    version: entry.version,
    date: { iso: entry.date, text: formatDate(entry.date) },
    summary: entry.summary,
    sample: entry.sample,
    href: entry.access === "public" ? securityDocumentPath(entry.slug) : undefined,
    /** the name a download is saved under: the slug and the version */
    fileName: `${entry.slug}-${entry.version.replace(/[^A-Za-z0-9.]+/g, "-")}.pdf`,
  })),
  /** what the form's document choices list: the restricted ones */
  requestable: entries
    .filter((entry) => entry.access === "restricted")
    .map((entry) => ({ value: entry.slug, label: entry.title })),
  accelerators: products.map((product) => ({ value: product.slug, label: product.title })),
  nda: {
    version: nda!.version,
    paragraphs: paragraphsOf(nda!.text),
    sample: nda!.sample,
  },
};

/** The public documents' PDFs the build copies, by slug. */
export const publicDocumentFiles = entries.flatMap((entry) =>
  entry.access === "public" ? [{ slug: entry.slug, path: publicPdfOf(entry) }] : [],
);
