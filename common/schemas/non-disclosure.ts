import { z } from "zod";
import { text } from "./content-fields.ts";

// The non-disclosure terms a visitor accepts when requesting restricted documents (issue 42,
// decision 0029): content/settings/non-disclosure.yaml, "Non-disclosure terms" in the editor
// (app/content/schemas/non-disclosure.editor.ts). /trust shows the text beside the acceptance
// box and posts its version with the request; the server reads the same file at start and
// records the version accepted with each request.

/** Where the file lives under the content folder (CONTENT_DIR). */
export const NON_DISCLOSURE_FILE = "settings/non-disclosure.yaml";
/** Its slug among the settings' files (content/settings/<slug>.yaml). */
export const NON_DISCLOSURE_SLUG = "non-disclosure";

export const nonDisclosureSchema = z
  .object({
    /** changed whenever the text changes: the version a requester accepted is recorded */
    version: z.union([z.number().transform(String), z.string()]).pipe(text),
    /** the terms, paragraphs separated by a blank line */
    text,
    /** a shipped sample: labelled on the page, refused by a release build */
    sample: z.boolean().default(false),
  })
  .strict();

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
