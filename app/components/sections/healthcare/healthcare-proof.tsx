import { Certifications, ProofOutcome } from "#app/components/sections/proof/proof-parts.tsx";
import { cardClasses } from "#app/components/ui/card.tsx";
import { cardGridClasses } from "#app/components/ui/card-grid.ts";
import { QuoteFigure } from "#app/components/ui/quote-figure.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { caseStudyPage } from "#app/content/case-studies.ts";
import { healthcarePage } from "#app/content/healthcare.ts";

const PREFIX = "healthcare-proof";

/**
 * The healthcare work a hospital can read before "Why us" (issue 43): each healthcare or
 * life-sciences case study with its client and its lead result in the home proof's card (the
 * note on the study's page), the quote that names one of them, and the certifications' status
 * linking to /trust. Every fact from its own list (content/healthcare.ts).
 */
export function HealthcareProof() {
  const copy = healthcarePage.proof;
  if (copy.outcomes.length === 0) return null;
  return (
    <Section id="healthcare-work" labelledBy="healthcare-proof-title">
      <SectionHeading
        id="healthcare-proof-title"
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={copy.intro}
      />
      <ul className={cardGridClasses(copy.outcomes.length)}>
        {copy.outcomes.map((outcome, index) => (
          <li
            key={outcome.study.slug}
            data-testid="healthcare-study"
            className={`${cardClasses} flex flex-col p-6`}
          >
            <h3 className="text-xl font-semibold tracking-tight text-balance">
              {outcome.study.title}
            </h3>
            <p className="mt-2 text-sm text-muted">
              <span className="font-semibold text-ink-soft">{caseStudyPage.facts.client}:</span>{" "}
              {outcome.client}
            </p>
            <div className="mt-5 flex flex-1 flex-col border-t border-line pt-5">
              <ProofOutcome
                outcome={outcome}
                prefix={PREFIX}
                number={index + 1}
                readStudy={copy.readStudy}
                headingLevel={4}
              />
            </div>
          </li>
        ))}
      </ul>
      <div
        className={`mt-10 grid gap-8 ${copy.quote.items.length > 0 ? "lg:grid-cols-[3fr_2fr] lg:items-center" : ""}`}
      >
        {copy.quote.items.length > 0 && (
          <div className="space-y-4">
            {/* the quote box speaks for itself; its heading is for screen readers */}
            <h3 className="sr-only">{copy.quote.title}</h3>
            {copy.quote.items.map((quote) => (
              <QuoteFigure
                key={quote.name}
                quote={quote}
                sampleLabel={copy.quote.sampleLabel}
                size="medium"
                testId="healthcare-quote"
              />
            ))}
          </div>
        )}
        <div>
          <Certifications
            title={copy.certifications.title}
            items={copy.certifications.items}
            trustLink={copy.certifications.trustLink}
          />
        </div>
      </div>
    </Section>
  );
}
