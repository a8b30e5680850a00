// The testimonial's form in the editor (npm run edit, Keystatic): the same fields as the
// schema beside it (testimonial.ts). Editor-only: the site never imports it.
import { collection, fields } from "@keystatic/core";

export const testimonialsEditor = collection({
  label: "Testimonials",
  path: "content/testimonials/*",
  format: { data: "yaml" },
  slugField: "name",
  columns: ["name", "organization"],
  schema: {
    name: fields.slug({
      name: { label: "Name", validation: { isRequired: true } },
      slug: { label: "File name", description: "Only tells the files apart; never shown." },
    }),
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
    caseStudy: fields.relationship({
      label: "Case study (optional)",
      description: "The work quoted; a link to it appears under the quote.",
      collection: "caseStudies",
    }),
  },
});
