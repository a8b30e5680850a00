// Clients' testimonials: one YAML file each in content/testimonials/, read through the
// collection's schema (schemas/testimonial.ts), in slider order.
import { caseStudies } from "./case-studies.ts";
import { checkReferences, loadCollection } from "./load.ts";
import { testimonialSchema } from "./schemas/testimonial.ts";
import type { Testimonial } from "./types.ts";

const entries = loadCollection("testimonials", testimonialSchema).toSorted(
  (a, b) => a.order - b.order || a.name.localeCompare(b.name),
);
checkReferences(
  entries,
  "caseStudy",
  (entry) => (entry.caseStudy ? [entry.caseStudy] : []),
  () => caseStudies.map((study) => study.slug),
);

export const testimonials: readonly Testimonial[] = entries.map(
  ({ name, designation, organization, quote, caseStudy }) => ({
    name,
    designation,
    organization,
    quote,
    ...(caseStudy ? { caseStudy } : {}),
  }),
);

/** "Dr. Ananya Rao" → "AR": initials avatars stand in for photographs. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !/^(dr|mr|mrs|ms|prof)\.?$/i.test(word));
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}
