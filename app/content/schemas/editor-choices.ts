// The entries an editor's picker offers, by their names: an author by the person's name, a
// topic, a case study or an accelerator by its title, a client by its description, each
// standing for its file name (the slug), which is what the files store. Editor-only, like the forms.
import { parse } from "yaml";

/** The collections a picker chooses from, and the field that names an entry. */
export const NAMED_BY = {
  team: "name",
  tags: "name",
  "case-studies": "title",
  products: "title",
  clients: "descriptor",
} as const;
export type PickedCollection = keyof typeof NAMED_BY;

// The files, read where the editor's forms are loaded (in the browser, Vitest, the content
// formatter: all through Vite); a file added or removed reloads the editor, so its pickers
// offer it (integrations/editor-ui-client.ts)
const files = import.meta.glob<string>(
  [
    "/content/team/*.yaml",
    "/content/tags/*.yaml",
    "/content/case-studies/*.yaml",
    "/content/products/*.yaml",
    "/content/clients/*.yaml",
  ],
  { eager: true, query: "?raw", import: "default" },
);

export interface Choice {
  /** what the editor shows: the entry's name or title */
  label: string;
  /** what the file stores: the entry's slug */
  value: string;
}

const read = new Map<PickedCollection, Choice[]>();

/** Every entry of `collection`, by its name, in alphabetical order of that name. */
export function choicesOf(collection: PickedCollection): Choice[] {
  const known = read.get(collection);
  if (known) return known;
  const prefix = `/content/${collection}/`;
  const choices = Object.entries(files)
    .filter(([path]) => path.startsWith(prefix) && !path.slice(prefix.length).includes("/"))
    .map(([path, source]) => {
      const value = path.slice(prefix.length, -".yaml".length);
      let name: unknown;
      try {
        name = (parse(source) as Record<string, unknown> | null)?.[NAMED_BY[collection]];
      } catch {
        // a broken file still offers its slug; the editor says what is wrong when it opens
      }
      return { label: typeof name === "string" && name.trim() ? name.trim() : value, value };
    })
    .toSorted((a, b) => a.label.localeCompare(b.label) || a.value.localeCompare(b.value));
  read.set(collection, choices);
  return choices;
}

/** The entry's name, or its slug when no entry has it. */
export function nameOf(collection: PickedCollection, slug: string | null | undefined): string {
  if (!slug) return "";
  return choicesOf(collection).find((choice) => choice.value === slug)?.label ?? slug;
}
