import { CalendarDays } from "lucide-react";
import { cardClasses } from "#app/components/ui/card.tsx";
import { cardGridClasses } from "#app/components/ui/card-grid.ts";
import { Figure } from "#app/components/ui/figure.tsx";
import { FigureNotes } from "#app/components/ui/figure-notes.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { caseStudyPage, resultsHeading } from "#app/content/case-studies.ts";
import type { CaseStudy } from "#app/content/types.ts";

/** the id prefix of the results' notes (the home page's outcomes link to them) */
export const RESULTS_PREFIX = "result";

/**
 * The study's results first (issue 31), in the one figure presentation (ui/figure.tsx): what
 * each measures, before → after and when, and a link to its note under the strip.
 */
export function CaseStudyResults({ study }: { study: CaseStudy }) {
  // "Results at a Glance" over a measured result; over targets and examples, the owner's
  // second heading, which the cards then need not repeat
  const heading = resultsHeading(study.results);
  const notes = caseStudyPage.figures;
  return (
    <Section labelledBy="results-title" tone="surface" spacing="compact">
      <SectionHeading
        id="results-title"
        eyebrow={heading.eyebrow}
        title={heading.title}
        align="left"
      />
      <ul className={cardGridClasses(study.results.length, 4)}>
        {study.results.map((result, index) => (
          <li key={result.title} data-testid="case-study-result" className={`${cardClasses} p-6`}>
            <Figure
              figure={{ ...result, value: result.result }}
              prefix={RESULTS_PREFIX}
              number={index + 1}
              words={notes}
              pilotHeading={!heading.pilot}
            >
              {result.period && (
                <p className="mt-auto flex items-center gap-1.5 pt-5 text-sm text-muted">
                  <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-teal" />
                  <span className="sr-only">{notes.period}: </span>
                  {result.period}
                </p>
              )}
            </Figure>
          </li>
        ))}
      </ul>
      {/* each card prints its period and method; the notes say the rest, once */}
      <FigureNotes
        prefix={RESULTS_PREFIX}
        figures={study.results}
        words={notes}
        onCard={["period"]}
      />
    </Section>
  );
}
