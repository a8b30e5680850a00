// The words of a page, declared once (decision 0025): each builder gives the zod schema the
// site reads the page's file with, and a plain description of the editor's field for it
// (editor/forms/field.ts turns that into Keystatic's form). So a page's file, its schema and its
// form in the editor cannot disagree, and the site never imports the editor.
import { z } from "zod";
import type { ShownField } from "#common/schemas/content-words.ts";
import { day, lines, text } from "./fields.ts";

/** How the editor shows one field: plain data, read only by editor/forms/field.ts. */
export type EditorField =
  | {
      kind: "line" | "text";
      label: string;
      description?: string;
      optional?: boolean;
      /** the most characters it may hold */
      max?: number;
      /** what a new entry starts with */
      default?: string;
      /** a rule the editor checks as the owner types, refusing to save (`message` under it) */
      pattern?: { regex: RegExp; message: string };
      /** a launch rule the editor warns of as the owner types, still saving (a GSTIN's check) */
      warn?: (value: string) => string | undefined;
      /** the site's cap, said at save in its words (a post's summary; entry-words.ts) */
      cap?: Cap;
    }
  /** an entry's name that also makes its file name: the end of its page's address, or hidden */
  | { kind: "address"; label: string; base: string; example: string; max?: Cap }
  | { kind: "fileName"; label: string; max?: Cap }
  | {
      kind: "day";
      label: string;
      description?: string;
      optional?: boolean;
      /** a new entry starts with today's date */
      today?: boolean;
    }
  | { kind: "flag"; label: string; description?: string; default?: boolean }
  /** `default`: a new entry's; `place`: a place in that folder's list (editor/forms/choices.ts PLACED) */
  | { kind: "number"; label: string; description?: string; min: number; default?: number; place?: string }
  /** a picture stored beside the entry (content/<folder>/<slug>/), or a link, both optional */
  | { kind: "image" | "link"; label: string; description?: string; required?: boolean }
  /** another entry, chosen by its name, stored as its file name (editor/forms/choices.ts NAMED_BY) */
  | { kind: "pick"; label: string; description?: string; collection: string; required: boolean }
  /** entries of a collection ticked by their names, at least `min` (entry-words.ts `picks`) */
  | { kind: "picks"; label: string; description?: string; collection: string; min: number }
  /** `oneLine`: each item a line (an address's), not a paragraph */
  | { kind: "lines"; label: string; description?: string; item: string; oneLine?: boolean }
  /** short texts, one item each, none required by the editor: names, points */
  | { kind: "texts"; label: string; description?: string; item: string; multiline: boolean; min: number }
  /** any of a fixed set, ticked */
  | { kind: "choices"; label: string; description?: string; options: readonly Option[] }
  /** a picture of the entry's own and its words, optional together (entry-words.ts) */
  | { kind: "cover"; shape: string }
  /** one of the site's drawings, chosen by its picture (editor/forms/art.tsx draws each set) */
  | { kind: "drawing"; label: string; description: string; set: DrawingSet; default: string }
  | {
      kind: "choice";
      label: string;
      description?: string;
      options: readonly Option[];
      /** the options are the site's icons: the editor shows each one drawn (editor/forms/field.ts) */
      icons?: boolean;
      /** what a new entry starts with (the first option unless said) */
      default?: string;
    }
  | {
      kind: "group";
      label: string;
      description?: string;
      fields: Record<string, EditorField>;
      checks?: readonly CrossCheck[];
    }
  | {
      kind: "list";
      label: string;
      description?: string;
      of: EditorField;
      /** the fields whose values name an item in the editor's list, joined (by ": " unless said) */
      itemLabel: readonly string[];
      join?: string;
      /** the item's heading made from its values, when joining them is not enough */
      heading?: (values: Record<string, unknown>) => string;
      min: number;
      max?: number;
    }
  | { kind: "fixed" }
  /** a name making the file name, an upload, a choice bringing its own field (common's content) */
  | Extract<ShownField, { kind: "slug" | "file" | "conditional" }>;

type Cap = { length: number; message: string }; // a length the site caps a text at, its words
/** The site's sets of drawings an entry may stand under (components/art). */
export type DrawingSet = "product" | "caseStudy" | "post";

export interface Option {
  value: string;
  label: string;
}

/**
 * How the site reads what the Node loader reads as plain text: a picture is Astro's `image()`
 * in content.config.ts (an asset it can resize), its path as text everywhere else.
 */
export interface Readers {
  image: z.ZodType;
}

export interface Word<Z extends z.ZodType = z.ZodType> {
  /** the field as the Node loader, the scripts and the tests read it */
  zod: Z;
  editor: EditorField;
  /** the field as Astro's content layer reads it, when that differs (a picture) */
  read?: (readers: Readers) => z.ZodType;
}

