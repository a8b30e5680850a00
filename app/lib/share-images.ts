// The picture shown when a page's link is pasted into LinkedIn, Slack, Teams or WhatsApp: one
// 1200×630 PNG per page, drawn at build time (app/pages/og/[image].png.ts) from these words.
import { accessibilityPage } from "#app/content/accessibility.ts";
import { careersHero } from "#app/content/careers.ts";
import { caseStudies, caseStudiesPage } from "#app/content/case-studies.ts";
import { contactHero } from "#app/content/contact.ts";
import { about } from "#app/content/about.ts";
import { healthcarePage } from "#app/content/healthcare.ts";
import { insightsPage, posts, usedTags } from "#app/content/insights.ts";
import { jobs } from "#app/content/jobs.ts";
import { legalPage } from "#app/content/legal.ts";
import { paths } from "#app/content/paths.ts";
import { privacyPage } from "#app/content/privacy.ts";
import { aiSolutionsPage, products } from "#app/content/products.ts";
import { servicesPage } from "#app/content/services.ts";
import { site } from "#app/content/site.ts";
import { trustPage } from "#app/content/trust.ts";
import { verticalsPage } from "#app/content/verticals.ts";

export interface ShareImage {
  /** file name under /og/, without the extension */
  key: string;
  /** the canonical path of the page it is drawn for */
  path: string;
  /** small label above the title: the page's family */
  eyebrow: string;
  title: string;
  /** one line under the title */
  subtitle: string;
  /** the line in the bottom corner; the tagline unless given */
  footer?: string;
}

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export const shareImages: readonly ShareImage[] = [
  {
    key: "home",
    path: paths.home,
    eyebrow: "Generative AI & software engineering",
    title: site.tagline,
    subtitle: "For hospitals, life-sciences firms and health-tech companies",
    footer: "Healthcare  ·  Life sciences  ·  Education  ·  Retail",
  },
  {
    key: "services",
    path: paths.services,
    eyebrow: servicesPage.eyebrow,
    title: servicesPage.title,
    subtitle: "Nine services, from generative AI consulting to cyber security",
  },
  {
    key: "ai-solutions",
    path: paths.aiSolutions,
    eyebrow: aiSolutionsPage.eyebrow,
    title: aiSolutionsPage.title,
    subtitle: "Four accelerators for clinical, coding, regulatory and prior-authorization work",
  },
  ...products.map((product) => ({
    key: `ai-solutions-${product.slug}`,
    path: paths.product(product.slug),
    eyebrow: `AI Solutions · ${product.tag}`,
    title: product.title,
    subtitle: product.metrics
      .slice(0, 2)
      .map((metric) => `${metric.percentage} ${metric.title.toLowerCase()}`)
      .join("  ·  "),
  })),
  {
    key: "verticals",
    path: paths.verticals,
    eyebrow: verticalsPage.eyebrow,
    title: verticalsPage.title,
    subtitle: "Healthcare, education and retail",
  },
  {
    key: "verticals-healthcare",
    path: paths.healthcare,
    eyebrow: `Verticals · ${healthcarePage.hero.eyebrow}`,
    title: healthcarePage.hero.title,
    subtitle: healthcarePage.hero.highlights.join("  ·  "),
  },
  {
    key: "case-study",
    path: paths.caseStudies,
    eyebrow: caseStudiesPage.eyebrow,
    title: caseStudiesPage.title,
    subtitle: "Healthcare, hospitality, security and education projects in the field",
  },
  ...caseStudies.map((study) => ({
    key: `case-study-${study.slug}`,
    path: paths.caseStudy(study.slug),
    eyebrow: `Case Study · ${study.category}`,
    title: study.title,
    subtitle: `Built by ${site.name}`,
  })),
  {
    key: "about",
    path: paths.about,
    eyebrow: about.hero.eyebrow,
    title: about.hero.title,
    subtitle: "Our mission, vision and values",
  },
  {
    key: "insights",
    path: paths.insights,
    eyebrow: insightsPage.eyebrow,
    title: "Notes from building healthcare AI",
    subtitle: "Interoperability, medical coding, regulatory writing, people in the loop",
  },
  ...usedTags.map((tag) => ({
    key: `insights-tag-${tag.slug}`,
    path: paths.insightsTag(tag.slug),
    eyebrow: `${insightsPage.eyebrow} · Topic`,
    title: tag.name,
    subtitle: `Articles from ${site.name}`,
  })),
  ...posts.map((post) => ({
    key: `insights-${post.slug}`,
    path: paths.insight(post.slug),
    eyebrow: `Insights · ${post.tags[0]?.name ?? ""}`,
    title: post.title,
    subtitle: `${post.author.name}, ${post.author.role}  ·  ${post.readingMinutes} min read`,
  })),
  {
    key: "careers",
    path: paths.careers,
    eyebrow: careersHero.eyebrow,
    title: careersHero.title,
    subtitle: `Join ${site.name} in Bengaluru`,
  },
  ...jobs.map((job) => ({
    key: `careers-${job.slug}`,
    path: paths.job(job.slug),
    eyebrow: `${careersHero.eyebrow} · We're hiring`,
    title: job.title,
    subtitle: `${job.location}  ·  ${job.jobType}  ·  ${job.experience}`,
  })),
  {
    key: "contact",
    path: paths.contact,
    eyebrow: contactHero.eyebrow,
    title: contactHero.title,
    subtitle: [site.email, site.phones[0]?.display].filter(Boolean).join("  ·  "),
  },
  {
    key: "privacy",
    path: paths.privacy,
    eyebrow: "Privacy",
    title: privacyPage.title,
    subtitle: "What the forms collect, why, and how long it is kept",
  },
  {
    key: "legal",
    path: paths.legal,
    eyebrow: "Legal",
    title: legalPage.title,
    subtitle: site.legalName,
  },
  {
    key: "trust",
    path: paths.trust,
    eyebrow: "Trust",
    title: trustPage.title,
    subtitle: "Data flow, retention, subprocessors, security practices and certifications",
  },
  {
    key: "accessibility",
    path: paths.accessibility,
    eyebrow: "Accessibility",
    title: accessibilityPage.title,
    subtitle: "WCAG 2.1 AA: how we test, what is known, whom to tell",
  },
];

const home = shareImages[0]!;

/**
 * The image of a page; a list's later pages share its first page's (/insights/page/2 is
 * the insights'), and pages without one of their own (404, form results) the home's.
 */
export function shareImageFor(path: string): ShareImage {
  const firstPage = path.replace(/\/page\/\d+$/, "");
  return shareImages.find((image) => image.path === firstPage) ?? home;
}

export function shareImageUrl(image: ShareImage): string {
  return `/og/${image.key}.png`;
}

export function shareImageAlt(image: ShareImage): string {
  return `${image.title} (${image.eyebrow}), ${site.name}`;
}
