// The editor for the site's owner (npm run edit; docs/editing.md). It writes the files in
// content/ that the site's collections read; each collection's form sits beside its schema
// in app/content/schemas/. Local mode: edits land in this checkout, published with git.
import { config } from "@keystatic/core";
import { caseStudiesEditor } from "#app/content/schemas/case-study.editor.ts";
import { jobsEditor } from "#app/content/schemas/job.editor.ts";
import { postsEditor } from "#app/content/schemas/post.editor.ts";
import { productsEditor } from "#app/content/schemas/product.editor.ts";
import { settingsEditor } from "#app/content/schemas/settings.editor.ts";
import { tagsEditor } from "#app/content/schemas/tag.editor.ts";
import { teamEditor } from "#app/content/schemas/team.editor.ts";
import { testimonialsEditor } from "#app/content/schemas/testimonial.editor.ts";
import { trustEditor } from "#app/content/schemas/trust.editor.ts";
import { pagesEditor } from "#app/content/schemas/pages.editor.ts";
import { acknowledgementEditor } from "#app/content/schemas/acknowledgement.editor.ts";

export default config({
  storage: { kind: "local" },
  ui: {
    brand: { name: "Website content" },
    // the owner's words first: the pages in the site's order, then the lists, then the company
    // (the pages' keys come from their files, which Keystatic's types cannot know: hence never)
    navigation: {
      Pages: Object.keys(pagesEditor),
      Lists: ["jobs", "caseStudies", "products", "testimonials", "posts", "team", "tags"],
      Company: ["settings", "trust", "acknowledgement"],
    } as never,
  },
  singletons: {
    ...pagesEditor,
    settings: settingsEditor,
    trust: trustEditor,
    acknowledgement: acknowledgementEditor,
  },
  collections: {
    jobs: jobsEditor,
    caseStudies: caseStudiesEditor,
    products: productsEditor,
    testimonials: testimonialsEditor,
    posts: postsEditor,
    team: teamEditor,
    tags: tagsEditor,
  },
});
