// Structured data (schema.org JSON-LD) a page carries so search engines understand it: the
// company on the home and about pages, the site on the home page, the trail of every nested
// page and the two job openings for job search. Every URL is absolute, on the origin given.
import { caseStudies, caseStudiesPage } from "#app/content/case-studies.ts";
import { healthcarePage } from "#app/content/healthcare.ts";
import { insightsPage, lastChanged, posts, usedTags, type Post } from "#app/content/insights.ts";
import { jobPage } from "#app/content/careers.ts";
import { jobs } from "#app/content/jobs.ts";
import { paths } from "#app/content/paths.ts";
import { aiSolutionsPage, products } from "#app/content/products.ts";
import { site } from "#app/content/site.ts";
import type { Job } from "#app/content/types.ts";
import { escapeHtml } from "#common/html.ts";
import { verticalsPage } from "#app/content/verticals.ts";
import { shareImageFor, shareImageUrl } from "./share-images.ts";

export type JsonLd = Record<string, unknown> & {
  "@context": "https://schema.org";
  "@type": string;
};

export const LOGO_PATH = "/icon-512.png";

const absolute = (origin: string, path: string) => `${origin}${path === "/" ? "/" : path}`;
const organizationId = (origin: string) => `${origin}/#organization`;

function postalAddress() {
  return { "@type": "PostalAddress", ...site.address.postal };
}

export function organization(origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId(origin),
    name: site.name,
    legalName: site.legalName,
    description: site.description,
    url: absolute(origin, paths.home),
    logo: absolute(origin, LOGO_PATH),
    email: site.email,
    address: postalAddress(),
    contactPoint: site.phones.map((phone) => ({
      "@type": "ContactPoint",
      contactType: phone.label === "Careers" ? "recruiting" : phone.label.toLowerCase(),
      telephone: phone.href.replace(/^tel:/, ""),
      email: site.email,
      areaServed: "Worldwide",
      availableLanguage: ["English"],
    })),
    sameAs: site.social.map((profile) => profile.href),
  };
}

export function website(origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${origin}/#website`,
    name: site.name,
    description: site.description,
    url: absolute(origin, paths.home),
    inLanguage: "en",
    publisher: { "@id": organizationId(origin) },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbList(origin: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absolute(origin, crumb.path),
    })),
  };
}

/** The trail from the home page to a nested page; none for top-level pages. */
export function breadcrumbsFor(path: string): Crumb[] | undefined {
  const home: Crumb = { name: "Home", path: paths.home };
  const product = products.find((candidate) => paths.product(candidate.slug) === path);
  if (product) {
    return [
      home,
      { name: aiSolutionsPage.title, path: paths.aiSolutions },
      { name: product.title, path },
    ];
  }
  if (path === paths.healthcare) {
    return [
      home,
      { name: verticalsPage.eyebrow, path: paths.verticals },
      { name: healthcarePage.hero.eyebrow, path },
    ];
  }
  const study = caseStudies.find((candidate) => paths.caseStudy(candidate.slug) === path);
  if (study) {
    return [
      home,
      { name: caseStudiesPage.title, path: paths.caseStudies },
      { name: study.title, path },
    ];
  }
  const insights: Crumb = { name: insightsPage.title, path: paths.insights };
  const post = posts.find((candidate) => paths.insight(candidate.slug) === path);
  if (post) return [home, insights, { name: post.title, path }];
  const tag = usedTags.find((candidate) => paths.insightsTag(candidate.slug) === path);
  if (tag) return [home, insights, { name: tag.name, path }];
  const job = jobs.find((candidate) => paths.job(candidate.slug) === path);
  if (job) return [home, { name: "Careers", path: paths.careers }, { name: job.title, path }];
  return undefined;
}

function htmlList(items: readonly string[]): string {
  return `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
}

/** The page's text as HTML, as job search shows it: about, then the three lists. */
export function jobDescriptionHtml(job: Job): string {
  return [
    ...job.about.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<h2>${escapeHtml(jobPage.responsibilities)}</h2>`,
    htmlList(job.responsibilities),
    `<h2>${escapeHtml(jobPage.qualifications)}</h2>`,
    htmlList(job.qualifications),
    `<h2>${escapeHtml(jobPage.niceToHave)}</h2>`,
    htmlList(job.niceToHave),
  ].join("");
}

/** India Standard Time, where the openings are. */
const IST = "+05:30";

/** schema.org's employment types for the careers pages' words */
const EMPLOYMENT_TYPE: Record<Job["jobType"], string> = {
  "Full Time": "FULL_TIME",
  "Part Time": "PART_TIME",
  Contract: "CONTRACTOR",
  Internship: "INTERN",
};

export function jobPosting(origin: string, job: Job): JsonLd {
  const minYears = job.experienceYears.min;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: jobDescriptionHtml(job),
    identifier: { "@type": "PropertyValue", name: site.name, value: job.slug },
    url: absolute(origin, paths.job(job.slug)),
    datePosted: job.datePosted,
    validThrough: `${job.validThrough}T23:59:59${IST}`,
    employmentType: EMPLOYMENT_TYPE[job.jobType],
    directApply: true,
    hiringOrganization: {
      "@type": "Organization",
      name: site.name,
      sameAs: absolute(origin, paths.home),
      logo: absolute(origin, LOGO_PATH),
    },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        streetAddress: site.address.postal.streetAddress,
        addressLocality: site.address.postal.addressLocality,
        addressRegion: site.address.postal.addressRegion,
        postalCode: site.address.postal.postalCode,
        addressCountry: site.address.postal.addressCountry,
      },
    },
    experienceRequirements: {
      "@type": "OccupationalExperienceRequirements",
      monthsOfExperience: minYears * 12,
      description: job.experience,
    },
  };
}

/** A post as search engines read an article: its words, dates, author and publisher. */
export function blogPosting(origin: string, post: Post, image: string): JsonLd {
  const url = absolute(origin, paths.insight(post.slug));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description: post.summary,
    datePublished: post.published,
    dateModified: lastChanged(post),
    inLanguage: "en",
    keywords: post.tags.map((tag) => tag.name),
    image: absolute(origin, image),
    wordCount: post.words,
    author: {
      "@type": "Person",
      name: post.author.name,
      jobTitle: post.author.role,
      worksFor: { "@id": organizationId(origin) },
    },
    publisher: {
      "@type": "Organization",
      "@id": organizationId(origin),
      name: site.name,
      logo: { "@type": "ImageObject", url: absolute(origin, LOGO_PATH) },
    },
  };
}

/** Every JSON-LD block of the page at `path`. */
export function structuredDataFor(origin: string, path: string): JsonLd[] {
  const blocks: JsonLd[] = [];
  if (path === paths.home) blocks.push(organization(origin), website(origin));
  if (path === paths.about) blocks.push(organization(origin));
  const job = jobs.find((candidate) => paths.job(candidate.slug) === path);
  if (job) blocks.push(jobPosting(origin, job));
  const post = posts.find((candidate) => paths.insight(candidate.slug) === path);
  if (post) blocks.push(blogPosting(origin, post, shareImageUrl(shareImageFor(path))));
  const crumbs = breadcrumbsFor(path);
  if (crumbs) blocks.push(breadcrumbList(origin, crumbs));
  return blocks;
}

/** JSON for an inline `<script type="application/ld+json">`: nothing in it can end the element. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026");
}
