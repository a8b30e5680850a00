// A figure the site claims (a product's metric, a case study's result) and its proof (issue 31):
// what kind of number it is, where, on what and when it was (or is to be) measured, how, and
// its source. The page prints the kind beside a figure that is not measured and a numbered
// note with the rest. A measured figure without a source passes a development build but is a
// problem for the release (figureProblems, read by the release check).
import { z } from "zod";
import { fact } from "./entry-words.ts";
import { choice, group, line, link, optionalLine, paragraph } from "./words.ts";

/** measured: at a client, with a source; target: what it is built to reach; illustrative: an example. */
const KINDS = [
  { value: "measured", label: "Measured: we measured it at a client (needs a source)" },
  { value: "target", label: "Target: what it is designed to achieve, not yet measured" },
  {
    value: "illustrative",
    label: "Illustrative: an example of the size of change, not a measurement",
  },
] as const;
export const FIGURE_KINDS = KINDS.map((kind) => kind.value);
export type FigureKind = (typeof FIGURE_KINDS)[number];

/** The editor writes an empty text field as "" (and an empty URL as null): no value. */
const blank = (value: unknown) => value === "" || value === null;

const source = group("Source", {
  citation: fact(
    "Source (citation)",
    "Required for a measured figure: the report, study or audit, as a reader would look it up.",
    { multiline: false },
  ),
  url: link("Source address (link)", "Optional: where the source can be read online, starting https://."),
});

/**
 * The proof fields every figure has, declared once (words.ts) and spread into its fields
 * (schemas/product.ts, schemas/case-study.ts); `figureProof` is their zod alone.
 */
export const figureProofWords = {
  kind: choice(
    "What kind of figure is this?",
    KINDS,
    "The page shows “Target” or “Illustrative” beside the number. Choose Measured only when you can name the source: the site is not published with a measured figure that has none.",
    { start: "illustrative" },
  ),
  /** where: "Inpatient coding at two 300-bed hospitals" */
  setting: optionalLine(
    "Where (setting)",
    "Optional. Where it was or is to be measured, e.g. “Inpatient coding at two 300-bed hospitals”.",
  ),
  /** on what: "12,400 encounters" */
  sample: optionalLine("How much was measured (sample)", "Optional, e.g. “12,400 encounters”."),
  /** when: "Jan–Jun 2026" */
  period: optionalLine("When (period)", "Optional, e.g. “Jan–Jun 2026”."),
  /** how it was measured or worked out */
  method: optionalLine(
    "How it was measured (method)",
    "Optional. One sentence, e.g. “Suggested codes compared with certified coders' final codes”.",
  ),
  /** where the figure comes from: a citation, and its address when it is online */
  source: {
    ...source,
    zod: z.preprocess(
      // the editor writes an untouched source as { citation: "", url: null }: no source
      (value) =>
        value && typeof value === "object" && Object.values(value).every(blank) ? undefined : value,
      source.zod.optional(),
    ),
  },
};

type ProofWords = typeof figureProofWords;

/** The proof's zod, spread into a figure's object (schemas/case-study.ts). */
export const figureProof = Object.fromEntries(
  Object.entries(figureProofWords).map(([key, word]) => [key, word.zod]),
) as { [K in keyof ProofWords]: ProofWords[K]["zod"] };

export interface FigureProof {
  kind: FigureKind;
  setting?: string | undefined;
  sample?: string | undefined;
  period?: string | undefined;
  method?: string | undefined;
  source?: { citation: string; url?: string | undefined } | undefined;
}

/**
 * What is wrong with one figure for a release, each line naming file and field the way a
 * build error does: `content/products/x.yaml: metrics.2.source: a measured figure needs its
 * source`. `field` is the figure's own path in its file (`metrics.2`, `results.0`).
 */
export function figureProblems(file: string, field: string, figure: Pick<FigureProof, "kind" | "source">): string[] {
  return figure.kind === "measured" && !figure.source
    ? [`${file}: ${field}.source: a measured figure needs its source`]
    : [];
}

/** Every figure's problems in a list of entries, e.g. `figureListProblems(products, "metrics")`. */
export function figureListProblems<K extends string>(
  entries: readonly ({ file: string } & Record<K, readonly Pick<FigureProof, "kind" | "source">[] | undefined>)[],
  key: K,
): string[] {
  return entries.flatMap((entry) =>
    (entry[key] ?? []).flatMap((figure, index) => figureProblems(entry.file, `${key}.${index}`, figure)),
  );
}

/**
 * The words of the notes under a page's figures (content/pages/*.yaml), declared once for the
 * accelerators' pages and the case studies' pages (components/ui/figure-notes.tsx).
 */
export const figureNoteWords = group(
  "Notes under the figures",
  {
    title: line("Heading of the notes"),
    measured: group("A measured figure", {
      label: line("Its label", "Measured figures show no label beside the number; the note starts with it."),
      explain: paragraph("What it means", "Starts the figure's note."),
    }),
    target: group("A target", {
      label: line("Its label", "Shown beside the number."),
      explain: paragraph("What it means", "Starts the figure's note."),
    }),
    illustrative: group("An illustrative figure", {
      label: line("Its label", "Shown beside the number."),
      explain: paragraph("What it means", "Starts the figure's note."),
    }),
    pilot: group(
      "A figure not yet measured",
      {
        heading: line(
          "Line above it",
          "A target or illustrative figure is set as what a pilot would measure, not as a headline number.",
        ),
        target: line("Label of a target's value"),
        example: line("Label of an illustrative value"),
      },
      "Only a measured figure with its source is shown as a large number.",
    ),
    setting: line("Label of the setting"),
    sample: line("Label of the sample"),
    period: line("Label of the period"),
    method: line("Label of the method"),
    source: line("Label of the source"),
    reference: line(
      "Name of the link to a note, for screen readers",
      "{number} becomes the note's number, e.g. “Note 1”.",
    ),
    back: line(
      "Link from a note back to its figure, for screen readers",
      "{title} becomes the figure's title.",
    ),
  },
  "Each figure links to a numbered note under its section: what kind of figure it is and its proof.",
);

export type FigureNoteWords = z.output<typeof figureNoteWords.zod>;

/** A figure's values as printed: "3–5 days → Under 1 day", "75%". */
export function figureValues(figure: { value: string; baseline?: string | undefined; unit?: string | undefined }): string {
  const withUnit = (value: string) => (figure.unit ? `${value} ${figure.unit}` : value);
  return figure.baseline ? `${withUnit(figure.baseline)} → ${withUnit(figure.value)}` : withUnit(figure.value);
}
