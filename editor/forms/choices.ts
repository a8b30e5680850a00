// The entries an editor's picker offers, by their names: an author by the person's name, a
// topic, a case study or an accelerator by its title, a client by its description, each
// standing for its file name (the slug), which is what the files store. Read from the
// repository as it is now, each time a form opens (issue 44): in `npm run edit` from this
// checkout (editor-ui.ts answers CHOICES_PATH), in the production editor from the branch being
// edited, through GitHub's API with the signed-in person's token (decision 0032). An entry
// created a moment ago is offered at once, with no reload of the editor. Editor-only.
import { useEffect, useState } from "react";
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

/** Collections whose entries take a place in a list, and the field that names an entry. */
export const PLACED = { testimonials: "name" } as const;
export type PlacedCollection = keyof typeof PLACED;
/** Every collection the editor reads as it is now (editor-ui.ts answers these alone). */
export const READABLE = [...Object.keys(NAMED_BY), ...Object.keys(PLACED)];

export interface Choice {
  /** what the editor shows: the entry's name or title */
  label: string;
  /** what the file stores: the entry's slug */
  value: string;
}

/** Where `npm run edit` answers a collection's choices (integrations/editor-ui.ts). */
export const CHOICES_PATH = "/keystatic-choices/";

/** A collection's files: each file's name (`rohan-kulkarni.yaml`) and its text. */
export type CollectionFiles = readonly { name: string; text: string }[];

/** The choices a collection's files make, in alphabetical order of their names. Pure. */
export function choicesFrom(collection: PickedCollection, files: CollectionFiles): Choice[] {
  return files
    .filter(({ name }) => /^[^/]+\.ya?ml$/.test(name))
    .map(({ name, text }) => {
      const value = name.replace(/\.ya?ml$/, "");
      let named: unknown;
      try {
        named = (parse(text) as Record<string, unknown> | null)?.[NAMED_BY[collection]];
      } catch {
        // a broken file still offers its slug; the editor says what is wrong when it opens
      }
      return { label: typeof named === "string" && named.trim() ? named.trim() : value, value };
    })
    .toSorted((a, b) => a.label.localeCompare(b.label) || a.value.localeCompare(b.value));
}

/** The production editor's page carries its repository (server/editor.ts, editor/settings.ts). */
function githubRepo(): { owner: string; name: string } | undefined {
  const json = document.getElementById("editor-settings")?.textContent;
  if (!json) return undefined;
  return (JSON.parse(json) as { repo?: { owner: string; name: string } }).repo;
}

const cookie = (name: string) =>
  document.cookie
    .split("; ")
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/** The branch the production editor is on: its address says (/keystatic/branch/<name>/…). */
const branchInAddress = () =>
  /^\/keystatic\/branch\/([^/]+)/.exec(location.pathname)?.[1] ?? undefined;

/** A collection's files on the branch being edited, in one request to GitHub's API. */
async function filesOnGitHub(collection: string): Promise<CollectionFiles> {
  const repo = githubRepo();
  const token = cookie("keystatic-gh-access-token");
  const branch = branchInAddress();
  if (!repo || !token || !branch) return [];
  const response = await fetch("https://api.github.com/graphql", {
    method: "POST",
    headers: { Authorization: `Bearer ${decodeURIComponent(token)}` },
    body: JSON.stringify({
      query:
        "query($owner:String!,$name:String!,$at:String!){repository(owner:$owner,name:$name){object(expression:$at){...on Tree{entries{name object{...on Blob{text}}}}}}}",
      variables: { ...repo, at: `${decodeURIComponent(branch)}:content/${collection}` },
    }),
  });
  if (!response.ok) return [];
  const data = (await response.json()) as {
    data?: {
      repository?: {
        object?: { entries?: { name: string; object?: { text?: string | null } | null }[] };
      };
    };
  };
  return (data.data?.repository?.object?.entries ?? []).map(({ name, object }) => ({
    name,
    text: object?.text ?? "",
  }));
}

/** The files in this checkout, from `npm run edit`'s server. */
async function filesHere(collection: string): Promise<CollectionFiles> {
  const response = await fetch(`${CHOICES_PATH}${collection}`);
  return response.ok ? ((await response.json()) as CollectionFiles) : [];
}

// what was last read, so a picker shows it at once and a list's item headings (which cannot
// wait) have names; each form that opens reads again
const known = new Map<PickedCollection, Choice[]>();
const listeners = new Set<() => void>();

/** A collection's files as they are now, on the branch being edited or in this checkout. */
export function currentFiles(collection: string): Promise<CollectionFiles> {
  const github = branchInAddress() !== undefined;
  return (github ? filesOnGitHub(collection) : filesHere(collection)).catch(
    () => [] as CollectionFiles,
  );
}

/**
 * The other entries at place `place` in `files` (each by its name), the entry `self` (its
 * file name) aside: two quotes at the same place in the slider. Pure.
 */
export function samePlace(
  files: CollectionFiles,
  nameField: string,
  self: string | undefined,
  place: number | null,
): string[] {
  if (place === null) return [];
  return files.flatMap(({ name, text }) => {
    if (name.replace(/\.ya?ml$/, "") === self) return [];
    try {
      const data = parse(text) as Record<string, unknown> | null;
      return data?.order === place ? [String(data[nameField] ?? name)] : [];
    } catch {
      return [];
    }
  });
}

/** Reads `collection`'s entries as they are now, and tells every picker. */
export async function refreshChoices(collection: PickedCollection): Promise<Choice[]> {
  const files = await currentFiles(collection);
  const choices = choicesFrom(collection, files);
  known.set(collection, choices);
  for (const listener of listeners) listener();
  return choices;
}

/** The entries last read, or undefined before the first read. */
export const choicesOf = (collection: PickedCollection): readonly Choice[] | undefined =>
  known.get(collection);

/** A picker's entries: those last read at once, then as they are now (read on opening). */
export function useChoices(collection: PickedCollection): readonly Choice[] | undefined {
  const [, redraw] = useState(0);
  useEffect(() => {
    const listener = () => redraw((count) => count + 1);
    listeners.add(listener);
    void refreshChoices(collection);
    return () => {
      listeners.delete(listener);
    };
  }, [collection]);
  return known.get(collection);
}

/** The entry's name, or its slug before its collection is read or when no entry has it. */
export function nameOf(collection: PickedCollection, slug: string | null | undefined): string {
  if (!slug) return "";
  return known.get(collection)?.find((choice) => choice.value === slug)?.label ?? slug;
}