/**
 * A rule between fields (a photo needs its words; the last day after the first), checked by
 * the site's schema and by the editor at save, in the same words. `holds` gets the entry's
 * values as the schema gives them (the editor gives an empty field as undefined, a picture as
 * its file name), so it must say yes when a field it reads is still empty and not its business.
 */
export interface CrossCheck {
  /** the fields it reads, in their declared order */
  fields: readonly string[];
  holds: (entry: Record<string, unknown>) => boolean;
  message: string;
  /** where the problem is said: the last field it reads unless said ([]: the group itself) */
  path?: readonly string[];
  /** false: the schema's alone, the editor's fields already keep it (a drawing always chosen) */
  editor?: false;
}

type Shape = Record<string, Word>;
type ZodShape<S extends Shape> = { [K in keyof S]: S[K]["zod"] };

/** The editor writes an empty optional field as null or ""; that is no value. */
export const absent = (value: unknown) => (value === null || value === "" ? undefined : value);

/** The field as `readers` read it: a picture as Astro's image() in content.config.ts. */
const zodWith = (word: Word, readers?: Readers) =>
  readers && word.read ? word.read(readers) : word.zod;

/** The fields' zod as a strict object (with `readers`, as Astro reads them), its checks applied. */
export function objectOf<S extends Shape>(
  fields: S,
  checks: readonly CrossCheck[] = [],
  readers?: Readers,
): z.ZodObject<ZodShape<S>, z.core.$strict> {
  const shape = Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, zodWith(field, readers)]),
  ) as ZodShape<S>;
  // refine, as the hand-written schemas did: it runs once every field is valid
  return checks.reduce(
    (object, check) =>
      object.refine((entry) => check.holds(entry as Record<string, unknown>), {
        message: check.message,
        path: [...(check.path ?? [check.fields.at(-1)!])],
      }),
    z.strictObject(shape),
  );
}

const reads = (fields: Shape) => Object.values(fields).some((field) => field.read);

/** What the editor checks of a line as the owner types (`EditorField`'s `pattern` and `warn`). */
type LineChecks = Pick<Extract<EditorField, { kind: "line" | "text" }>, "pattern" | "warn">;

/** One line: a heading, a label, a button's words; `start`: a new entry's words. */
export const line = (
  label: string,
  description?: string,
  { start, ...checks }: { start?: string } & LineChecks = {},
): Word<typeof text> => ({
  zod: text,
  editor: { kind: "line", label, description, ...(start ? { default: start } : {}), ...checks },
});

