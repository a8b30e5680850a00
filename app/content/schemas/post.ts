// An insight (a post of the publishing section): one Markdown file in content/posts/, its
// file name the page's address (content/posts/fhir-lessons.md → /insights/fhir-lessons). The
// front matter is checked here; the body is Markdown that Astro renders (GitHub-flavoured:
// tables, footnotes; an image with a title in quotes becomes a figure with that caption).
import { z } from "zod";
import { CASE_STUDY_ART } from "./case-study.ts";
import { cover, day, text } from "./fields.ts";
import { PRODUCT_ART } from "./product.ts";

/** A drawing of no particular subject (an article's page): a post's default. */
export const NEUTRAL_POST_ART = "article";

/**
 * The site's drawings a post may stand under when it brings no picture of its own: the
 * neutral one, or a case study's or an accelerator's when the post is about that subject.
 */
export const POST_ART = [NEUTRAL_POST_ART, ...CASE_STUDY_ART, ...PRODUCT_ART] as const;

/** The editor writes an empty optional field as null or ""; that is no value. */
const absent = (value: unknown) => (value === null || value === "" ? undefined : value);

/** Slugs of other entries (team, tags, products, case studies); the loader checks each. */
const slugs = z.preprocess((value) => absent(value) ?? [], z.array(text));

/**
 * The schema, with the one field whose reading differs between Astro and the Node loader:
 * the cover's image (Astro's `image()`; here the file's path as text).
 */
export function postSchemaWith<I extends z.ZodType>(read: { image: I }) {
  return z
    .object({
      title: text.max(70, "keep the title to 70 characters: search results cut a longer one"),
      /** the card's text, the page's description and the feed's summary */
      summary: text.max(220, "keep the summary under 220 characters: search results cut it"),
      /** who wrote it: a member's slug from content/team/ */
      author: text,
      published: day,
      /** when the post last changed in substance; absent until it does */
      updated: z.preprocess(absent, day.optional()),
      /** the post's topics: slugs from content/tags/ */
      tags: slugs.pipe(z.array(text).min(1, "give the post at least one tag")),
      art: z.preprocess(absent, z.enum(POST_ART).optional()),
      cover: cover(read.image),
      /** the accelerators and case studies the post discusses: linked from its page, and
       * the post is listed on theirs */
      products: slugs,
      caseStudies: slugs,
      /** a draft is never built: not listed, not in the feed, no page */
      draft: z.boolean().default(false),
    })
    .strict()
    .refine((post) => post.art !== undefined || post.cover !== undefined, {
      path: ["art"],
      message: "name an illustration (art) or bring a picture (cover: image and alt)",
    })
    .refine((post) => post.updated === undefined || post.updated >= post.published, {
      path: ["updated"],
      message: "must not be before the day it was published",
    });
}

export const postSchema = postSchemaWith({ image: text });

export type PostEntry = z.output<typeof postSchema>;
