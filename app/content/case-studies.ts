// The five case studies of the /case-study list, in list order. Each study's page copy lives in
// its own module under ./case-studies/ to keep files short.
import { mithra } from "./case-studies/mithra.ts";
import { mobile } from "./case-studies/mobile.ts";
import { onlinetest } from "./case-studies/onlinetest.ts";
import { queue } from "./case-studies/queue.ts";
import { ubiqvue } from "./case-studies/ubiqvue.ts";
import type { CaseStudySlug } from "./paths.ts";
import { site } from "./site.ts";
import type { CaseStudy, CaseStudyCard } from "./types.ts";

export const caseStudies: readonly CaseStudy[] = [ubiqvue, mithra, queue, mobile, onlinetest];

export const caseStudiesPage = {
  eyebrow: "Our Work",
  title: "Case Studies",
  intro:
    "Real projects, real constraints: how we have helped healthcare, hospitality, security and education teams ship software that works in the field.",
  metaDescription: `Case studies from ${site.name}: cloud ECG Holter monitoring, mental-health screening, queue management, mobile device management and online testing.`,
} as const;

/** Looks a study up by its URL slug, ignoring case (links may use mixed case). */
export function findCaseStudy(slug: string | undefined): CaseStudy | undefined {
  const wanted = slug?.toLowerCase();
  return caseStudies.find((study) => study.slug === wanted);
}

export function caseStudyCard(slug: CaseStudySlug): CaseStudyCard {
  const study = caseStudies.find((candidate) => candidate.slug === slug);
  if (!study) throw new Error(`Unknown case study: ${slug}`);
  const { category, title, description } = study;
  return { slug, category, title, description };
}
