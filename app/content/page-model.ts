// Every page of the site, declared once (decision 0025): a page of its own by its content file
// (content/pages/<page>.yaml: address, title, description, share picture, date, scripts), the
// pages of the collections by their entries. The route table, the sitemap, the share
// pictures, the documents' heads, the per-route tests and `npm run bench` all read this list.
// Build-time only: it reads content files.
import { caseStudies } from "./case-studies.ts";
import { roleFilledPage } from "./careers.ts";
import { lastChanged, listPages, posts, postsTagged, usedTags, type Post } from "./insights.ts";
import { closedJobs, jobs } from "./jobs.ts";
import { paths } from "./paths.ts";
import { products } from "./products.ts";
import type { PageScripts } from "./schemas/page.ts";
import { fillIn } from "./schemas/words.ts";
import { pageContent, pageFiles } from "./pages.ts";
import { pageMeta, type PageMeta } from "./page-meta.ts";

/** What a shared link's picture says (drawn by app/pages/og/[image].png.ts). */
export interface ShareWords {
  /** small label above the title: the page's family */
  eyebrow: string;
  title: string;
  /** one line under the title */
  subtitle: string;
  /** the line in the bottom corner; the tagline unless given */
  footer?: string | undefined;
}

export interface Page {
  path: string;
  /** where the page comes from: "page" (a file of content/pages/) or its collection */
  family: "page" | "product" | "case-study" | "insights" | "job" | "gone";
  meta: PageMeta;
  /** its own share picture; a list's later pages and unlisted pages borrow one */
  share?: ShareWords | undefined;
  /** in the sitemap and the per-route tests; false for the 404, a form's result, a gone role */
  listed: boolean;
  /** what it loads before any interaction (the page-weight budgets) */
  scripts: PageScripts;
  /** the sitemap's <lastmod> */
  lastModified: string;
}

/** A list of posts changes when its newest-changed post does. */
const newest = (list: readonly Post[], otherwise: string) =>
  list.map(lastChanged).toSorted().at(-1) ?? otherwise;

const own = pageFiles.map(
  (file): Page => ({
    path: file.path,
    family: "page",
    meta: pageMeta(file.head.title, file.head.description),
    share: file.head.share,
    listed: file.listed,
    scripts: file.scripts,
    // the insights' first page changes with its posts
    lastModified: file.path === paths.insights ? newest(posts, file.head.updated) : file.head.updated,
  }),
);

const ownAt = (path: string) => {
  const page = own.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`content/pages/: no page file has the address ${path}`);
  return page;
};

/** A list's words for each of its pages' search and share data, `{…}` filled in. */
const filled = (head: { title: string; eyebrow: string; subtitle: string }, values: Record<string, string | number>) => ({
  title: fillIn(head.title, values),
  eyebrow: fillIn(head.eyebrow, values),
  subtitle: fillIn(head.subtitle, values),
});

function insightsPages(): Page[] {
  const index = ownAt(paths.insights);
  const words = pageContent("insights");
  const note = (number: number) => (number > 1 ? ` (page ${number})` : "");
  const lists = [
    ...listPages(posts, paths.insightsPage)
      .slice(1)
      .map(
        (page): Page => ({
          ...index,
          path: page.href(page.number),
          family: "insights",
          meta: pageMeta(`${index.meta.title.split(" | ")[0]}${note(page.number)}`, index.meta.description),
          share: undefined,
        }),
      ),
    ...usedTags.flatMap((tag) => {
      const head = filled(words.list.topicHead, { topic: tag.name });
      return listPages(postsTagged(tag.slug), (number) => paths.insightsTag(tag.slug, number)).map(
        (page): Page => ({
          path: page.href(page.number),
          family: "insights",
          meta: pageMeta(`${head.title}${note(page.number)}`, tag.description),
          share:
            page.number === 1
              ? { eyebrow: head.eyebrow, title: tag.name, subtitle: head.subtitle }
              : undefined,
          listed: true,
          scripts: "navigation",
          lastModified: newest(postsTagged(tag.slug), index.lastModified),
        }),
      );
    }),
  ];
  const articles = posts.map((post): Page => {
    const head = filled(words.post.head, {
      title: post.title,
      topic: post.tags[0]?.name ?? "",
      author: post.author.name,
      role: post.author.role,
      readingTime: fillIn(words.post.readingTime, { minutes: post.readingMinutes }),
    });
    return {
      path: paths.insight(post.slug),
      family: "insights",
      meta: pageMeta(head.title, post.summary, "article"),
      share: { eyebrow: head.eyebrow, title: post.title, subtitle: head.subtitle },
      listed: true,
      scripts: "navigation",
      lastModified: lastChanged(post),
    };
  });
  return [...lists, ...articles];
}

