// Every page of the site, as paths: the page model (page-model.ts) as the sitemap, the tests
// and the bench read it. It reads content files at build time, so nothing a browser loads may
// import it (paths.ts is the module for links in components).
import { caseStudies } from "./case-studies.ts";
import { closedJobs, jobs } from "./jobs.ts";
import { pages } from "./page-model.ts";
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

/** Every page search engines may list, in the model's order: the sitemap and per-route tests. */
export const pagePaths: readonly string[] = pages.filter((page) => page.listed).map((page) => page.path);

/** Every page the build writes, the unlisted ones (404, form results, gone roles) too. */
export const builtPaths: readonly string[] = pages.map((page) => page.path);

/** Every page of the insights: the index's pages, each tag's pages, each post. */
export const insightsPaths: readonly string[] = pagePaths.filter(
  (path) => path === paths.insights || path.startsWith(`${paths.insights}/`),
);

/** Pages that carry no JavaScript but the navigation's. */
export const navigationOnlyPaths: readonly string[] = pages
  .filter((page) => page.scripts === "navigation")
  .map((page) => page.path);

/** What the sitemap lists: every page, and security.txt (not a page, but an address to find). */
export const sitemapPaths: readonly string[] = [...pagePaths, paths.securityTxt];
