// The builders only the collections' entries need (words.ts has the pages' and the shared
// ones): a fact filled in over time, short texts, ticked choices, a cover picture, a drawing,
// an optional paragraph, a number with a start, a list of one field, a list that may be empty;
// for posts, a name and a paragraph the site caps in its words, entries ticked by their names
// and the Markdown text after the front matter. Each gives its zod and a plain description of
// its editor field (editor/forms/field.ts).
import { z } from "zod";
import { cover, text } from "./fields.ts";
import {
  absent,
  type CrossCheck,
  type DrawingSet,
  type Option,
  type Readers,
  type Word,
} from "./words.ts";

type Cap = { length: number; message: string };

/**
 * A fact of a block the owner fills in over time (an accelerator's validation facts): the
 * schema requires it once the block has any fact, so the editor saves it while still empty.
 */
export const fact = (label: string, description?: string, { multiline = true } = {}) => ({
  zod: text,
  editor: { kind: multiline ? ("text" as const) : ("line" as const), label, description, optional: true },
});

/**
 * Short texts, one item each, at least `min` (none unless said; an untouched list is empty):
 * the names of message types, the points a product is not for.
 */
export const texts = (
  label: string,
  description: string,
  item: string,
  { min = 0, multiline = false }: { min?: number; multiline?: boolean } = {},
) => ({
  zod:
    min > 0 ? z.array(text).min(min) : z.preprocess((value) => value ?? [], z.array(text)),
  editor: { kind: "texts" as const, label, description, item, multiline, min },
});

/** Any of a fixed set, at least `min`: the file keeps the values, the editor shows the labels. */
export function choices<const O extends readonly [Option, ...Option[]]>(
  label: string,
  options: O,
  description: string,
  { min = 0 }: { min?: number } = {},
) {
  const values = options.map((option) => option.value) as unknown as [
    O[number]["value"],
    ...O[number]["value"][],
  ];
  return {
    zod: z.array(z.enum(values)).min(min),
    editor: { kind: "choices" as const, label, description, options },
  };
}

/**
 * A picture of the entry's own with its words (`shape`: the proportions the page wants), both
 * optional together: the image's path as text here, Astro's image() for the site.
 */
export const coverPicture = (shape: string) => ({
  zod: cover(text),
  read: ({ image }: Readers) => cover(image),
  editor: { kind: "cover" as const, shape },
});

/**
 * A drawing (`art`) or a cover picture (`cover`), one of them: the schema's rule alone, since
 * the editor's drawing always has one chosen. `what` names the drawing ("an illustration").
 */
export const artOrCover = (what: string): CrossCheck => ({
  fields: ["art", "cover"],
  holds: ({ art, cover }) => art !== undefined || cover !== undefined,
  message: `name ${what} (art) or bring a picture (cover: image and alt)`,
  path: ["art"],
  editor: false,
});

/**
 * One of the site's drawings of `set` (`values`, their names), chosen by its picture; a new
 * entry starts with `start`. Optional in the file: a cover picture may stand in its place.
 */
export function drawing<const V extends readonly [string, ...string[]]>(
  label: string,
  description: string,
  set: DrawingSet,
  values: V,
  start: V[number] = values[0],
) {
  return {
    zod: z.enum(values).optional(),
    editor: { kind: "drawing" as const, label, description, set, default: start },
  };
}

/** A paragraph the entry can do without (a figure's sentence of context): left empty, none. */
export const optionalParagraph = (label: string, description?: string) => ({
  zod: z.preprocess(absent, text.optional()),
  editor: { kind: "text" as const, label, description, optional: true },
});

/**
 * A whole number from `min`, a new entry's `start` (a quote's result, 1 for the first); with
 * `place`, a place in that folder's list, which the editor warns of when another has it.
 */
export const count = (label: string, { min, start, description, place }: CountOptions) => ({
  zod: z.number().int().min(min, `must be ${min} or more`),
  editor: {
    kind: "number" as const,
    label,
    description,
    min,
    ...(start === undefined ? {} : { default: start }),
    ...(place ? { place } : {}),
  },
});

interface CountOptions {
  min: number;
  start?: number;
  description?: string;
  place?: string;
}

/**
 * As many of one field as the owner adds (technologies, picked entries), at least `min` and at
 * most `max` (the site's messages `fewer`, `more`); the editor heads each by its value's name.
 */
export function listOf<Z extends z.ZodType>(
  label: string,
  item: Word<Z>,
  { description, min = 0, max, fewer, more }: ListOptions = {},
) {
  const sized = (array: z.ZodArray<Z>) => {
    const least = min > 0 ? array.min(min, fewer) : array;
    return max === undefined ? least : least.max(max, more);
  };
  return {
    zod: sized(z.array(item.zod)),
    editor: {
      kind: "list" as const,
      label,
      description,
      of: item.editor,
      itemLabel: [],
      min,
      ...(max === undefined ? {} : { max }),
    },
  };
}
interface ListOptions {
  description?: string;
  min?: number;
  max?: number;
  fewer?: string;
  more?: string;
}

/** A list the entry may leave empty: the editor writes none as [], which the site reads as none. */
export const orNone = <Z extends z.ZodArray<z.ZodType>>(list: Word<Z>) => ({
  ...list,
  zod: list.zod.optional().transform((value) => (value?.length ? value : undefined)),
});

/** An entry's name making its page's address (addressName), capped at `max`, said at save in its words. */
export const cappedAddressName = (label: string, base: string, example: string, max: Cap) => ({
  zod: text.max(max.length, max.message),
  editor: { kind: "address" as const, label, base, example, max },
});

/** A paragraph capped at `max` (a post's summary), the editor saying the site's words at save. */
export const cappedParagraph = (label: string, description: string, max: Cap) => ({
  zod: text.max(max.length, max.message),
  editor: { kind: "text" as const, label, description, cap: max },
});

/** The editor writes an empty list as null or leaves it out: that is none. */
const slugs = z.preprocess((value) => absent(value) ?? [], z.array(text));

/**
 * Entries of `collection` ticked by their names (a post's topics, the accelerators it
 * discusses), kept as their file names, at least `min` (`fewer`: the site's words); the
 * loader checks each exists.
 */
export const picks = (
  label: string,
  collection: string,
  { description, min = 0, fewer }: { description?: string; min?: number; fewer?: string } = {},
) => ({
  zod: min > 0 ? slugs.pipe(z.array(text).min(min, fewer)) : slugs,
  editor: { kind: "picks" as const, label, description, collection, min },
});

/**
 * The entry's text after its front matter, in Markdown (a post's body): the file is then
 * `<slug>.md`, which Astro renders; the editor's rich text editor writes it
 * (editor/forms/markdown-body.ts). Not in the schema: the front matter is checked, the text
 * rendered.
 */
export const markdownText = (label: string, description: string) => ({
  kind: "markdown" as const,
  label,
  description,
});
export type MarkdownText = ReturnType<typeof markdownText>;
