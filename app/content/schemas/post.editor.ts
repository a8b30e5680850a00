// The post's form in the editor (npm run edit, Keystatic): the same fields as the schema
// beside it (post.ts), in the same order, and the body in a rich text editor whose pictures
// are kept beside the post (markdown-body.editor.ts). Editor-only: the site never
// imports it.
import { collection, fields } from "@keystatic/core";
import { postArtOptions } from "../../../editor/forms/art.tsx";
import { addressField, coverField } from "./editor-fields.ts";
import { entriesPicker, entryPicker, pictureChoice } from "../../../editor/forms/pickers.tsx";
import { markdownBody } from "./markdown-body.editor.ts";
import { bySchema, checked } from "../../../editor/forms/checks.tsx";
import { NEUTRAL_POST_ART, postSchema } from "./post.ts";

export const postsEditor = collection({
  label: "Insights (posts)",
  path: "content/posts/*",
  format: { contentField: "body" },
  slugField: "title",
  entryLayout: "content",
  columns: ["title", "published"],
  schema: {
    // the site's own rules (their lengths), in their words, at save
    title: checked(
      addressField("Title", "/insights/", "ai-pilot-questions"),
      bySchema(postSchema.shape.title),
      { blocking: true, text: (value: { name: string }) => value.name },
    ),
    summary: checked(
      fields.text({
        label: "Summary",
        description:
          "One or two sentences (up to 220 characters): the card, search results and the feed.",
        multiline: true,
        validation: { isRequired: true },
      }),
      bySchema(postSchema.shape.summary),
      { blocking: true },
    ),
    author: entryPicker({
      label: "Author",
      description: "A member of the team (People, in the menu).",
      collection: "team",
      required: true,
    }),
    published: fields.date({
      label: "Published",
      defaultValue: { kind: "today" },
      validation: { isRequired: true },
    }),
    updated: fields.date({
      label: "Updated (optional)",
      description: "Only when the post changed in substance; not for a typo.",
    }),
    tags: entriesPicker({
      label: "Topics",
      description: "At least one (Topics, in the menu); each has its page of posts.",
      collection: "tags",
      min: 1,
    }),
    art: pictureChoice({
      label: "Illustration",
      description:
        "Shown when there is no cover picture: the neutral drawing, or the drawing of a case study or an accelerator the post is about.",
      options: postArtOptions,
      defaultValue: NEUTRAL_POST_ART,
    }),
    cover: coverField("Landscape (8:5)"),
    products: entriesPicker({
      label: "AI solutions it discusses",
      description: "Linked from the post; the post is listed on their pages.",
      collection: "products",
    }),
    caseStudies: entriesPicker({
      label: "Case studies it discusses",
      description: "Linked from the post.",
      collection: "case-studies",
    }),
    draft: fields.checkbox({
      label: "Draft",
      description: "A draft is never published: no page, not listed, not in the feed.",
      defaultValue: true,
    }),
    body: markdownBody({
      label: "Text (Markdown)",
      description:
        "The post itself. Headings: Heading 2 for a section, Heading 3 for a part of one. A picture: the Image button places it where the cursor is, then its pencil asks what it shows and its caption. A source: [^1] where it is used and, at the end, a paragraph starting [^1]: with the source.",
      folder: "content/posts",
    }),
  },
});