/** The pages each collection adds under a page of its own, by that page's address. */
function familiesUnder(path: string): Page[] {
  const parent = ownAt(path);
  switch (path) {
    case paths.aiSolutions:
      return products.map((product) => {
        const head = filled(pageContent("ai-solutions").productPage.head, {
          title: product.title,
          tag: product.tag,
          // a figure that is not measured says so here too, as on the page (issue 31)
          metrics: product.metrics
            .slice(0, 2)
            .map((metric) => {
              const figure = `${metric.percentage} ${metric.title.toLowerCase()}`;
              if (metric.kind === "measured") return figure;
              const kind = pageContent("ai-solutions").productPage.figures[metric.kind].label;
              return `${figure} (${kind.toLowerCase()})`;
            })
            .join("  ·  "),
        });
        return {
        path: paths.product(product.slug),
        family: "product",
        meta: pageMeta(head.title, product.description),
        share: { eyebrow: head.eyebrow, title: product.title, subtitle: head.subtitle },
        listed: true,
        scripts: "behaviours",
        lastModified: parent.lastModified,
      } satisfies Page;
      });
    case paths.caseStudies:
      return caseStudies.map((study) => {
        const head = filled(pageContent("case-studies").caseStudyPage.head, {
          title: study.title,
          category: study.category,
        });
        return {
          path: paths.caseStudy(study.slug),
          family: "case-study",
          meta: pageMeta(head.title, study.description, "article"),
          share: { eyebrow: head.eyebrow, title: study.title, subtitle: head.subtitle },
          listed: true,
          scripts: "behaviours",
          lastModified: parent.lastModified,
        } satisfies Page;
      });
    case paths.insights:
      return insightsPages();
    case paths.careers:
      return jobs.map((job) => {
        const head = filled(pageContent("careers").jobPage.head, {
          title: job.title,
          location: job.location,
          jobType: job.jobType,
          experience: job.experience,
        });
        return {
        path: paths.job(job.slug),
        family: "job",
        meta: pageMeta(
          head.title,
          `${job.title} (${job.jobType}, ${job.experience}) in ${job.location}. ${job.about[0] ?? ""}`,
        ),
        share: { eyebrow: head.eyebrow, title: job.title, subtitle: head.subtitle },
        listed: true,
        scripts: "behaviours",
        // a job page changes when its opening is published
        lastModified: [parent.lastModified, job.datePosted].toSorted().at(-1)!,
      } satisfies Page;
      });
    default:
      return [];
  }
}

/** A filled or expired role's page, served for its old address with 410 Gone. */
const gonePages = closedJobs.map(
  (job): Page => ({
    path: paths.gone(paths.job(job.slug)),
    family: "gone",
    meta: pageMeta(`${job.title}: ${roleFilledPage.title}`),
    listed: false,
    scripts: "navigation",
    lastModified: ownAt(paths.careers).lastModified,
  }),
);

/** Every page the build writes: each page of its own, followed by its collection's pages. */
export const pages: readonly Page[] = [
  ...own
    .toSorted((a, b) => (a.path === "/" ? -1 : b.path === "/" ? 1 : a.path.localeCompare(b.path)))
    .flatMap((page) => [page, ...familiesUnder(page.path)]),
  ...gonePages,
];

/** The page at `path` (canonical: lower-case, no trailing slash). */
export function pageAt(path: string): Page | undefined {
  return pages.find((page) => page.path === path);
}
