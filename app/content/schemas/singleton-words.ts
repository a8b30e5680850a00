// Builders the singletons brought (Company details, the trust page's facts), beside words.ts so
// that one stays under 400 lines, as entry-words.ts does for the collections' entries: a field
// with its own rule, a list headed by its values, a link the file must have. Each gives its zod
// and a plain description of its editor field (editor/forms/field.ts).
import { z } from "zod";
import type { Word } from "./words.ts";

/** A link the entry must have (any full address: a social network's page). */
export const requiredLink = (label: string, description?: string) => ({
  zod: z.url(),
  editor: { kind: "link" as const, label, description, required: true },
});


/** A list whose items the editor heads by `heading` of their values, when joining them is not enough. */
export const headed = <Z extends z.ZodType>(
  word: Word<Z>,
  heading: (values: Record<string, unknown>) => string,
): Word<Z> =>
  word.editor.kind === "list" ? { ...word, editor: { ...word.editor, heading } } : word;


/**
 * `word` read with its own rule (an e-mail address, a year, a country code): the editor's field
 * as the builder makes it, the file's value checked by `zod`.
 */
export const ruled = <W extends Word, Z extends z.ZodType>(word: W, zod: Z) => ({ ...word, zod });

