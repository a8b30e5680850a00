// When each page's content last changed: the sitemap's <lastmod>. A job page changes when its
// opening is published; the privacy notice, the trust page and the accessibility statement on
// their own dates; every other page when the site's copy is revised: move `copyRevised` forward
// with a change of copy (not of styling).
import { accessibilityPage } from "./accessibility.ts";
import { jobs } from "./jobs.ts";
import { paths } from "./paths.ts";
import { privacyPage } from "./privacy.ts";
import { trustPage } from "./trust.ts";

/** The day the site's copy was last revised, `YYYY-MM-DD`. */
export const copyRevised = "2026-11-23";

export function lastModified(path: string): string {
  if (path === paths.privacy) return privacyPage.updated;
  if (path === paths.trust) return trustPage.updated;
  if (path === paths.accessibility) return accessibilityPage.reviewed;
  const job = jobs.find((candidate) => paths.job(candidate.slug) === path);
  if (job && job.datePosted > copyRevised) return job.datePosted;
  return copyRevised;
}
