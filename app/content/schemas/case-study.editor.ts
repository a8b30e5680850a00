// The case study's form in the editor (npm run edit, Keystatic): the same fields as the
// schema beside it (case-study.ts), in the same order. Editor-only: the site never imports it.
import { collection, fields } from "@keystatic/core";
import { TECHNOLOGIES, tech } from "../technologies.ts";
import { CASE_STUDY_ART } from "./case-study.ts";
import { caseStudyArtOptions } from "../../../editor/forms/art.tsx";
import { nameOf } from "./editor-choices.ts";
import { addressField, coverField, options, required, textList } from "./editor-fields.ts";
import { figureProofFields } from "./figure.editor.ts";
import { entryPicker, pictureChoice } from "../../../editor/forms/pickers.tsx";

const paragraphs = (label: string, description = "One paragraph per item.") =>
  textList(label, description);

const feature = fields.object({
  title: fields.text({ label: "Title", validation: { isRequired: true } }),
  paragraphs: paragraphs("Paragraphs", "Shown on wide screens."),
  summary: fields.text({
    label: "One-line summary",
    description: "Shown on phones, where the features slide one by one.",
    validation: { isRequired: true },
  }),
});

const features = (label: string, min: number) =>
  fields.array(feature, {
    label,
    itemLabel: (props) => props.fields.title.value,
    validation: { length: { min } },
  });

const result = fields.object({
  title: fields.text({
    label: "What it measures",
    description: "A few words, e.g. “Report turnaround”.",
    ...required,
  }),
  baseline: fields.text({
    label: "Before (baseline)",
    description: "Optional: the value before the project, as printed, e.g. “4 days”.",
  }),
  result: fields.text({
    label: "After (result)",
    description: "The value after, as printed, e.g. “1 day”.",
    ...required,
  }),
  unit: fields.text({
    label: "Unit",
    description: "Optional: printed after both values when they share it, e.g. “minutes”.",
  }),
  description: fields.text({
    label: "One sentence of context",
    description: "Optional, shown under the numbers.",
    multiline: true,
  }),
  ...figureProofFields,
});

export const caseStudiesEditor = collection({
  label: "Case studies",
  path: "content/case-studies/*",
  format: { data: "yaml" },
  slugField: "title",
  columns: ["title", "category"],
  previewUrl: "/case-study/{slug}",
  schema: {
    title: addressField("Title", "/case-study/", "sepsis-early-warning"),
    order: fields.integer({
      label: "Place in the list",
      description: "1 comes first; a new study usually takes the next number.",
      validation: { isRequired: true, min: 1 },
    }),
    art: pictureChoice({
      label: "Illustration",
      description: "One of the site's drawings: shown when there is no cover picture.",
      options: caseStudyArtOptions,
      defaultValue: CASE_STUDY_ART[0],
    }),
    cover: coverField("Landscape (8:5)"),
    category: fields.text({ label: "Card label", validation: { isRequired: true } }),
    industry: fields.text({ label: "Industry", validation: { isRequired: true } }),
    description: fields.text({
      label: "Card text",
      multiline: true,
      validation: { isRequired: true },
    }),
    summary: fields.text({
      label: "Summary under the title",
      multiline: true,
      validation: { isRequired: true },
    }),
    results: fields.array(result, {
      label: "Results (two to four)",
      description:
        "Shown first on the page, under the title: before → after, with when. Give each its kind and, for a measured one, its source.",
      itemLabel: (props) => `${props.fields.title.value}: ${props.fields.result.value}`,
      validation: { length: { min: 2, max: 4 } },
    }),
    client: entryPicker({
      label: "Client",
      description:
        "From Clients. The page shows the client's description there (their name only with their written permission); the About page lists the client under this study's sector.",
      collection: "clients",
      required: true,
    }),
    requirementHeading: fields.select({
      label: "Requirement heading",
      options: options(["Business Requirement", "Client Requirement"]),
      defaultValue: "Client Requirement",
    }),
    requirement: paragraphs("Requirement"),
    solution: paragraphs("Solution"),
    technologies: fields.array(
      fields.select({
        label: "Technology",
        options: TECHNOLOGIES.map((key) => ({ label: tech[key].title, value: key })),
        defaultValue: TECHNOLOGIES[0],
      }),
      {
        label: "Technologies",
        itemLabel: (props) => tech[props.value].title,
        validation: { length: { min: 1 } },
      },
    ),
    features: features("Features", 1),
    benefits: features("Benefits & Outcomes (optional)", 0),
    conclusion: paragraphs("Conclusion"),
    accelerators: fields.array(
      entryPicker({ label: "Accelerator", collection: "products", required: true }),
      {
        label: "Accelerators Used (optional)",
        description:
          "The accelerators this project used: shown on the study, and the study is shown on each accelerator's page under “In Use At”.",
        itemLabel: (props) => nameOf("products", props.value),
      },
    ),
    more: fields.array(
      entryPicker({ label: "Case study", collection: "case-studies", required: true }),
      {
        label: "More Case Studies",
        description: "Exactly three other studies, shown at the end of the page.",
        itemLabel: (props) => nameOf("case-studies", props.value),
        validation: { length: { min: 3, max: 3 } },
      },
    ),
  },
});
