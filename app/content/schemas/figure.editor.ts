// The proof of a figure in the editor's forms (schemas/figure.ts): spread into the fields of a
// product's metric and of a case study's result, in the schema's order. Editor-only.
import { fields } from "@keystatic/core";
import { FIGURE_KINDS, type FigureKind } from "./figure.ts";

const kindLabels: Record<FigureKind, string> = {
  measured: "Measured: we measured it at a client (needs a source)",
  target: "Target: what it is designed to achieve, not yet measured",
  illustrative: "Illustrative: an example of the size of change, not a measurement",
};

const optional = (label: string, description: string) =>
  fields.text({ label, description });

export const figureProofFields = {
  kind: fields.select({
    label: "What kind of figure is this?",
    description:
      "The page shows “Target” or “Illustrative” beside the number. Choose Measured only when you can name the source: the site is not published with a measured figure that has none.",
    options: FIGURE_KINDS.map((value) => ({ label: kindLabels[value], value })),
    defaultValue: "illustrative",
  }),
  setting: optional(
    "Where (setting)",
    "Optional. Where it was or is to be measured, e.g. “Inpatient coding at two 300-bed hospitals”.",
  ),
  sample: optional("How much was measured (sample)", "Optional, e.g. “12,400 encounters”."),
  period: optional("When (period)", "Optional, e.g. “Jan–Jun 2026”."),
  method: optional(
    "How it was measured (method)",
    "Optional. One sentence, e.g. “Suggested codes compared with certified coders' final codes”.",
  ),
  source: fields.object(
    {
      citation: fields.text({
        label: "Source (citation)",
        description:
          "Required for a measured figure: the report, study or audit, as a reader would look it up.",
      }),
      url: fields.url({
        label: "Source address (link)",
        description: "Optional: where the source can be read online, starting https://.",
      }),
    },
    { label: "Source" },
  ),
};
