// The pages' content files (content/pages/*.yaml, decision 0023), read at build time through
// their schemas (schemas/pages.ts): one file per page, its facts and its words.
import { loadCollection, type Loaded } from "./load.ts";
import { pageSchema, type PageFacts, type PageFile, type PageKey } from "./schemas/pages.ts";

/** Every page file, in file-name order; a bad file stops the build naming it. */
export const pageFiles = loadCollection("pages", pageSchema) as Array<Loaded<PageFacts>>;

/** The content of one page: content/pages/<key>.yaml. */
export function pageContent<K extends PageKey>(key: K): Loaded<PageFile<K>> {
  const file = pageFiles.find((entry) => entry.slug === key);
  if (!file) throw new Error(`content/pages/${key}.yaml: the page's words are missing`);
  return file as unknown as Loaded<PageFile<K>>;
}
