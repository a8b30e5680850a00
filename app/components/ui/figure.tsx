import type { ReactNode } from "react";
import type { FigureKind, FigureNoteWords } from "#app/content/schemas/figure.ts";
import { FigureKindLabel, FigureRef, isHeadline, type NotedFigure } from "./figure-notes.tsx";

// One figure presentation (issue 43), wherever the site states a figure: the accelerators'
// metrics, a case study's results, the home page's proof. Only a measured figure with its
// source may be a headline number; a target or an illustrative figure is set in neutral type
// as what a pilot would measure (metric, method, target), so a large number never claims more
// than its note says. The kind's label and the numbered note stay in both.

/** A figure as a card shows it: its proof and title, its value, and optionally before and unit. */
export interface ShownFigure extends NotedFigure {
  /** the value as printed: "91.6%", "Under 1 day" */
  value: string;
  /** the value before, as printed, shown before → value */
  baseline?: string | undefined;
  /** printed after both values */
  unit?: string | undefined;
  /** one sentence under the figure */
  description?: string | undefined;
}

/** The label of a value not set as a headline: a target, an example, or a result awaiting its source. */
const valueLabel = (kind: FigureKind, words: FigureNoteWords) =>
  kind === "target"
    ? words.pilot.target
    : kind === "illustrative"
      ? words.pilot.example
      : words.measured.label;

const withUnit = (value: string, unit: string | undefined) => (unit ? `${value} ${unit}` : value);

/** Before → after, or the value alone: the text reads as figureValues() writes it. */
function Values({ figure }: { figure: ShownFigure }) {
  const value = <span data-testid="figure-value">{withUnit(figure.value, figure.unit)}</span>;
  // each value keeps its words together ("Under 1 day") and the arrow goes with the value
  // after it: a narrow card breaks before the arrow, never leaving it alone on a line
  return (
    <span data-testid="figure-values">
      {figure.baseline ? (
        <>
          <span className="font-semibold whitespace-nowrap text-muted">
            {withUnit(figure.baseline, figure.unit)}
          </span>{" "}
          <span className="whitespace-nowrap">
            <span className="text-teal">→ </span>
            {value}
          </span>
        </>
      ) : (
        <span className="whitespace-nowrap">{value}</span>
      )}
    </span>
  );
}

/**
 * The inside of a figure's card: kind and note link, then either the headline number and its
 * title, or the metric a pilot measures: its name and meaning, then at the card's foot its
 * method and target. `children` come last (a period, a link).
 */
export function Figure({
  figure,
  prefix,
  number,
  words,
  children,
  headingLevel = 3,
  noteHref,
  pilotHeading = true,
}: {
  figure: ShownFigure;
  /** the notes' id prefix and this figure's number in them (components/ui/figure-notes.tsx) */
  prefix: string;
  number: number;
  words: FigureNoteWords;
  children?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** where the figure's note is when it is on another page */
  noteHref?: string | undefined;
  /** "What a Pilot Measures" over a pilot figure; false where its section's heading says it */
  pilotHeading?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  const headline = isHeadline(figure);
  const pilot = figure.kind !== "measured";
  return (
    <div data-testid="figure" data-kind={figure.kind} className="flex h-full flex-col">
      <div className="flex min-h-6 items-center justify-between gap-3">
        <FigureKindLabel kind={figure.kind} words={words} />
        <FigureRef prefix={prefix} number={number} words={words} href={noteHref} />
      </div>
      {headline ? (
        <>
          <p
            data-testid="figure-headline"
            className="mt-3 text-4xl font-bold tracking-tight text-brand"
          >
            <Values figure={figure} />
          </p>
          <Heading className="mt-3 text-lg leading-snug font-semibold text-pretty">
            {figure.title}
          </Heading>
        </>
      ) : (
        <>
          {pilot && pilotHeading && (
            <p className="mt-3 text-xs font-semibold tracking-wide text-muted uppercase">
              {words.pilot.heading}
            </p>
          )}
          <Heading
            className={`${pilot && pilotHeading ? "mt-1" : "mt-3"} text-lg leading-snug font-semibold text-pretty`}
          >
            {figure.title}
          </Heading>
          {/* what the metric means comes under its name; how it is measured, the target or
              example and what follows (a period, a link) keep to the card's foot, so the
              values of a row of cards stand in line */}
          {figure.description && <p className="mt-2 text-muted">{figure.description}</p>}
          <div className="mt-auto pt-4">
            <dl className="space-y-2 text-sm">
              {/* a method that repeats the description is said once */}
              {figure.method && figure.method !== figure.description && (
                <div>
                  <dt className="font-semibold text-ink-soft">{words.method}</dt>
                  <dd className="text-muted">{figure.method}</dd>
                </div>
              )}
              <div>
                <dt className="font-semibold text-ink-soft">{valueLabel(figure.kind, words)}</dt>
                <dd className="text-lg font-semibold text-ink-soft">
                  <Values figure={figure} />
                </dd>
              </div>
            </dl>
            {children}
          </div>
        </>
      )}
      {headline && figure.description && <p className="mt-3 text-muted">{figure.description}</p>}
      {headline && children}
    </div>
  );
}

/**
 * A figure in two lines, where a card names its study's lead result (the /case-study list):
 * the kind's label, the metric and its value, under the same rule as the full presentation: a
 * headline number only when measured and sourced, else neutral type with "Example" or "Target".
 * Its note is on the study's page, which the card links to.
 */
export function FigureSummary({ figure, words }: { figure: ShownFigure; words: FigureNoteWords }) {
  const headline = isHeadline(figure);
  return (
    <div data-testid="figure" data-kind={figure.kind}>
      {headline ? (
        <p data-testid="figure-headline" className="text-2xl font-bold tracking-tight text-brand">
          <Values figure={figure} />
        </p>
      ) : (
        <FigureKindLabel kind={figure.kind} words={words} />
      )}
      <p className="mt-2 text-sm leading-snug font-semibold text-ink">{figure.title}</p>
      {!headline && (
        <p className="mt-1 text-sm text-ink-soft">
          <span className="text-muted">{valueLabel(figure.kind, words)}: </span>
          <span className="font-semibold">
            <Values figure={figure} />
          </span>
        </p>
      )}
    </div>
  );
}
