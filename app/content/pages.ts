// The pages' content files (content/pages/*.yaml, decision 0025), read at build time through
// their schemas (schemas/pages.ts): one file per page, its facts and its words.
import { withCompanyDetails } from "./company-details.ts";
import { loadCollection, type Loaded } from "./load.ts";
import {
  pageSchema,
  type BasicPageFile,
  type PageFacts,
  type PageFile,
  type PageKey,
} from "./schemas/pages.ts";

/**
 * Every page file, in file-name order, with the company's details put into its words; a bad
 * file stops the build naming it.
 */
export const pageFiles = loadCollection("pages", pageSchema).map((file) =>
  withCompanyDetails(file, file.file),
) as Array<Loaded<PageFacts>>;

function fileOf(key: string): Loaded<PageFacts> {
  const file = pageFiles.find((entry) => entry.slug === key);
  if (!file) throw new Error(`content/pages/${key}.yaml: the page's words are missing`);
  return file;
}

/** The content of one page: content/pages/<key>.yaml. */
export function pageContent<K extends PageKey>(key: K): Loaded<PageFile<K>> {
  return fileOf(key) as unknown as Loaded<PageFile<K>>;
}

/** A page without words of its own declared (schemas/pages.ts): a heading and paragraphs. */
export function basicPageContent(key: string): Loaded<BasicPageFile> {
  return fileOf(key) as Loaded<BasicPageFile>;
}
