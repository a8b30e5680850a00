// The post's form in the editor (npm run edit, Keystatic): the same fields as the schema
// beside it (post.ts), in the same order, and the Markdown body. Editor-only: the site never
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
    pictures: fields.array(
      fields.object({
        name: fields.slug({
          name: {
            label: "Name",
            description: "A few words, e.g. Ward round.",
            validation: { isRequired: true },
          },
          slug: {
            label: "Name in the text",
            description:
              'Show the picture in the text with ![what it shows](this-name "Caption"): the caption is optional.',
          },
        }),
        image: fields.image({
          label: "Picture",
          description: "JPEG, PNG, WebP or SVG, 1200 px wide or more for a photo. Kept beside the post.",
          publicPath: "./",
          validation: { isRequired: true },
        }),
      }),
      {
        label: "Pictures in the text (optional)",
        description:
          'Upload a picture here, then show it in the text below by its name: ![what it shows](ward-round "Caption").',
        slugField: "name",
        itemLabel: (props) =>
          `${props.fields.name.value.name} → ![…](${props.fields.name.value.slug})`,
      },
    ),
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
        "## for a section, ### for a part of one; **bold**, [link](/contact); a table with | pipes |; a source as [^1] in the text and [^1]: the source, at the end; a picture uploaded under Pictures as ![what it shows](its-name \"Caption\").",
    }),
  },
});
