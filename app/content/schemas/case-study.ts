// A case study: one YAML file in content/case-studies/, its file name the page's address
// (content/case-studies/mithra.yaml → /case-study/mithra). Declared once: the site's schema and
// the editor's form both come from these fields (collection.ts).
import type { z } from "zod";
import { TECHNOLOGIES, tech } from "../technologies.ts";
import { declareCollection } from "./collection.ts";
import { artOrCover, coverPicture, drawing, listOf, optionalParagraph, orNone } from "./entry-words.ts";
import { figureProofWords } from "./figure.ts";
import {
  addressName,
  choice,
  entry,
  line,
  list,
  optionalLine,
  paragraph,
  paragraphs,
  position,
} from "./words.ts";

/** Today's hand-drawn illustrations (components/art/), by name. */
export const CASE_STUDY_ART = ["ubiqvue", "mithra", "queue", "mobile", "onlinetest"] as const;

const REQUIREMENT_HEADINGS = [
  { label: "Business Requirement", value: "Business Requirement" },
  { label: "Client Requirement", value: "Client Requirement" },
] as const;

const TECHNOLOGY_OPTIONS = TECHNOLOGIES.map((key) => ({ label: tech[key].title, value: key })) as [
  { label: string; value: (typeof TECHNOLOGIES)[number] },
  ...{ label: string; value: (typeof TECHNOLOGIES)[number] }[],
];

/** Paragraphs, one an item, each headed in the editor by the list's label. */
const told = (label: string, description = "One paragraph per item.") =>
  paragraphs(label, description, label);

/** A feature of the project: its paragraphs on wide screens, its line on phones. */
const features = (label: string, min: number) =>
  list(
    label,
    {
      title: line("Title"),
      /** the paragraphs of the feature on the study's page */
      paragraphs: told("Paragraphs", "Shown on wide screens."),
      /** one line for the overview */
      summary: line("One-line summary", "Shown on phones, where the features slide one by one."),
    },
    "title",
    undefined,
    min,
    { join: "" },
  );

export const caseStudies = declareCollection({
  folder: "case-studies",
  label: "Case studies",
  menu: "Lists",
  slugField: "title",
  columns: ["title", "category"],
  previewUrl: "/case-study/{slug}",
  fields: {
    title: addressName("Title", "/case-study/", "sepsis-early-warning"),
    /** place in the /case-study list, smallest first */
    order: position("Place in the list", "1 comes first; a new study usually takes the next number."),
    /** which hand-drawn illustration stands for the study on its card and page */
    art: drawing(
      "Illustration",
      "One of the site's drawings: shown when there is no cover picture.",
      "caseStudy",
      CASE_STUDY_ART,
    ),
    /** a picture of its own instead: shown in place of the illustration */
    cover: coverPicture("Landscape (8:5)"),
    /** the card's label; the same as the industry today */
    category: line("Card label"),
    industry: line("Industry"),
    /** the card's text and the page's description */
    description: paragraph("Card text"),
    /** one or two sentences under the title in the page header */
    summary: paragraph("Summary under the title"),
    /** the results strip under the header: two to four figures, baseline → result, with proof */
    results: list(
      "Results (two to four)",
      {
        title: line("What it measures", "A few words, e.g. “Report turnaround”."),
        baseline: optionalLine(
          "Before (baseline)",
          "Optional: the value before the project, as printed, e.g. “4 days”.",
        ),
        result: line("After (result)", "The value after, as printed, e.g. “1 day”."),
        /** printed after both values when they share it */
        unit: optionalLine(
          "Unit",
          "Optional: printed after both values when they share it, e.g. “minutes”.",
        ),
        description: optionalParagraph("One sentence of context", "Optional, shown under the numbers."),
        /** what kind of figure, and its proof (schemas/figure.ts); period strongly expected */
        ...figureProofWords,
      },
      ["title", "result"],
      "Shown first on the page, under the title: before → after, with when. Give each its kind and, for a measured one, its source.",
      2,
      { join: ": ", max: 4, fewer: "needs at least two results", more: "shows at most four results" },
    ),
    /** the client, by its file name in content/clients/ (the loader checks it): the page shows
     * that client's description, written once there (issue 43: each fact once) */
    client: entry("Client", "clients", {
      description:
        "From Clients. The page shows the client's description there (their name only with their written permission); the About page lists the client under this study's sector.",
    }),
    requirementHeading: choice("Requirement heading", REQUIREMENT_HEADINGS, undefined, {
      start: "Client Requirement",
    }),
    requirement: told("Requirement"),
    solution: told("Solution"),
    technologies: listOf(
      "Technologies",
      choice("Technology", TECHNOLOGY_OPTIONS, undefined, { start: TECHNOLOGIES[0] }),
      { min: 1, fewer: "needs at least one" },
    ),
    features: features("Features", 1),
    /** "Benefits & Outcomes", when the study has them (the editor writes none as []) */
    benefits: orNone(features("Benefits & Outcomes (optional)", 0)),
    conclusion: told("Conclusion"),
    /** "Accelerators Used": the products the project used, by slug (the loader checks them);
     * each product's page lists the study under "In Use At" (the editor writes none as []) */
    accelerators: orNone(
      listOf("Accelerators Used (optional)", entry("Accelerator", "products"), {
        description:
          "The accelerators this project used: shown on the study, and the study is shown on each accelerator's page under “In Use At”.",
      }),
    ),
    /** the three "More Case Studies" cards: other studies, by slug (the loader checks them) */
    more: listOf("More Case Studies", entry("Case study", "case-studies"), {
      description: "Exactly three other studies, shown at the end of the page.",
      min: 3,
      max: 3,
      fewer: "needs exactly three other studies",
      more: "needs exactly three other studies",
    }),
  },
  checks: [
    artOrCover("an illustration"),
  ],
});

export const caseStudySchema = caseStudies.schema;

export type CaseStudyEntry = z.output<typeof caseStudySchema>;
