// The editor's forms (Keystatic's singletons and collections) made from the declarations the
// site reads its files with: a page's words (app/content/schemas/pages/), a declared collection
// (app/content/collections.ts) and a declared singleton (app/content/singletons.ts), each field
// made by `editorField` (field.ts). Editor-only: the site never imports it.
import { collection, singleton } from "@keystatic/core";
import type { ComponentSchema } from "@keystatic/core";
import type { DeclaredCollection, Shape } from "../../app/content/schemas/collection.ts";
import type { DeclaredSingleton } from "../../app/content/schemas/singleton.ts";
import type { CrossCheck } from "../../app/content/schemas/words.ts";
import { crossChecked } from "./cross-checks.tsx";
import { editorField } from "./field.ts";
import { markdownBody } from "./markdown-body.ts";

/**
 * A declaration's fields as the editor's, in the declared order, its rules checked at save. A
 * page's words may name the company's details in braces; an entry's do not (field.ts).
 */
const formFields = (declared: { fields: Shape; checks?: readonly CrossCheck[] }, braces = false) =>
  crossChecked(
    Object.fromEntries(
      Object.entries(declared.fields).map(([name, word]) => [
        name,
        editorField(word.editor, braces),
      ]),
    ),
    declared.checks,
  );

/** A form of one YAML file. */
const oneFile = (label: string, path: string, schema: Record<string, ComponentSchema>) =>
  singleton({ label, path, format: { data: "yaml" }, schema });

/** A page's form: its file content/pages/<key>.yaml, its fields in the page's order. */
export const pageEditor = (key: string, label: string, shape: Shape) =>
  oneFile(label, `content/pages/${key}`, formFields({ fields: shape }, true));

/** A declared singleton's form: its one file, its fields in the declared order. */
export const singletonEditor = (declared: DeclaredSingleton) =>
  oneFile(declared.label, `content/${declared.folder}/${declared.name}`, formFields(declared));

/**
 * A declared collection's form: its folder's YAML files, its fields in the declared order; with
 * a body, Markdown files, the fields their front matter and the text in the rich text editor.
 */
export function collectionEditor(declared: DeclaredCollection) {
  const { body } = declared;
  const folder = `content/${declared.folder}`;
  return collection({
    label: declared.label,
    path: `${folder}/*`,
    // typed as YAML's: with a body, Keystatic's types would know the entry by its body alone
    format: (body ? { contentField: "body" } : { data: "yaml" }) as { data: "yaml" },
    ...(body ? { entryLayout: "content" as const } : {}),
    // Keystatic's types want the slug field's key known to be a slug field: the declaration's
    // builders make it one (addressName, fileName), which its types cannot follow
    slugField: declared.slugField as never,
    columns: [...declared.columns] as never[],
    ...(declared.previewUrl ? { previewUrl: declared.previewUrl } : {}),
    schema: {
      ...formFields(declared),
      // pictures placed in the text are kept beside the entry, <folder>/<slug>/ (decision 0039)
      ...(body ? { body: markdownBody({ ...body, folder }) } : {}),
    } as Record<string, ComponentSchema>,
  });
}
