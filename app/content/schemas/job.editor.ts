// The job opening's form in the editor (npm run edit, Keystatic): the same fields as the
// schema beside it (job.ts), in the same order, so what the editor writes is what the site
// reads. Editor-only: the site never imports this file (tests/editor proves the two agree).
import { collection, fields } from "@keystatic/core";
import { addressField, options, textList as list } from "./editor-fields.ts";
import { JOB_TYPES } from "./job.ts";

export const jobsEditor = collection({
  label: "Job openings",
  path: "content/jobs/*",
  format: { data: "yaml" },
  slugField: "title",
  columns: ["title", "location"],
  // "Preview" beside Save: the job's page on the site as it is now (a filled role: its
  // "role filled" page, integrations/dev-gone-pages.ts)
  previewUrl: "/careers/{slug}",
  schema: {
    title: addressField("Job title", "/careers/", "clinical-data-engineer"),
    location: fields.text({ label: "Location", validation: { isRequired: true } }),
    jobType: fields.select({
      label: "Job type",
      options: options(JOB_TYPES),
      defaultValue: "Full Time",
    }),
    experience: fields.text({
      label: "Experience, as the page says it",
      description: 'For example "2 - 4 Years of Experience".',
      validation: { isRequired: true },
    }),
    experienceYears: fields.object(
      {
        min: fields.integer({ label: "From", validation: { isRequired: true, min: 0 } }),
        max: fields.integer({ label: "To", validation: { isRequired: true, min: 0 } }),
      },
      { label: "Years of experience (for job search sites)" },
    ),
    listed: fields.checkbox({
      label: "Show in the list of openings and on the home page",
      defaultValue: true,
    }),
    closed: fields.checkbox({
      label: "The role is filled",
      description: "Its page then tells visitors so and points to the open roles.",
      defaultValue: false,
    }),
    datePosted: fields.date({
      label: "Published on",
      defaultValue: { kind: "today" },
      validation: { isRequired: true },
    }),
    validThrough: fields.date({
      label: "Open until (last day)",
      description: "After this day the role counts as filled.",
      validation: { isRequired: true },
    }),
    about: list("About the role", "One paragraph per item."),
    responsibilities: list("Responsibilities", "One bullet per item."),
    qualifications: list("Qualifications", "One bullet per item."),
    niceToHave: list("Nice to have", "One bullet per item."),
  },
});
