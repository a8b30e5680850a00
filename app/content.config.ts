// Astro's content collections: the files under content/ (or CONTENT_DIR), each collection
// with its schema from app/content/schemas/. Astro checks every file against it when the
// site is built or served; the pages' shared modules read the same files through the same
// schemas with app/content/load.ts.
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { contentDir } from "./content/load.ts";
import { settingsSchema } from "./content/schemas/settings.ts";
import { trustSchema } from "./content/schemas/trust.ts";
import { securityDocumentSchema } from "./content/schemas/security-document.ts";
import { nonDisclosureSchema } from "./content/schemas/non-disclosure.ts";
import { declaredCollections } from "./content/collections.ts";

const entries = (collection: string, name = "*") =>
  glob({ pattern: `${name}.{yaml,yml}`, base: `${contentDir()}/${collection}` });

/**
 * The collections declared once (content/collections.ts): each its folder and schema. An entry
 * named by another (a case study's client) is checked by app/content's modules, which stop the
 * build on a broken one (Astro's reference() would only log it).
 */
const declared = Object.fromEntries(
  Object.entries(declaredCollections).map(([key, collection]) => [
    key,
    defineCollection({
      // with a body (the insights), Markdown files, their fields the front matter
      loader: collection.body
        ? glob({ pattern: "*.md", base: `${contentDir()}/${collection.folder}` })
        : entries(collection.folder),
      // a picture becomes an asset that astro:assets can resize
      schema: ({ image }) => collection.schemaWith({ image: image() }),
    }),
  ]),
) as { [K in keyof typeof declaredCollections]: ReturnType<typeof defineCollection> };

export const collections = {
  ...declared,
  // settings/ holds files of different shapes: the company's details and the NDA's terms
  settings: defineCollection({ loader: entries("settings", "company"), schema: settingsSchema }),
  nonDisclosure: defineCollection({
    loader: entries("settings", "non-disclosure"),
    schema: nonDisclosureSchema,
  }),
  // the security-review pack (a public document's PDF sits beside its entry, never read here)
  documents: defineCollection({ loader: entries("documents"), schema: securityDocumentSchema }),
  // the trust page's subprocessors and certifications (one file, a singleton in the editor)
  trust: defineCollection({ loader: entries("trust"), schema: trustSchema }),
};
