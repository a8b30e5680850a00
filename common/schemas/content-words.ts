import { z } from "zod";

// A field of the owner's content declared once, for the content the server reads too (the
// acknowledgement e-mail, the non-disclosure terms, decisions 0023 and 0029): the rule its value
// keeps (zod) and how the editor shows it, as plain data that the editor's form is made from
// (editor/forms/field.ts; the kinds are those of words.ts's `EditorField`, which
// the app's declarations of these files check by type). The site's own content is declared with
// words.ts's builders; these live in common/ because the server may not import app/.

interface Option {
  value: string;
  label: string;
}

/**
 * How the editor shows a field declared here: a line or a paragraph (`pattern`: checked as the
 * owner types), a day, a tick box, one of a set, a section, a name that makes the file name,
 * an uploaded file, or a choice whose answer brings its own field.
 */
export type ShownField =
  | {
      kind: "line" | "text";
      label: string;
      description?: string;
      optional?: boolean;
      pattern?: { regex: RegExp; message: string };
    }
  | { kind: "day"; label: string; description?: string }
  | { kind: "flag"; label: string; description?: string; default?: boolean }
  | {
      kind: "choice";
      label: string;
      description?: string;
      options: readonly Option[];
      default?: string;
    }
  | { kind: "group"; label: string; description?: string; fields: Record<string, ShownField> }
  | {
      kind: "slug";
      label: string;
      description?: string;
      slug: { label: string; description: string };
    }
  | { kind: "file"; label: string; description?: string }
  | {
      kind: "conditional";
      label: string;
      options: readonly Option[];
      default: string;
      values: Record<string, ShownField>;
    };

export interface Declared<Z extends z.ZodType = z.ZodType> {
  zod: Z;
  editor: ShownField;
}

type Shape = Record<string, Declared>;
type Zods<S extends Shape> = { [K in keyof S]: S[K]["zod"] };

/** A field: its rule and how the editor shows it. */
export const field = <Z extends z.ZodType>(zod: Z, editor: ShownField): Declared<Z> => ({
  zod,
  editor,
});

/** The fields' rules as one strict object: no key the declaration does not name. */
export const strictOf = <S extends Shape>(fields: S) =>
  z.strictObject(
    Object.fromEntries(Object.entries(fields).map(([key, { zod }]) => [key, zod])) as Zods<S>,
  );

/** Fields shown together under `label` (a form's words in the e-mail). */
export const section = <S extends Shape>(label: string, fields: S) => ({
  zod: strictOf(fields),
  editor: {
    kind: "group" as const,
    label,
    fields: Object.fromEntries(Object.entries(fields).map(([key, { editor }]) => [key, editor])),
  },
});
