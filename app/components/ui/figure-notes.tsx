import { CornerLeftUp } from "lucide-react";
import type { FigureKind, FigureNoteWords, FigureProof } from "#app/content/schemas/figure.ts";
import { fillIn } from "#app/content/schemas/words.ts";

// The proof of a section's figures (issue 31): beside each figure its kind when it is not
// measured and a numbered link to its note; under the section, the notes (kind, what it
// measures, setting, sample, period, method, source), each linking back. One component for
// the accelerators' metrics and the case studies' results. A note says only what its card
// does not (issue 43, each fact once): a pilot figure's card prints its method, a case study's
// card its period, so the note leaves them out; a headline figure's card prints neither.

/** A figure as its note needs it: its proof and the words naming what it measures. */
export type NotedFigure = FigureProof & { title: string };

/** Whether a figure may be set as a headline number: measured, and its source given. */
export const isHeadline = (figure: Pick<FigureProof, "kind" | "source">) =>
  figure.kind === "measured" && figure.source !== undefined;

/** The facts a note may add to its figure's card, in the note's order. */
const NOTE_FACTS = ["setting", "sample", "period", "method"] as const;
export type NoteFact = (typeof NOTE_FACTS)[number];

/**
 * What the note prints: the facts its card does not. Every card but a headline's shows the
 * method (ui/figure.tsx: in its foot, or as its meaning when the two are the same words).
 */
const noteFacts = (figure: NotedFigure, onCard: readonly NoteFact[]) =>
  NOTE_FACTS.filter(
    (key) =>
      figure[key] !== undefined &&
      !onCard.includes(key) &&
      (key !== "method" || isHeadline(figure)),
  );

export const noteId = (prefix: string, number: number) => `${prefix}-note-${number}`;
const refId = (prefix: string, number: number) => `${prefix}-ref-${number}`;

/** "Target" or "Illustrative" beside a figure; nothing for a measured one. */
export function FigureKindLabel({ kind, words }: { kind: FigureKind; words: FigureNoteWords }) {
  if (kind === "measured") return null;
  return (
    <span
      data-testid="figure-kind"
      className="inline-flex items-center rounded-full border border-line bg-white px-2.5 py-0.5 text-xs font-semibold tracking-wide text-muted uppercase"
    >
      {words[kind].label}
    </span>
  );
}

/** The figure's numbered link to its note: "Note 1" read aloud, a round "1" seen. */
export function FigureRef({
  prefix,
  number,
  words,
  href,
}: {
  prefix: string;
  number: number;
  words: FigureNoteWords;
  /** the note on another page (the home page's outcomes link to their case study's notes) */
  href?: string | undefined;
}) {
  return (
    <sup className="top-0 align-baseline">
      <a
        id={href ? undefined : refId(prefix, number)}
        href={href ?? `#${noteId(prefix, number)}`}
        aria-label={fillIn(words.reference, { number })}
        className="tap-area inline-flex size-6 items-center justify-center rounded-full bg-brand-soft text-xs font-semibold text-brand transition-colors duration-200 hover:bg-brand hover:text-white"
      >
        {number}
      </a>
    </sup>
  );
}

/** The notes under a section: one per figure, in the order of the figures (numbered 1…). */
export function FigureNotes({
  prefix,
  figures,
  words,
  onCard = [],
  className = "",
}: {
  prefix: string;
  figures: readonly NotedFigure[];
  words: FigureNoteWords;
  /** the facts the cards print besides the method (a case study's period), left out here */
  onCard?: readonly NoteFact[];
  className?: string;
}) {
  const headingId = `${prefix}-notes-title`;
  // what every note would begin with (figures all of one kind, e.g. three illustrative ones) is
  // said once, above the list, not three times (issue 43)
  const kinds = new Set(figures.map((figure) => figure.kind));
  const shared = figures.length > 1 && kinds.size === 1 ? words[figures[0]!.kind].explain : "";
  return (
    <div className={`mt-10 border-t border-line pt-6 text-sm text-muted ${className}`}>
      <h3 id={headingId} className="text-base font-semibold text-ink">
        {words.title}
      </h3>
      {shared && (
        <p data-testid="figure-notes-shared" className="mt-2">
          {shared}
        </p>
      )}
      <ol
        aria-labelledby={headingId}
        className="mt-3 list-decimal space-y-3 pl-5 marker:font-semibold"
      >
        {figures.map((figure, index) => {
          const number = index + 1;
          const facts = noteFacts(figure, onCard);
          return (
            <li key={number} id={noteId(prefix, number)} className="pl-1">
              <p>
                <strong className="font-semibold text-ink-soft">{figure.title}.</strong>
                {!shared && ` ${words[figure.kind].explain}`}
                {facts.map((key) => (
                  <span key={key}>
                    {" "}
                    {words[key]}: {figure[key]}
                    {/[.!?]$/.test(figure[key] ?? "") ? "" : "."}
                  </span>
                ))}
                {figure.source && (
                  <span>
                    {" "}
                    {words.source}:{" "}
                    {figure.source.url ? (
                      <a href={figure.source.url} className="font-medium text-brand underline">
                        {figure.source.citation}
                      </a>
                    ) : (
                      figure.source.citation
                    )}
                    .
                  </span>
                )}
                {/* a no-break space kept with the arrow: it stays on its sentence's last line */}
                <span className="whitespace-nowrap">
                  {"\u00a0"}
                  <a
                    href={`#${refId(prefix, number)}`}
                    className="tap-area inline-flex size-6 items-center justify-center rounded-full align-middle text-brand hover:bg-brand-soft"
                  >
                    <CornerLeftUp aria-hidden="true" className="size-4" />
                    <span className="sr-only">{fillIn(words.back, { title: figure.title })}</span>
                  </a>
                </span>
              </p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
