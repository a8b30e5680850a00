// A job opening: one YAML file in content/jobs/, its file name the page's address
// (content/jobs/testengineer.yaml → /careers/testengineer).
import { z } from "zod";
import { day, lines, text } from "./fields.ts";

/** The kinds of employment the careers pages offer, as the pages say them. */
export const JOB_TYPES = ["Full Time", "Part Time", "Contract", "Internship"] as const;

export const jobSchema = z
  .object({
    title: text,
    location: text,
    jobType: z.enum(JOB_TYPES),
    /** as the page says it, e.g. "2 - 4 Years of Experience" */
    experience: text,
    /** the same range as numbers, for job search data */
    experienceYears: z
      .object({ min: z.number().int().min(0), max: z.number().int().min(0) })
      .refine(({ min, max }) => min <= max, "min must not be above max"),
    /** shown in the careers list and the home page's teaser; false: a page only */
    listed: z.boolean().default(true),
    /** a filled role: its page answers 410 Gone and it leaves every list */
    closed: z.boolean().default(false),
    /** when the opening was published (job search data, sitemap) */
    datePosted: day,
    /** the last day it is open, India time; after it the role counts as closed */
    validThrough: day,
    about: lines,
    responsibilities: lines,
    qualifications: lines,
    niceToHave: lines,
  })
  .strict()
  .refine(({ datePosted, validThrough }) => validThrough > datePosted, {
    message: "must be after datePosted",
    path: ["validThrough"],
  });

export type JobEntry = z.output<typeof jobSchema>;
