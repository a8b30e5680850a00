// The testimonial's form in the editor (npm run edit, Keystatic): the same fields as the
// schema beside it (testimonial.ts). Editor-only: the site never imports it.
import { collection, fields } from "@keystatic/core";
import { fileNameField } from "./editor-fields.ts";
import { entryPicker } from "./editor-pickers.tsx";

export const testimonialsEditor = collection({
  label: "Testimonials",
  path: "content/testimonials/*",
  format: { data: "yaml" },
  slugField: "name",
  columns: ["name", "organization"],
  schema: {
    name: fileNameField("Name"),
    order: fields.integer({
      label: "Place in the slider",
      description: "1 comes first.",
      validation: { isRequired: true, min: 1 },
    }),
    designation: fields.text({ label: "Role", validation: { isRequired: true } }),
    organization: fields.text({
      label: "Organisation",
      description: "The kind of organisation, unless the client agreed to be named.",
      validation: { isRequired: true },
    }),
    quote: fields.text({ label: "Quote", multiline: true, validation: { isRequired: true } }),
    caseStudy: entryPicker({
      label: "Case study (optional)",
      description: "The work quoted; a link to it appears under the quote.",
      collection: "case-studies",
    }),
  },
});
