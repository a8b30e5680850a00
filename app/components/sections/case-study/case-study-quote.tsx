import { Avatar } from "#app/components/ui/avatar.tsx";
import { SampleLabel } from "#app/components/ui/sample-label.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { caseStudyPage } from "#app/content/case-studies.ts";
import { testimonials } from "#app/content/testimonials.ts";
import type { CaseStudy } from "#app/content/types.ts";

/**
 * The quote of the client the study tells of (issue 43: each case study shows its quote),
 * the same testimonial the home page's slider shows; nothing when no quote names the study.
 */
export function CaseStudyQuote({ study }: { study: CaseStudy }) {
  const quote = testimonials.find((item) => item.caseStudy === study.slug);
  if (!quote) return null;
  const words = caseStudyPage.quote;
  return (
    <Section labelledBy="quote-title" spacing="compact">
      <h2 id="quote-title" className="sr-only">
        {words.title}
      </h2>
      <figure className="mx-auto max-w-3xl rounded-card border border-line bg-surface p-6 md:p-10">
        <blockquote className="text-xl leading-relaxed font-medium text-pretty text-ink md:text-2xl">
          <p>“{quote.quote}”</p>
        </blockquote>
        <figcaption className="mt-6 flex items-center gap-4">
          <Avatar name={quote.name} />
          <span>
            {quote.sample && <SampleLabel className="mb-1">{words.sampleLabel}</SampleLabel>}
            <span className="block font-semibold text-ink">{quote.name}</span>
            <span className="block text-sm text-muted">
              {quote.designation}, {quote.organization}
            </span>
          </span>
        </figcaption>
      </figure>
    </Section>
  );
}
