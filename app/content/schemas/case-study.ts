// A case study: one YAML file in content/case-studies/, its file name the page's address
// (content/case-studies/mithra.yaml → /case-study/mithra).
import { z } from "zod";
import { TECHNOLOGIES } from "../technologies.ts";
import { cover, lines, text } from "./fields.ts";
import { figureProof, optionalText } from "./figure.ts";

/** Today's hand-drawn illustrations (components/art/), by name. */
export const CASE_STUDY_ART = ["ubiqvue", "mithra", "queue", "mobile", "onlinetest"] as const;

const feature = z
  .object({
    title: text,
    /** the paragraphs of the feature on the study's page */
    paragraphs: lines,
    /** one line for the overview */
    summary: text,
  })
  .strict();

/** A result of the project, shown first on its page: baseline → result, with its proof. */
const result = z
  .object({
    /** what it measures: "Report turnaround" */
    title: text,
    /** the value before, as printed: "4 days" */
    baseline: optionalText,
    /** the value after, as printed: "1 day" */
    result: text,
    /** printed after both values when they share it: "minutes" */
    unit: optionalText,
    /** one sentence of context under the numbers */
    description: optionalText,
    /** what kind of figure, and its proof (schemas/figure.ts); period strongly expected */
    ...figureProof,
  })
  .strict();

/** Another study's slug (its file name); the loader checks that it exists. */
export const caseStudySlug = text;

/**
 * The schema, with the two fields whose reading differs between Astro and the Node loader:
 * the cover's image (Astro's `image()` makes it an optimisable asset; here it stays the
 * file's path) and the "More Case Studies" slugs (Astro's `reference()`).
 */
export function caseStudySchemaWith<I extends z.ZodType, M extends z.ZodType>(read: {
  image: I;
  more: M;
}) {
  return z
    .object({
    title: text,
    /** place in the /case-study list, smallest first */
    order: z.number().int().min(1),
    /** which hand-drawn illustration stands for the study on its card and page */
    art: z.enum(CASE_STUDY_ART).optional(),
    /** a picture of its own instead: shown in place of the illustration */
    cover: cover(read.image),
    /** the card's label; the same as the industry today */
    category: text,
    industry: text,
    /** the card's text and the page's description */
    description: text,
    /** one or two sentences under the title in the page header */
    summary: text,
    /** the results strip under the header: two to four figures */
    results: z.array(result).min(2, "needs at least two results").max(4, "shows at most four results"),
    /** the client, by its file name in content/clients/ (the loader checks it): the page shows
     * that client's description, written once there (issue 43: each fact once) */
    client: text,
    requirementHeading: z.enum(["Business Requirement", "Client Requirement"]),
    requirement: lines,
    solution: lines,
    technologies: z.array(z.enum(TECHNOLOGIES)).min(1),
    features: z.array(feature).min(1),
    /** "Benefits & Outcomes", when the study has them (the editor writes none as []) */
    benefits: z
      .array(feature)
      .optional()
      .transform((list) => (list?.length ? list : undefined)),
    conclusion: lines,
    /** "Accelerators Used": the products the project used, by slug (the loader checks them);
     * each product's page lists the study under "In Use At" (the editor writes none as []) */
    accelerators: z
      .array(text)
      .optional()
      .transform((list) => (list?.length ? list : undefined)),
    /** the three "More Case Studies" cards: other studies, by slug */
    more: read.more,
  })
  .strict()
  .refine((study) => study.art !== undefined || study.cover !== undefined, {
    path: ["art"],
    message: "name an illustration (art) or bring a picture (cover: image and alt)",
  });
}

export const caseStudySchema = caseStudySchemaWith({
  image: text,
  more: z.array(caseStudySlug).length(3),
});

export type CaseStudyEntry = z.output<typeof caseStudySchema>;
