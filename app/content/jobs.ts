// Job openings: one YAML file each in content/jobs/ (see docs/editing.md), read through the
// collection's schema (schemas/job.ts). A role marked `closed`, or past its `validThrough`,
// leaves every list, the sitemap and the job search data; its address answers 410 Gone
// (pages/gone/careers/[slug].astro). `datePosted` and `validThrough` feed job search and the
// sitemap: keep them true whenever an opening is (re-)published. "Today" is the day the build
// is made as of (SITE_TODAY, default the real day in India: integrations/site-today.ts).
import { siteToday } from "../../integrations/site-today.ts";
import { loadCollection } from "./load.ts";
import { jobSchema } from "./schemas/job.ts";
import type { Job, JobSummary } from "./types.ts";

/** Open: not marked closed, and its last day (`YYYY-MM-DD`) not yet past on `today`. */
export function isOpen(job: Pick<Job, "closed" | "validThrough">, today = siteToday()): boolean {
  return !job.closed && job.validThrough >= today;
}

const all: readonly Job[] = loadCollection("jobs", jobSchema);
// read once, so every page of one build agrees even when it runs past midnight
const today = siteToday();

/** Every open job: each has a page with the application form. */
export const jobs: readonly Job[] = all.filter((job) => isOpen(job, today));

/** Filled or expired roles: their addresses answer 410 Gone with a way to the open ones. */
export const closedJobs: readonly Job[] = all.filter((job) => !isOpen(job, today));

function summary({ slug, title, location, jobType, experience }: Job): JobSummary {
  return { slug, title, location, jobType, experience };
}

/**
 * The openings advertised on the careers page and the home teaser, newest first: the open
 * jobs marked `listed` (a job may have a page without being advertised).
 */
export const openings: readonly JobSummary[] = jobs
  .filter((job) => job.listed)
  .toSorted((a, b) => b.datePosted.localeCompare(a.datePosted) || a.title.localeCompare(b.title))
  .map(summary);

/** The home page's teaser: the newest advertised opening, none when no role is advertised. */
export const featuredOpening: JobSummary | undefined = openings[0];

/** Case-insensitive lookup, so the mixed-case /careers/testEngineer reaches the Test Engineer. */
export function jobBySlug(slug: string): Job | undefined {
  const wanted = slug.toLowerCase();
  return jobs.find((job) => job.slug === wanted);
}
