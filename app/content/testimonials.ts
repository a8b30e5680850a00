// Clients' testimonials: one YAML file each in content/testimonials/, read through the
// collection's schema (schemas/testimonial.ts), in slider order. Each names its client
// (content/clients/), shown by name only with the client's written permission.
import { caseStudies } from "./case-studies.ts";
import { clientLabel, clients } from "./clients.ts";
import { checkReferences, loadCollection } from "./load.ts";
import { products } from "./products.ts";
import { testimonialProblems, testimonialSchema } from "./schemas/testimonial.ts";
import type { Testimonial } from "./types.ts";

/** Every testimonial as its file says it, with its `file` (as the release check names it). */
export const testimonialEntries = loadCollection("testimonials", testimonialSchema).toSorted(
  (a, b) => a.order - b.order || a.name.localeCompare(b.name),
);
const slugs = (list: readonly { slug: string }[]) => () => list.map((item) => item.slug);
const optional = (slug: string | undefined) => (slug ? [slug] : []);
checkReferences(testimonialEntries, "client", (entry) => [entry.client], slugs(clients));
checkReferences(testimonialEntries, "caseStudy", (entry) => optional(entry.caseStudy), slugs(caseStudies));
checkReferences(testimonialEntries, "product", (entry) => optional(entry.product), slugs(products));

export { testimonialProblems };

const bySlug = <T extends { slug: string }>(list: readonly T[], slug: string): T =>
  list.find((item) => item.slug === slug)!;

/** The slider's quotes: attributed to the client's name if permitted, else its description. */
export const testimonials: readonly Testimonial[] = testimonialEntries.map(
  ({ name, designation, client, quote, outcome, caseStudy, product, sample }) => {
    const accelerator = !caseStudy && product ? bySlug(products, product) : undefined;
    return {
      name,
      designation,
      organization: clientLabel(bySlug(clients, client)),
      quote,
      outcome,
      sample,
      ...(caseStudy ? { caseStudy } : {}),
      ...(accelerator ? { product: { slug: accelerator.slug, title: accelerator.title } } : {}),
    };
  },
);
