import { z } from "zod";
import { text } from "./content-fields.ts";
import { field, strictOf } from "./content-words.ts";

// The non-disclosure terms a visitor accepts when requesting restricted documents (issue 42,
// decision 0029): content/settings/non-disclosure.yaml, "Non-disclosure terms" in the editor
// (its form made from the fields below, app/content/schemas/non-disclosure.ts). /trust shows the text beside the acceptance
// box and posts its version with the request; the server reads the same file at start and
// records the version accepted with each request.

/** Where the file lives under the content folder (CONTENT_DIR). */
export const NON_DISCLOSURE_FILE = "settings/non-disclosure.yaml";
/** Its slug among the settings' files (content/settings/<slug>.yaml). */
export const NON_DISCLOSURE_SLUG = "non-disclosure";

/** The terms, declared once: the server's schema and the editor's form (app/content/schemas/non-disclosure.ts). */
export const nonDisclosureFields = {
  /** changed whenever the text changes: the version a requester accepted is recorded */
  version: field(z.union([z.number().transform(String), z.string()]).pipe(text), {
    kind: "line",
    label: "Version",
    description:
      "Change it whenever you change the terms: each request records the version its sender accepted.",
  }),
  /** the terms, paragraphs separated by a blank line */
  text: field(text, {
    kind: "text",
    label: "The terms",
    description:
      "Shown above the request form, beside the box a requester ticks. Separate paragraphs with an empty line.",
  }),
  /** a shipped sample: labelled on the page, refused by the launch check */
  sample: field(z.boolean().default(false), {
    kind: "flag",
    label: "Sample",
    description:
      "Stand-in terms until your own are written: the page marks them Sample, and the site will not be published while this is ticked.",
    default: false,
  }),
};

export const nonDisclosureSchema = strictOf(nonDisclosureFields);

export type NonDisclosure = z.output<typeof nonDisclosureSchema>;

/** The text's paragraphs, as the page shows them. */
export const paragraphsOf = (value: string): string[] =>
  value
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean);

/** What a release must not publish: the sample terms. `<file>: <field>: <problem>`. */
export function nonDisclosureProblems(
  file: string,
  terms: Pick<NonDisclosure, "sample">,
): string[] {
  return terms.sample
    ? [
        `${file}: sample: the non-disclosure terms are a sample: have them written for the company, then clear the mark`,
      ]
    : [];
}
