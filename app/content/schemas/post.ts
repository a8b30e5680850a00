// An insight (a post of the publishing section): one Markdown file in content/posts/, its
// file name the page's address (content/posts/fhir-lessons.md → /insights/fhir-lessons).
// Declared once: the front matter's schema and the editor's form both come from these fields
// (collection.ts); the body is Markdown that Astro renders (GitHub-flavoured: tables,
// footnotes; an image with a title in quotes becomes a figure with that caption), written in
// the editor's rich text editor (decision 0039).
import { z } from "zod";
import { CASE_STUDY_ART } from "./case-study.ts";
import { declareCollection } from "./collection.ts";
import {
  artOrCover,
  cappedAddressName,
  cappedParagraph,
  coverPicture,
  drawing,
  markdownText,
  picks,
} from "./entry-words.ts";
import { PRODUCT_ART } from "./product.ts";
import { absent, date, entry, flag, optionalDate } from "./words.ts";

/** A drawing of no particular subject (an article's page): a post's default. */
export const NEUTRAL_POST_ART = "article";

/**
 * The site's drawings a post may stand under when it brings no picture of its own: the
 * neutral one, or a case study's or an accelerator's when the post is about that subject.
 */
export const POST_ART = [NEUTRAL_POST_ART, ...CASE_STUDY_ART, ...PRODUCT_ART] as const;

export const posts = declareCollection({
  folder: "posts",
  label: "Insights (posts)",
  menu: "Lists",
  slugField: "title",
  columns: ["title", "published"],
  fields: {
    title: cappedAddressName("Title", "/insights/", "ai-pilot-questions", {
      length: 70,
      message: "keep the title to 70 characters: search results cut a longer one",
    }),
    /** the card's text, the page's description and the feed's summary */
    summary: cappedParagraph(
      "Summary",
      "One or two sentences (up to 220 characters): the card, search results and the feed.",
      { length: 220, message: "keep the summary under 220 characters: search results cut it" },
    ),
    /** who wrote it: a member's slug from content/team/ */
    author: entry("Author", "team", { description: "A member of the team (People, in the menu)." }),
    published: date("Published", undefined, { today: true }),
    /** when the post last changed in substance; absent until it does */
    updated: optionalDate("Updated (optional)", "Only when the post changed in substance; not for a typo."),
    /** the post's topics: slugs from content/tags/ */
    tags: picks("Topics", "tags", {
      description: "At least one (Topics, in the menu); each has its page of posts.",
      min: 1,
      fewer: "give the post at least one tag",
    }),
    // the editor writes no drawing as null or ""
    art: {
      ...drawing(
        "Illustration",
        "Shown when there is no cover picture: the neutral drawing, or the drawing of a case study or an accelerator the post is about.",
        "post",
        POST_ART,
        NEUTRAL_POST_ART,
      ),
      // the editor writes no drawing as null or ""
      zod: z.preprocess(absent, z.enum(POST_ART).optional()),
    },
    cover: coverPicture("Landscape (8:5)"),
    /** the accelerators and case studies the post discusses: linked from its page, and the
     * post is listed on theirs */
    products: picks("AI solutions it discusses", "products", {
      description: "Linked from the post; the post is listed on their pages.",
    }),
    caseStudies: picks("Case studies it discusses", "case-studies", {
      description: "Linked from the post.",
    }),
    /** a draft is never built: not listed, not in the feed, no page; a new post starts as one */
    draft: {
      ...flag("Draft", "A draft is never published: no page, not listed, not in the feed.", {
        start: true,
      }),
      // a file that does not say is no draft; a new post in the editor starts as one
      zod: z.boolean().default(false),
    },
  },
  body: markdownText(
    "Text (Markdown)",
    "The post itself. Headings: Heading 2 for a section, Heading 3 for a part of one. A picture: the Image button places it where the cursor is, then its pencil asks what it shows and its caption. A source: [^1] where it is used and, at the end, a paragraph starting [^1]: with the source.",
  ),
  checks: [
    artOrCover("an illustration"),
    {
      fields: ["published", "updated"],
      holds: ({ published, updated }) =>
        updated === undefined || published === undefined || String(updated) >= String(published),
      message: "must not be before the day it was published",
    },
  ],
});

export const postSchema = posts.schema;

export type PostEntry = z.output<typeof postSchema>;
