// The AI accelerator's form in the editor (npm run edit, Keystatic): the same fields as the
// schema beside it (product.ts), in the same order. Editor-only: the site never imports it.
import { collection, fields } from "@keystatic/core";
import { iconPicker, productArtOptions } from "../../../editor/forms/art.tsx";
import { addressField, coverField, required } from "./editor-fields.ts";
import { figureProofFields } from "./figure.editor.ts";
import { pictureChoice } from "../../../editor/forms/pickers.tsx";
import { PRODUCT_ART } from "./product.ts";
import { productValidation } from "./product-validation.ts";
import { editorField } from "./words.editor.ts";

const steps = (label: string) =>
  fields.array(
    fields.object({
      title: fields.text({ label: "Title", ...required }),
      description: fields.text({ label: "Description", multiline: true, ...required }),
    }),
    { label, itemLabel: (props) => props.fields.title.value, validation: { length: { min: 1 } } },
  );

export const productsEditor = collection({
  label: "AI accelerators",
  path: "content/products/*",
  format: { data: "yaml" },
  slugField: "title",
  columns: ["title", "tag"],
  previewUrl: "/ai-solutions/{slug}",
  schema: {
    title: addressField("Name", "/ai-solutions/", "acumed-ai"),
    order: fields.integer({ label: "Place in the lists", validation: { isRequired: true, min: 1 } }),
    art: pictureChoice({
      label: "Diagram",
      description: "One of the site's drawings: shown when there is no cover picture.",
      options: productArtOptions,
      defaultValue: PRODUCT_ART[0],
    }),
    cover: coverField("Nearly square (6:5)"),
    icon: iconPicker({
      label: "Icon",
      description: "Shown on the accelerator's card.",
      defaultValue: "Stethoscope",
    }),
    tag: fields.text({ label: "Card label", ...required }),
    description: fields.text({ label: "Card text", multiline: true, ...required }),
    cta: fields.text({ label: "Card link text", defaultValue: "Learn More", ...required }),
    audience: fields.text({ label: "Who it serves (e.g. care teams)", ...required }),
    metrics: fields.array(
      fields.object({
        percentage: fields.text({ label: "Figure (e.g. 91.6%)", ...required }),
        title: fields.text({ label: "Title", ...required }),
        description: fields.text({ label: "Description", multiline: true, ...required }),
        ...figureProofFields,
      }),
      {
        label: "Figures (exactly four)",
        itemLabel: (props) => `${props.fields.percentage.value} ${props.fields.title.value}`,
        validation: { length: { min: 4, max: 4 } },
      },
    ),
    howItWorks: fields.object(
      {
        title: fields.text({ label: "Title", ...required }),
        intro: fields.text({ label: "Introduction", multiline: true, ...required }),
        steps: steps("Steps"),
      },
      { label: "How it works" },
    ),
    capabilities: steps("Capabilities"),
    closing: fields.object(
      {
        title: fields.text({ label: "Title", ...required }),
        description: fields.text({ label: "Text", multiline: true, ...required }),
      },
      { label: "Closing call to action" },
    ),
    validation: editorField(productValidation.editor, false),
  },
});