/** A line the page can do without: left empty in the editor, it is not shown. */
export const optionalLine = (label: string, description?: string) => ({
  zod: z.preprocess(absent, text.optional()),
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
export const fileName = (label: string, max?: { length: number; message: string }) => ({
  zod: max ? text.max(max.length, max.message) : text,
  editor: { kind: "fileName" as const, label, ...(max ? { max } : {}) },
});

/** Paragraphs or bullet points, one item each, at least one; `oneLine`: lines (an address). */
export const paragraphs = (
  label: string,
  description?: string,
  item = "Paragraph",
  { oneLine = false }: { oneLine?: boolean } = {},
): Word<typeof lines> => ({
  zod: lines,
  editor: { kind: "lines", label, description, item, ...(oneLine ? { oneLine } : {}) },
});

/** A calendar day, YYYY-MM-DD (the editor shows a date picker); `today`: a new entry's date. */
export const date = (
  label: string,
  description?: string,
  { today = false }: { today?: boolean } = {},
): Word<typeof day> => ({
  zod: day,
  editor: { kind: "day", label, description, ...(today ? { today } : {}) },
});

/** A day the entry may not have yet (left empty in the editor: none). */
export const optionalDate = (label: string, description?: string) => ({
  zod: z.preprocess(absent, day.optional()),
  editor: { kind: "day" as const, label, description, optional: true },
});

/** A whole number from `min`. */
export const wholeNumber = (
  label: string,
  { min, description }: { min: number; description?: string },
): Word<z.ZodNumber> => ({
  zod: z.number().int().min(min, `must be ${min} or more`),
  editor: { kind: "number", label, description, min },
});

/** A whole number from 1: a position in a list. */
export const position = (label: string, description?: string): Word<z.ZodNumber> =>
  wholeNumber(label, { min: 1, description });

/** Yes or no: a box to tick; `start`: a new entry's box (the file must still say). */
export const flag = (
  label: string,
  description?: string,
  { start }: { start?: boolean } = {},
): Word<z.ZodBoolean> => ({
  zod: z.boolean(),
  editor: { kind: "flag", label, description, ...(start === undefined ? {} : { default: start }) },
});

/** Yes or no, `ticked` unless the file says otherwise (a new entry starts so too). */
export const flagDefault = (label: string, ticked: boolean, description?: string) => ({
  zod: z.boolean().default(ticked),
  editor: { kind: "flag" as const, label, description, default: ticked },
});

/**
 * A picture of the entry's own, stored beside its file (`./meera-iyer/photo.webp`), optional:
 * its path as text here, Astro's image() for the site.
 */
export const picture = (label: string, description?: string) => ({
  zod: z.preprocess(absent, text.optional()),
  read: ({ image }: Readers) => z.preprocess(absent, image.optional()),
  editor: { kind: "image" as const, label, description },
});

/** A full https:// address, or nothing. */
export const httpsLink = z.preprocess(
  absent,
  z.url({ protocol: /^https$/, error: "must be a full https:// address" }).optional(),
);

/** A link elsewhere (https://…), optional. */
export const link = (label: string, description?: string) => ({
  zod: httpsLink,
  editor: { kind: "link" as const, label, description },
});

/**
 * Another entry of `collection` (a folder the editor's pickers read, editor/forms/choices.ts),
 * chosen by its name, kept as its file name; the loader checks that it exists.
 */
export function entry<R extends boolean = true>(
  label: string,
  collection: string,
  { description, required = true as R }: { description?: string; required?: R } = {},
) {
  const optional = z.preprocess(absent, text.optional());
  return {
    zod: (required ? text : optional) as [R] extends [false] ? typeof optional : typeof text,
    editor: { kind: "pick" as const, label, description, collection, required },
  };
}

/** One of a fixed set, e.g. an icon: the file keeps the value, the editor shows the label. */
export function choice<const O extends readonly [Option, ...Option[]]>(
  label: string,
  options: O,
  description?: string,
  { icons = false, start }: { icons?: boolean; start?: O[number]["value"] } = {},
): Word<z.ZodEnum<{ [K in O[number]["value"]]: K }>> {
  const values = options.map((option) => option.value) as [string, ...string[]];
  return {
    zod: z.enum(values) as unknown as z.ZodEnum<{ [K in O[number]["value"]]: K }>,
    editor: {
      kind: "choice",
      label,
      description,
      options,
      ...(icons ? { icons } : {}),
      ...(start ? { default: start } : {}),
    },
  };
}

/** A section of the page, or any set of fields shown together; `checks` between them. */
export function group<S extends Shape>(
  label: string,
  fields: S,
  description?: string,
  checks: readonly CrossCheck[] = [],
): Word<z.ZodObject<ZodShape<S>, z.core.$strict>> {
  return {
    zod: objectOf(fields, checks),
    ...(reads(fields) ? { read: (readers: Readers) => objectOf(fields, checks, readers) } : {}),
    editor: {
      kind: "group",
      label,
      description,
      fields: Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.editor])),
      ...(checks.length > 0 ? { checks } : {}),
    },
  };
}

/**
 * Cards, steps, questions: as many as the owner adds (at least `min`, one unless said, and at
 * most `max`, the build saying `fewer` or `more`; or `exactly` so many), each named in the
 * editor by its `itemLabel` fields (the filled ones joined by ": ", or the list's label; with
 * `join`, all of them so joined, blank while they are).
 */
export function list<S extends Shape>(
  label: string,
  fields: S,
  itemLabel: (keyof S & string) | readonly (keyof S & string)[],
  description?: string,
  min = 1,
  { exactly, join, max, fewer = "needs at least one", more }: ListSize = {},
): Word<z.ZodArray<z.ZodObject<ZodShape<S>, z.core.$strict>>> {
  const item = group(label, fields);
  const sized = <Z extends z.ZodType>(array: z.ZodArray<Z>) =>
    exactly !== undefined
      ? array.length(exactly)
      : max === undefined
        ? array.min(min, fewer)
        : array.min(min, fewer).max(max, more);
  return {
    zod: sized(z.array(item.zod)),
    ...(item.read ? { read: (readers: Readers) => sized(z.array(item.read!(readers))) } : {}),
    editor: {
      kind: "list",
      label,
      description,
      of: item.editor,
      itemLabel: typeof itemLabel === "string" ? [itemLabel] : itemLabel,
      ...(join === undefined ? {} : { join }),
      ...(exactly === undefined ? { min, ...(max ? { max } : {}) } : { min: exactly, max: exactly }),
    },
  };
}

type ListSize = { exactly?: number; join?: string; max?: number; fewer?: string; more?: string };

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
