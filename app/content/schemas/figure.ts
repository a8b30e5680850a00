// A figure the site claims (a product's metric, a case study's result) and its proof (issue 31):
// what kind of number it is, where, on what and when it was (or is to be) measured, how, and
// its source. The page prints the kind beside a figure that is not measured and a numbered
// note with the rest. A measured figure without a source passes a development build but is a
// problem for the release (figureProblems, read by the release check).
import { z } from "zod";
import { text } from "./fields.ts";
import { group, line, paragraph } from "./words.ts";

/** measured: at a client, with a source; target: what it is built to reach; illustrative: an example. */
export const FIGURE_KINDS = ["measured", "target", "illustrative"] as const;
export type FigureKind = (typeof FIGURE_KINDS)[number];

/** The editor writes an empty text field as "" (and an empty URL as null): no value. */
const blank = (value: unknown) => value === "" || value === null;
export const optionalText = z.preprocess((value) => (blank(value) ? undefined : value), text.optional());

const httpsUrl = z.preprocess(
  (value) => (blank(value) ? undefined : value),
  z.url({ protocol: /^https$/, error: "must be a full https:// address" }).optional(),
);

/** Where the figure comes from: a citation, and its address when it is online. */
const source = z.preprocess(
  // the editor writes an untouched source as { citation: "", url: null }: no source
  (value) =>
    value && typeof value === "object" && Object.values(value).every(blank) ? undefined : value,
  z
    .object({
      citation: text.describe("the source, as a reader would look it up"),
      url: httpsUrl,
    })
    .strict()
    .optional(),
);

/** The proof fields every figure has, spread into its object (schemas/product.ts, case-study.ts). */
export const figureProof = {
  kind: z.enum(FIGURE_KINDS),
  /** where: "Inpatient coding at two 300-bed hospitals" */
  setting: optionalText,
  /** on what: "12,400 encounters" */
  sample: optionalText,
  /** when: "Jan–Jun 2026" */
  period: optionalText,
  /** how it was measured or worked out */
  method: optionalText,
  source,
};

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
