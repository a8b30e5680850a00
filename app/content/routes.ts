// Every page of the site: the route table (paths.ts) with the entries of the collections.
// The sitemap, the tests and the bench read it. It reads content files at build time, so
// nothing a browser loads may import it (paths.ts is the module for links in components).
import { caseStudies } from "./case-studies.ts";
import { listPages, posts, postsTagged, usedTags } from "./insights.ts";
import { closedJobs, jobs } from "./jobs.ts";
import { paths } from "./paths.ts";
import { products } from "./products.ts";

/** The accelerators' slugs, in their order, from their files in content/products/. */
export const productSlugs: readonly string[] = products.map((product) => product.slug);

/** The case studies' slugs, in list order, from their files in content/case-studies/. */
export const caseStudySlugs: readonly string[] = caseStudies.map((study) => study.slug);

/** The open jobs' slugs, from their files in content/jobs/. */
export const jobSlugs: readonly string[] = jobs.map((job) => job.slug);

/** Filled or expired roles: their addresses answer 410 Gone. */
export const closedJobSlugs: readonly string[] = closedJobs.map((job) => job.slug);

/** Every page of the insights: the index's pages, each tag's pages, each post. */
export const insightsPaths: readonly string[] = [
  ...listPages(posts, paths.insightsPage).map((page) => page.href(page.number)),
  ...usedTags.flatMap((tag) =>
    listPages(postsTagged(tag.slug), (page) => paths.insightsTag(tag.slug, page)).map((page) =>
      page.href(page.number),
    ),
  ),
  ...posts.map((post) => paths.insight(post.slug)),
];

export const pagePaths: readonly string[] = [
  paths.home,
  paths.services,
  paths.aiSolutions,
  ...productSlugs.map(paths.product),
  paths.verticals,
  paths.healthcare,
  paths.caseStudies,
  ...caseStudySlugs.map(paths.caseStudy),
  paths.about,
  ...insightsPaths,
  paths.careers,
  ...jobSlugs.map(paths.job),
  paths.contact,
  paths.privacy,
  paths.legal,
  paths.trust,
  paths.accessibility,
];

/** What the sitemap lists: every page, and security.txt (not a page, but an address to find). */
export const sitemapPaths: readonly string[] = [...pagePaths, paths.securityTxt];
