// The words of a page, declared once (decision 0025): each builder gives the zod schema the
// site reads the page's file with, and a plain description of the editor's field for it
// (words.editor.ts turns that into Keystatic's form). So a page's file, its schema and its
// form in the editor cannot disagree, and the site never imports the editor.
import { z } from "zod";
import { day, lines, text } from "./fields.ts";

/** How the editor shows one field: plain data, read only by words.editor.ts. */
export type EditorField =
  | {
      kind: "line" | "text";
      label: string;
      description?: string;
      optional?: boolean;
      /** the most characters it may hold */
      max?: number;
    }
  /** an entry's name that also makes its file name: the end of its page's address, or hidden */
  | { kind: "address"; label: string; base: string; example: string }
  | { kind: "fileName"; label: string }
  | { kind: "day" | "flag" | "number"; label: string; description?: string }
  | { kind: "lines"; label: string; description?: string; item: string }
  | {
      kind: "choice";
      label: string;
      description?: string;
      options: readonly Option[];
      /** the options are the site's icons: the editor shows each one drawn (words.editor.ts) */
      icons?: boolean;
    }
  | { kind: "group"; label: string; description?: string; fields: Record<string, EditorField> }
  | {
      kind: "list";
      label: string;
      description?: string;
      of: EditorField;
      /** the fields whose values name an item in the editor's list, joined */
      itemLabel: readonly string[];
      min: number;
    }
  | { kind: "fixed" };

export interface Option {
  value: string;
  label: string;
}

export interface Word<Z extends z.ZodType = z.ZodType> {
  zod: Z;
  editor: EditorField;
}

type Shape = Record<string, Word>;
type ZodShape<S extends Shape> = { [K in keyof S]: S[K]["zod"] };

/** One line: a heading, a label, a button's words. */
export const line = (label: string, description?: string): Word<typeof text> => ({
  zod: text,
  editor: { kind: "line", label, description },
});

/** A line the page can do without: left empty in the editor, it is not shown. */
export const optionalLine = (label: string, description?: string) => ({
  zod: z.preprocess((value) => (value === "" ? undefined : value), text.optional()),
  editor: { kind: "line" as const, label, description, optional: true },
});

/**
 * A paragraph, written on as many lines as it needs; `max` caps its length, with the site's
 * message when it runs over.
 */
export const paragraph = (
  label: string,
  description?: string,
  max?: { length: number; message: string },
): Word<typeof text> => ({
  zod: max ? text.max(max.length, max.message) : text,
  editor: { kind: "text", label, description, ...(max ? { max: max.length } : {}) },
});

/**
 * An entry's name, which also proposes its file name, the end of its page's address after
 * `base` (`example` shows one): a topic, a case study.
 */
export const addressName = (label: string, base: string, example: string): Word<typeof text> => ({
  zod: text,
  editor: { kind: "address", label, base, example },
});

/** An entry's name, which also makes its file name (a person, a client): the editor shows the name alone. */
export const fileName = (label: string): Word<typeof text> => ({
  zod: text,
  editor: { kind: "fileName", label },
});

/** Paragraphs or bullet points, one item each, at least one. */
export const paragraphs = (
  label: string,
  description?: string,
  item = "Paragraph",
): Word<typeof lines> => ({
  zod: lines,
  editor: { kind: "lines", label, description, item },
});

/** A calendar day, YYYY-MM-DD (the editor shows a date picker). */
export const date = (label: string, description?: string): Word<typeof day> => ({
  zod: day,
  editor: { kind: "day", label, description },
});

/** A whole number from 1: a position in a list. */
export const position = (label: string, description?: string): Word<z.ZodNumber> => ({
  zod: z.number().int().min(1, "must be 1 or more"),
  editor: { kind: "number", label, description },
});

/** Yes or no: a box to tick. */
export const flag = (label: string, description?: string): Word<z.ZodBoolean> => ({
  zod: z.boolean(),
  editor: { kind: "flag", label, description },
});

/** One of a fixed set, e.g. an icon: the file keeps the value, the editor shows the label. */
export function choice<const O extends readonly [Option, ...Option[]]>(
  label: string,
  options: O,
  description?: string,
  { icons = false }: { icons?: boolean } = {},
): Word<z.ZodEnum<{ [K in O[number]["value"]]: K }>> {
  const values = options.map((option) => option.value) as [string, ...string[]];
  return {
    zod: z.enum(values) as unknown as z.ZodEnum<{ [K in O[number]["value"]]: K }>,
    editor: { kind: "choice", label, description, options, ...(icons ? { icons } : {}) },
  };
}

/** A section of the page, or any set of fields shown together. */
export function group<S extends Shape>(
  label: string,
  fields: S,
  description?: string,
): Word<z.ZodObject<ZodShape<S>, z.core.$strict>> {
  const shape = Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, field.zod]),
  ) as ZodShape<S>;
  return {
    zod: z.strictObject(shape),
    editor: {
      kind: "group",
      label,
      description,
      fields: Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.editor])),
    },
  };
}

/**
 * Cards, steps, questions: as many as the owner adds (at least `min`, one unless said),
 * each named in the editor by its `itemLabel` field.
 */
export function list<S extends Shape>(
  label: string,
  fields: S,
  itemLabel: (keyof S & string) | readonly (keyof S & string)[],
  description?: string,
  min = 1,
): Word<z.ZodArray<z.ZodObject<ZodShape<S>, z.core.$strict>>> {
  const item = group(label, fields);
  return {
    zod: z.array(item.zod).min(min, "needs at least one"),
    editor: {
      kind: "list",
      label,
      description,
      of: item.editor,
      itemLabel: typeof itemLabel === "string" ? [itemLabel] : itemLabel,
      min,
    },
  };
}

/** A developer's fact kept in the file but not shown in the editor (Keystatic keeps it as is). */
export const fixed = <Z extends z.ZodType>(zod: Z): Word<Z> => ({ zod, editor: { kind: "fixed" } });

/** A page's words: the sections, in the order the page shows them. */
export type PageWords = Word<z.ZodObject<z.ZodRawShape, z.core.$strict>>;

/** Each `{name}` in a sentence becomes its value: an entry's title, a count, a page number. */
export const fillIn = (sentence: string, values: Record<string, string | number>): string =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
    sentence,
  );

/** `{count}` in a sentence becomes a number the site counts (e.g. the products): "Four". */
export const withCount = (sentence: string, count: string): string => fillIn(sentence, { count });
