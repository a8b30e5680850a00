// A client's testimonial: one YAML file in content/testimonials/ (the file name only tells
// the files apart), shown in the home page's slider by `order`, attributed to its client's
// name when the client agreed to be named, else to the client's description. The client is
// the case study's when the quote has one (written once, there); a quote without one names it.
// Declared once: the site's schema and the editor's form both come from these fields
// (collection.ts).
import type { z } from "zod";
import { declareCollection } from "./collection.ts";
import { count } from "./entry-words.ts";
import { entry, fileName, flagDefault, line, optionalDate, paragraph } from "./words.ts";

export const testimonials = declareCollection({
  folder: "testimonials",
  label: "Testimonials",
  menu: "Lists",
  slugField: "name",
  columns: ["name", "designation"],
  fields: {
    name: fileName("Name of the person quoted"),
    /** place in the slider, smallest first */
    order: count("Place in the slider", { min: 1, description: "1 comes first.", place: "testimonials" }),
    designation: line("Role"),
    /** without a case study, the client's file name in content/clients/ (the loader checks it) */
    client: entry("Client (only without a case study)", "clients", {
      required: false,
      description:
        "From Clients, for a quote without a case study: a case study names its own client. The quote names the client only if they gave written permission; otherwise it shows their description.",
    }),
    quote: paragraph("Quote"),
    /** the case study of the work quoted, when there is one: a link under the quote */
    caseStudy: entry("Case study (optional)", "case-studies", {
      required: false,
      description: "The work quoted; a link to it appears under the quote, and its client is the quote's.",
    }),
    /** without a case study, the accelerator the quote is about: a link to its page */
    product: entry("AI accelerator (optional)", "products", {
      required: false,
      description: "Without a case study: the accelerator the quote is about, linked under the quote.",
    }),
    /**
     * what changed for the client: which of the linked case study's results (or, without one,
     * the accelerator's figures) the quote speaks to, 1 for the first. The outcome under the
     * quote is that figure, as its page states it: a fact written once (issue 43).
     */
    result: count("Which result the quote speaks to", {
      min: 1,
      start: 1,
      description:
        "The number of the result on the case study's page (or of the figure on the accelerator's page), 1 for the first: it is shown under the quote as that page states it.",
    }),
    /** the day the person agreed in writing to be quoted */
    consent: optionalDate(
      "Agreed to be quoted on",
      "The day the person agreed in writing to this quote on the site. The site will not be published with a quote that has no date.",
    ),
    /** a shipped sample quote; a release refuses it */
    sample: flagDefault(
      "Sample quote",
      false,
      "Shipped example: the site will not be published while it is here. Untick for an approved quote.",
    ),
  },
  // the client is said once: by the case study, or by the quote that has none
  checks: [
    {
      fields: ["caseStudy", "client"],
      holds: ({ caseStudy, client }) => caseStudy !== undefined || client !== undefined,
      message: "choose the client, or the case study of the work quoted (it names its client)",
    },
    {
      fields: ["caseStudy", "client"],
      holds: ({ caseStudy, client }) => caseStudy === undefined || client === undefined,
      message: "leave it empty: the case study chosen names the client",
    },
  ],
});

export const testimonialSchema = testimonials.schema;

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
