// One form per page in the editor (decision 0025): every file in content/pages/, under the
// page's name, its sections in the page's order. Editor-only: the site never imports it.
import { pageForms, pageShape } from "../../app/content/schemas/pages.ts";
import { pageEditor } from "./forms.ts";

// the page files present (Vite lists them where the editor runs, in the browser or in Node)
const files = Object.keys(import.meta.glob("/content/pages/*.yaml")).map((file) =>
  file.replace(/^.*\/|\.yaml$/g, ""),
);
const known = Object.keys(pageForms);
const order = [...known, ...files.filter((key) => !known.includes(key)).sort()];

/** A basic page's name in the editor: its file name, words capitalised. */
const named = (key: string) =>
  key in pageForms
    ? pageForms[key as keyof typeof pageForms].label
    : key.replace(/-/g, " ").replace(/^./, (first) => first.toUpperCase());

export const pagesEditor: Record<
  `page-${string}`,
  ReturnType<typeof pageEditor>
> = Object.fromEntries(
  order
    .filter((key) => files.includes(key))
    .map((key) => [`page-${key}`, pageEditor(key, named(key), pageShape(key))]),
);
