// Astro's content collections: the files under content/ (or CONTENT_DIR), each collection
// with its schema from app/content/schemas/. Astro checks every file against it when the
// site is built or served; the pages' shared modules read the same files through the same
// schemas with app/content/load.ts.
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { contentDir } from "./content/load.ts";
import { jobSchema } from "./content/schemas/job.ts";

const entries = (collection: string) =>
  glob({ pattern: "*.{yaml,yml}", base: `${contentDir()}/${collection}` });

export const collections = {
  jobs: defineCollection({ loader: entries("jobs"), schema: jobSchema }),
};
