// A collection declared once (issue 45, decision 0035): its fields, built with the pages' word
// builders (words.ts), give both the zod schema the site reads each file with and the editor's
// form (editor/forms/forms.ts makes it); its folder, label and menu group are said here once and
// read by content.config.ts, keystatic.config.ts and the pages' modules (load.ts).
import type { z } from "zod";
import type { MarkdownText } from "./entry-words.ts";
import { objectOf, type CrossCheck, type Readers, type Word } from "./words.ts";

export type Shape = Record<string, Word>;
type ZodShape<S extends Shape> = { [K in keyof S]: S[K]["zod"] };

/** What a declaration's fields give, for a collection's entries and a singleton's file alike. */
export interface DeclaredSchemas<S extends Shape> {
  /** the data as the Node loader, the scripts and the tests read it (a picture: its path) */
  schema: z.ZodObject<ZodShape<S>, z.core.$strict>;
  /** the data as Astro's content layer reads it (content.config.ts passes its image()) */
  schemaWith(readers: Readers): z.ZodType;
}

/** The declaration with its schema: every field's zod, no field the declaration does not name. */
export function withSchemas<S extends Shape, D extends { fields: S; checks?: readonly CrossCheck[] }>(
  declaration: D,
): D & DeclaredSchemas<S> {
  return {
    ...declaration,
    schema: objectOf(declaration.fields, declaration.checks),
    schemaWith: (readers) => objectOf(declaration.fields, declaration.checks, readers),
  };
}

/** Where the editor's menu lists a collection (keystatic.config.ts's navigation). */
export type MenuGroup = "Lists" | "Company";

export interface CollectionDeclaration<S extends Shape = Shape> {
  /**
   * content/<folder>/, one YAML file per entry (with a `body`, a Markdown file, its fields the
   * front matter), its file name the entry's slug
   */
  folder: string;
  /** the collection's name in the editor, in the owner's words */
  label: string;
  menu: MenuGroup;
  /** the field whose value names the entry and makes its file name */
  slugField: keyof S & string;
  /** the fields the editor's list of entries shows */
  columns: readonly (keyof S & string)[];
  fields: S;
  /** rules between fields, checked by the schema and by the editor at save (words.ts) */
  checks?: readonly CrossCheck[];
  /** the entry's Markdown text after its fields (a post's): not in the schema, Astro renders it */
  body?: MarkdownText;
  /** where the editor's Preview button leads, `{slug}` the entry's file name */
  previewUrl?: string;
}

export type DeclaredCollection<S extends Shape = Shape> = CollectionDeclaration<S> &
  DeclaredSchemas<S>;

/** The declaration with its schema: every field's zod, no field the declaration does not name. */
export function declareCollection<S extends Shape>(
  declaration: CollectionDeclaration<S>,
): DeclaredCollection<S> {
  return withSchemas<S, CollectionDeclaration<S>>(declaration);
}
