// The proof of a figure in the case study's form (schemas/figure.ts declares it once): its
// fields, in the declared order. Editor-only.
import { figureProofWords } from "./figure.ts";
import { editorField } from "./words.editor.ts";

export const figureProofFields = Object.fromEntries(
  Object.entries(figureProofWords).map(([key, word]) => [key, editorField(word.editor, false)]),
);
