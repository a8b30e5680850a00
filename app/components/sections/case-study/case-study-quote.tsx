import { QuoteFigure } from "#app/components/ui/quote-figure.tsx";
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
      <QuoteFigure quote={quote} sampleLabel={words.sampleLabel} className="mx-auto max-w-3xl" />
    </Section>
  );
}
