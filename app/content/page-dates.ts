// When each page's content last changed: the sitemap's <lastmod>. A job page changes when its
// opening is published; the privacy notice, the trust page and the accessibility statement on
// their own dates; the insights on their posts' dates; every other page when the site's copy
// is revised: move `copyRevised` forward with a change of copy (not of styling).
import { accessibilityPage } from "./accessibility.ts";
import { lastChanged, posts, postsTagged, usedTags } from "./insights.ts";
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
  const insights = insightsDate(path);
  if (insights) return insights;
  const job = jobs.find((candidate) => paths.job(candidate.slug) === path);
  if (job && job.datePosted > copyRevised) return job.datePosted;
  return copyRevised;
}

/** A post changes on its own dates; a list of posts when its newest-changed post does. */
function insightsDate(path: string): string | undefined {
  const newest = (list: readonly Parameters<typeof lastChanged>[0][]) =>
    list.map(lastChanged).toSorted().at(-1);
  const post = posts.find((candidate) => paths.insight(candidate.slug) === path);
  if (post) return lastChanged(post);
  if (path === paths.insights || path.startsWith(`${paths.insights}/page/`)) return newest(posts);
  const tag = usedTags.find((candidate) => {
    const base = paths.insightsTag(candidate.slug);
    return path === base || path.startsWith(`${base}/page/`);
  });
  return tag ? newest(postsTagged(tag.slug)) : undefined;
}
