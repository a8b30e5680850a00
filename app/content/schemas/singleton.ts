// A singleton declared once (issue 45, decision 0035): a form the editor shows for one file
// (the company's details, the trust page's facts), its fields built with the same builders as a
// collection's (words.ts), giving the zod schema the site reads the file with and the editor's
// form (words.editor.ts `singletonEditor`); its file, label and menu group said here once and
// read by keystatic.config.ts through app/content/singletons.ts.
import type { z } from "zod";
import type { MenuGroup } from "./collection.ts";
import { objectOf, type CrossCheck, type Readers, type Word } from "./words.ts";

type Shape = Record<string, Word>;
type ZodShape<S extends Shape> = { [K in keyof S]: S[K]["zod"] };

export interface SingletonDeclaration<S extends Shape = Shape> {
  /** content/<folder>/<name>.yaml, the one file the form edits */
  folder: string;
  name: string;
  /** the form's name in the editor, in the owner's words */
  label: string;
  menu: MenuGroup;
  fields: S;
  /** rules between fields, checked by the schema and by the editor at save (words.ts) */
  checks?: readonly CrossCheck[];
}

export interface DeclaredSingleton<S extends Shape = Shape> extends SingletonDeclaration<S> {
  /** the file as the Node loader, the scripts, the tests and Astro read it */
  schema: z.ZodObject<ZodShape<S>, z.core.$strict>;
  /** the file as Astro's content layer reads it, pictures as assets */
  schemaWith(readers: Readers): z.ZodType;
}

/** The declaration with its schema: every field's zod, no field the declaration does not name. */
export function declareSingleton<S extends Shape>(
  declaration: SingletonDeclaration<S>,
): DeclaredSingleton<S> {
  return {
    ...declaration,
    schema: objectOf(declaration.fields, declaration.checks),
    schemaWith: (readers) => objectOf(declaration.fields, declaration.checks, readers),
  };
}
