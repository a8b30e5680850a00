// Clients' testimonials: one YAML file each in content/testimonials/, read through the
// collection's schema (schemas/testimonial.ts), in slider order. Each quote's client
// (content/clients/) is its case study's, or the one it names without a case study, shown by
// name only with the client's written permission.
import { caseStudies, caseStudyPage, clientOf } from "./case-studies.ts";
import { clientLabel, clients } from "./clients.ts";
import { checkReferences, failOn, loadCollection } from "./load.ts";
import { products } from "./products.ts";
import { figureValues, type FigureKind } from "./schemas/figure.ts";
import { testimonialProblems, testimonialSchema, type TestimonialEntry } from "./schemas/testimonial.ts";
import type { Testimonial, TestimonialOutcome } from "./types.ts";

const quotes = loadCollection("testimonials", testimonialSchema).toSorted(
  (a, b) => a.order - b.order || a.name.localeCompare(b.name),
);
const slugs = (list: readonly { slug: string }[]) => () => list.map((item) => item.slug);
const optional = (slug: string | undefined) => (slug ? [slug] : []);
checkReferences(quotes, "client", (entry) => optional(entry.client), slugs(clients));
checkReferences(quotes, "caseStudy", (entry) => optional(entry.caseStudy), slugs(caseStudies));
checkReferences(quotes, "product", (entry) => optional(entry.product), slugs(products));

export { testimonialProblems };

const bySlug = <T extends { slug: string }>(list: readonly T[], slug: string): T =>
  list.find((item) => item.slug === slug)!;

/**
 * Every testimonial as its file says it, with its `file` (as the release check names it) and
 * its client: the case study's when it has one (the schema refuses a second one), else its own.
 */
export const testimonialEntries = quotes.map((entry) => ({
  ...entry,
  client: entry.caseStudy ? clientOf(bySlug(caseStudies, entry.caseStudy)).slug : entry.client!,
}));

/** The figures a quote can speak to: its case study's results, else its accelerator's metrics. */
function figuresOf(entry: Pick<TestimonialEntry, "caseStudy" | "product">): { title: string; value: string; baseline?: string | undefined; unit?: string | undefined; kind: FigureKind }[] {
  if (entry.caseStudy) {
    return bySlug(caseStudies, entry.caseStudy).results.map((result) => ({ ...result, value: result.result }));
  }
  return entry.product ? bySlug(products, entry.product).metrics.map((metric) => ({ ...metric, value: metric.percentage })) : [];
}

// the result a quote names must exist: its number within the results of the page it links to
// (a check here, not in the schema: Astro extends the schema, which a refinement forbids)
failOn(
  testimonialEntries.flatMap((entry) => {
    if (!entry.caseStudy && !entry.product) {
      return [`${entry.file}: caseStudy: name the case study (or the accelerator) whose result the quote speaks to`];
    }
    const count = figuresOf(entry).length;
    return entry.result <= count
      ? []
      : [`${entry.file}: result: ${entry.result}: the page it links to has ${count} result(s)`];
  }),
);

/** The outcome under a quote: the figure it speaks to, as the page it links to states it. */
function outcomeOf(entry: TestimonialEntry): TestimonialOutcome {
  const figure = figuresOf(entry)[entry.result - 1]!;
  const words = caseStudyPage.figures;
  return {
    title: figure.title,
    values: figureValues(figure),
    ...(figure.kind === "measured" ? {} : { kindLabel: words[figure.kind].label }),
  };
}

/** The slider's quotes: attributed to the client's name if permitted, else its description. */
export const testimonials: readonly Testimonial[] = testimonialEntries.map((entry) => {
    const { name, designation, client, quote, caseStudy, product, sample } = entry;
    const accelerator = !caseStudy && product ? bySlug(products, product) : undefined;
    return {
      name,
      designation,
      organization: clientLabel(bySlug(clients, client)),
      quote,
      outcome: outcomeOf(entry),
      sample,
      ...(caseStudy ? { caseStudy } : {}),
      ...(accelerator ? { product: { slug: accelerator.slug, title: accelerator.title } } : {}),
    };
});
