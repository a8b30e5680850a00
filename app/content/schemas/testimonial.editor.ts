// The testimonial's form in the editor (npm run edit, Keystatic): the same fields as the
// schema beside it (testimonial.ts). Editor-only: the site never imports it.
import { collection, fields } from "@keystatic/core";
import { placeField } from "../../../editor/forms/checks.tsx";
import { fileNameField } from "./editor-fields.ts";
import { entryPicker } from "../../../editor/forms/pickers.tsx";

export const testimonialsEditor = collection({
  label: "Testimonials",
  path: "content/testimonials/*",
  format: { data: "yaml" },
  slugField: "name",
  columns: ["name", "designation"],
  schema: {
    name: fileNameField("Name"),
    order: placeField(
      fields.integer({
        label: "Place in the slider",
        description: "1 comes first.",
        validation: { isRequired: true, min: 1 },
      }),
      "testimonials",
    ),
    designation: fields.text({ label: "Role", validation: { isRequired: true } }),
    client: entryPicker({
      label: "Client",
      description:
        "From Clients. The quote names the client only if they gave written permission; otherwise it shows their description.",
      collection: "clients",
      required: true,
    }),
    quote: fields.text({ label: "Quote", multiline: true, validation: { isRequired: true } }),
    caseStudy: entryPicker({
      label: "Case study (optional)",
      description: "The work quoted; a link to it appears under the quote.",
      collection: "case-studies",
    }),
    product: entryPicker({
      label: "AI accelerator (optional)",
      description: "Without a case study: the accelerator the quote is about, linked under the quote.",
      collection: "products",
    }),
    result: fields.integer({
      label: "Which result the quote speaks to",
      description:
        "The number of the result on the case study's page (or of the figure on the accelerator's page), 1 for the first: it is shown under the quote as that page states it.",
      defaultValue: 1,
      validation: { isRequired: true, min: 1 },
    }),
    consent: fields.date({
      label: "Agreed to be quoted on",
      description:
        "The day the person agreed in writing to this quote on the site. A release build refuses a quote without it.",
    }),
    sample: fields.checkbox({
      label: "Sample quote",
      description: "Shipped example; a release build refuses it. Untick for an approved quote.",
      defaultValue: false,
    }),
  },
});
