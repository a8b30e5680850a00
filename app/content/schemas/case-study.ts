// A case study: one YAML file in content/case-studies/, its file name the page's address
// (content/case-studies/mithra.yaml → /case-study/mithra).
import { z } from "zod";
import { TECHNOLOGIES } from "../technologies.ts";
import { lines, text } from "./fields.ts";

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

/** Another study's slug (its file name); the loader checks that it exists. */
export const caseStudySlug = text;

export const caseStudySchema = z
  .object({
    title: text,
    /** place in the /case-study list, smallest first */
    order: z.number().int().min(1),
    /** which illustration stands for the study on its card and page */
    art: z.enum(CASE_STUDY_ART),
    /** the card's label; the same as the industry today */
    category: text,
    industry: text,
    /** the card's text and the page's description */
    description: text,
    /** one or two sentences under the title in the page header */
    summary: text,
    /** who the client is, described without naming them */
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
    /** the three "More Case Studies" cards: other studies, by slug */
    more: z.array(caseStudySlug).length(3),
  })
  .strict();

export type CaseStudyEntry = z.output<typeof caseStudySchema>;
