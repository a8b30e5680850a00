import { ArrowRight, CalendarDays } from "lucide-react";
import { cardClasses } from "#app/components/ui/card.tsx";
import { FigureKindLabel, FigureNotes, FigureRef } from "#app/components/ui/figure-notes.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { caseStudyPage } from "#app/content/case-studies.ts";
import type { CaseStudy } from "#app/content/types.ts";

const PREFIX = "result";

/** The grid follows the count, so two or three results never leave a gap. */
const columns: Record<number, string> = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
};

const withUnit = (value: string, unit: string | undefined) => (unit ? `${value} ${unit}` : value);

/**
 * The study's results first (issue 31): what each measures, before → after and when, its
 * kind when it is not measured, and a link to its note under the strip.
 */
export function CaseStudyResults({ study }: { study: CaseStudy }) {
  const words = caseStudyPage.results;
  const notes = caseStudyPage.figures;
  return (
    <Section labelledBy="results-title" tone="surface" spacing="compact">
      <SectionHeading id="results-title" eyebrow={words.eyebrow} title={words.title} align="left" />
      <ul className={`grid gap-6 ${columns[study.results.length] ?? columns[4]}`}>
        {study.results.map((result, index) => (
          <li
            key={result.title}
            data-testid="case-study-result"
            className={`${cardClasses} flex flex-col p-6`}
          >
            <div className="flex min-h-6 items-center justify-between gap-3">
              <FigureKindLabel kind={result.kind} words={notes} />
              <FigureRef prefix={PREFIX} number={index + 1} words={notes} />
            </div>
            <h3 className="mt-3 text-lg leading-snug font-semibold text-pretty">{result.title}</h3>
            <dl className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-2">
              {result.baseline && (
                <div>
                  <dt className="text-xs font-semibold tracking-wide text-muted uppercase">
                    {words.before}
                  </dt>
                  <dd className="mt-1 text-xl font-semibold text-ink-soft">
                    {withUnit(result.baseline, result.unit)}
                    {/* inside the value: a <dl> holds only its terms and values */}
                    <ArrowRight
                      aria-hidden="true"
                      className="ml-3 inline-block size-5 align-[-0.15em] text-teal"
                    />
                  </dd>
                </div>
              )}
              <div>
                <dt className="text-xs font-semibold tracking-wide text-muted uppercase">
                  {words.after}
                </dt>
                <dd
                  data-testid="result-value"
                  className="mt-1 text-3xl font-bold tracking-tight text-brand"
                >
                  {withUnit(result.result, result.unit)}
                </dd>
              </div>
            </dl>
            {result.description && <p className="mt-3 text-muted">{result.description}</p>}
            {result.period && (
              <p className="mt-auto flex items-center gap-1.5 pt-5 text-sm text-muted">
                <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-teal" />
                <span className="sr-only">{notes.period}: </span>
                {result.period}
              </p>
            )}
          </li>
        ))}
      </ul>
      <FigureNotes prefix={PREFIX} figures={study.results} words={notes} />
    </Section>
  );
}
