// A job opening: one YAML file in content/jobs/, its file name the page's address
// (content/jobs/testengineer.yaml → /careers/testengineer). Declared once: the site's schema
// and the editor's form both come from these fields (collection.ts).
import type { z } from "zod";
import { declareCollection } from "./collection.ts";
import {
  addressName,
  choice,
  date,
  flagDefault,
  group,
  line,
  paragraphs,
  wholeNumber,
} from "./words.ts";

/** The kinds of employment the careers pages offer, as the pages say them. */
const TYPES = [
  { label: "Full Time", value: "Full Time" },
  { label: "Part Time", value: "Part Time" },
  { label: "Contract", value: "Contract" },
  { label: "Internship", value: "Internship" },
] as const;
export const JOB_TYPES = TYPES.map((type) => type.value);

const bullets = (label: string) => paragraphs(label, "One bullet per item.", label);

export const jobs = declareCollection({
  folder: "jobs",
  label: "Job openings",
  menu: "Lists",
  slugField: "title",
  columns: ["title", "location"],
  // "Preview" beside Save: the job's page on the site as it is now (a filled role: its
  // "role filled" page, integrations/dev-gone-pages.ts)
  previewUrl: "/careers/{slug}",
  fields: {
    title: addressName("Job title", "/careers/", "clinical-data-engineer"),
    location: line("Location"),
    jobType: choice("Job type", TYPES, undefined, { start: "Full Time" }),
    /** as the page says it, e.g. "2 - 4 Years of Experience" */
    experience: line("Experience, as the page says it", 'For example "2 - 4 Years of Experience".'),
    /** the same range as numbers, for job search data */
    experienceYears: group(
      "Years of experience (for job search sites)",
      { min: wholeNumber("From", { min: 0 }), max: wholeNumber("To", { min: 0 }) },
      undefined,
      [
        {
          fields: ["min", "max"],
          holds: ({ min, max }) => min === undefined || max === undefined || Number(min) <= Number(max),
          message: "“From” must not be above “To”",
          path: [],
        },
      ],
    ),
    /** shown in the careers list and the home page's teaser; false: a page only */
    listed: flagDefault("Show in the list of openings and on the home page", true),
    /** a filled role: its page answers 410 Gone and it leaves every list */
    closed: flagDefault(
      "The role is filled",
      false,
      "Its page then tells visitors so and points to the open roles.",
    ),
    /** when the opening was published (job search data, sitemap) */
    datePosted: date("Published on", undefined, { today: true }),
    /** the last day it is open, India time; after it the role counts as closed */
    validThrough: date("Open until (last day)", "After this day the role counts as filled."),
    about: paragraphs("About the role", "One paragraph per item.", "About the role"),
    responsibilities: bullets("Responsibilities"),
    qualifications: bullets("Qualifications"),
    niceToHave: bullets("Nice to have"),
  },
  checks: [
    {
      fields: ["datePosted", "validThrough"],
      holds: ({ datePosted, validThrough }) =>
        datePosted === undefined ||
        validThrough === undefined ||
        String(validThrough) > String(datePosted),
      message: "must be after the day it is published (“Published on”)",
    },
  ],
});

export const jobSchema = jobs.schema;

export type JobEntry = z.output<typeof jobSchema>;
