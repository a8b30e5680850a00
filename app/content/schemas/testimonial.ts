// A client's testimonial: one YAML file in content/testimonials/ (the file name only tells
// the files apart), shown in the home page's slider by `order`.
import { z } from "zod";
import { text } from "./fields.ts";

export const testimonialSchema = z
  .object({
    name: text,
    /** place in the slider, smallest first */
    order: z.number().int().min(1),
    designation: text,
    /** the kind of organisation, never its name unless the client has agreed */
    organization: text,
    quote: text,
    /** the case study of the work quoted, when there is one: a link under the quote */
    caseStudy: text.optional(),
  })
  .strict();

export type TestimonialEntry = z.output<typeof testimonialSchema>;
