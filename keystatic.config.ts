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

export default config({
  storage: { kind: "local" },
  ui: { brand: { name: "Website content" } },
  // the pages first, in the site's order, then the company's details and the trust lists
  singletons: { ...pagesEditor, settings: settingsEditor, trust: trustEditor },
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
