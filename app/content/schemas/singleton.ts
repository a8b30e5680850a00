// A singleton declared once (issue 45, decision 0035): a form the editor shows for one file
// (the company's details, the trust page's facts), its fields built with the same builders as a
// collection's (words.ts), giving the zod schema the site reads the file with and the editor's
// form (editor/forms/forms.ts `singletonEditor`); its file, label and menu group said here once and
// read by keystatic.config.ts through app/content/singletons.ts.
import { withSchemas, type DeclaredSchemas, type MenuGroup, type Shape } from "./collection.ts";
import type { CrossCheck } from "./words.ts";

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

export type DeclaredSingleton<S extends Shape = Shape> = SingletonDeclaration<S> &
  DeclaredSchemas<S>;

/** The declaration with its schema: every field's zod, no field the declaration does not name. */
export function declareSingleton<S extends Shape>(
  declaration: SingletonDeclaration<S>,
): DeclaredSingleton<S> {
  return withSchemas<S, SingletonDeclaration<S>>(declaration);
}
