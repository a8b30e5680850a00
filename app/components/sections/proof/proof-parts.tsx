import { ArrowRight, BadgeCheck, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { RESULTS_PREFIX } from "#app/components/sections/case-study/case-study-results.tsx";
import { Figure, type ShownFigure } from "#app/components/ui/figure.tsx";
import { noteId } from "#app/components/ui/figure-notes.tsx";
import { caseStudyPage } from "#app/content/case-studies.ts";
import { paths } from "#app/content/paths.ts";

// The parts of the proof a buyer reads (issue 43), shared by the home page's proof and the
// healthcare page's case studies, so an outcome and the certifications look and link the same
// wherever they stand: one figure presentation, the note on the study's own page, the
// certifications' status linking to /trust.

/** A part of a proof section under its outcomes (the clients, the certifications, the checks). */
export function PartHeading({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <h3 className="flex items-center gap-2 text-base font-semibold text-ink">
      <Icon aria-hidden="true" className="size-4 text-brand" />
      {children}
    </h3>
  );
}

/** An outcome: a case study's result, with the number of its note on the study's page. */
export interface Outcome {
  study: { slug: string; title: string };
  figure: ShownFigure;
  /** its number among the study's results: its note there is `#result-note-<n>` */
  note: number;
}

/**
 * The inside of an outcome's card: the figure in the one presentation, its note link going to
 * the study's own note (a fact written once), then the link to the study.
 */
export function ProofOutcome({
  outcome: { study, figure, note },
  prefix,
  number,
  readStudy,
  headingLevel,
}: {
  outcome: Outcome;
  /** the page's id prefix for its figures, and this one's number among them */
  prefix: string;
  number: number;
  /** the words of the link to the study */
  readStudy: string;
  headingLevel?: 3 | 4;
}) {
  return (
    <Figure
      figure={figure}
      prefix={prefix}
      number={number}
      words={caseStudyPage.figures}
      headingLevel={headingLevel}
      noteHref={`${paths.caseStudy(study.slug)}#${noteId(RESULTS_PREFIX, note)}`}
    >
      <a
        href={paths.caseStudy(study.slug)}
        className="mt-auto inline-flex min-h-11 items-center gap-2 pt-4 font-semibold whitespace-nowrap text-brand hover:text-brand-strong hover:underline"
      >
        {readStudy}
        <span className="sr-only">: {study.title}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </a>
    </Figure>
  );
}

/** The certifications by their status (the trust facts), then the link to /trust. */
export function Certifications({
  title,
  items,
  trustLink,
}: {
  title: string;
  items: readonly { name: string; status: string }[];
  /** the words of the link to the trust page */
  trustLink: string;
}) {
  return (
    <>
      <PartHeading icon={BadgeCheck}>{title}</PartHeading>
      <ul className="mt-3 flex flex-wrap gap-2">
        {items.map((item) => (
          <li
            key={item.name}
            className="rounded-2xl border border-line bg-surface px-3 py-1 text-sm text-ink-soft"
          >
            <span className="font-semibold text-ink">{item.name}</span>: {item.status}
          </li>
        ))}
      </ul>
      <a
        href={paths.trust}
        className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-brand hover:text-brand-strong hover:underline"
      >
        {trustLink}
        <ArrowRight aria-hidden="true" className="size-4" />
      </a>
    </>
  );
}
