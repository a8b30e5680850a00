// A client's testimonial: one YAML file in content/testimonials/ (the file name only tells
// the files apart), shown in the home page's slider by `order`, attributed to its client's
// name when the client agreed to be named, else to the client's description.
import { z } from "zod";
import { day, text } from "./fields.ts";

/** The editor writes an empty optional field as null or ""; that is no value. */
const absent = (value: unknown) => (value === null || value === "" ? undefined : value);

export const testimonialSchema = z
  .object({
    name: text,
    /** place in the slider, smallest first */
    order: z.number().int().min(1),
    designation: text,
    /** the client's file name in content/clients/ (the loader checks it) */
    client: text,
    quote: text,
    /**
     * what changed for the client: which of the linked case study's results (or, without one,
     * the accelerator's figures) the quote speaks to, 1 for the first. The outcome under the
     * quote is that figure, as its page states it: a fact written once (issue 43).
     */
    result: z.number().int().min(1),
    /** the case study of the work quoted, when there is one: a link under the quote */
    caseStudy: z.preprocess(absent, text.optional()),
    /** without a case study, the accelerator the quote is about: a link to its page */
    product: z.preprocess(absent, text.optional()),
    /** the day the person agreed in writing to be quoted */
    consent: z.preprocess(absent, day.optional()),
    /** a shipped sample quote; a release refuses it */
    sample: z.boolean().default(false),
  })
  .strict();

export type TestimonialEntry = z.output<typeof testimonialSchema>;

/**
 * What a release must not ship about a testimonial (the release check calls it): a quote
 * without the day its author agreed to it, or a shipped sample. Each a line naming file and field.
 */
export function testimonialProblems(testimonial: {
  file: string;
  consent?: string | undefined;
  sample: boolean;
}): string[] {
  const problems: string[] = [];
  if (testimonial.sample) {
    problems.push(`${testimonial.file}: sample: a sample quote: replace it with an approved one, or delete the file`);
  }
  if (!testimonial.consent) {
    problems.push(
      `${testimonial.file}: consent: no date: the day the person agreed in writing to be quoted (YYYY-MM-DD)`,
    );
  }
  return problems;
}
