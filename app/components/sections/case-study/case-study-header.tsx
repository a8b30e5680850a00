import { ChevronLeft } from "lucide-react";
import { CaseStudyArt } from "#app/components/art/case-study-art.tsx";
import { HeroBadge } from "#app/components/ui/hero-badge.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { caseStudyPage } from "#app/content/case-studies.ts";
import { paths } from "#app/content/paths.ts";
import type { CoverPicture } from "#app/components/art/cover-picture.tsx";
import type { CaseStudy } from "#app/content/types.ts";

export function CaseStudyHeader({
  study,
  picture,
}: {
  study: CaseStudy;
  /** the study's own cover, when it has one (lib/cover-pictures.ts) */
  picture?: CoverPicture | undefined;
}) {
  return (
    <Section labelledBy="case-study-title" spacing="hero" tone="hero">
      <div className="grid items-center gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div>
          <nav aria-label="Breadcrumb" className="mb-6">
            <a
              href={paths.caseStudies}
              className="-ml-1 inline-flex min-h-11 items-center gap-1 rounded-full px-1 text-sm font-medium text-muted transition-colors duration-200 hover:text-brand"
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              {caseStudyPage.back}
            </a>
          </nav>
          <div className="flex flex-wrap items-center gap-3">
            <HeroBadge>{caseStudyPage.badge}</HeroBadge>
            <p className="rounded-full bg-teal-soft px-3 py-1.5 text-sm font-semibold text-teal">
              {study.industry}
            </p>
          </div>
          <h1
            id="case-study-title"
            className="mt-6 text-4xl leading-tight font-bold tracking-tight text-balance md:text-5xl"
          >
            {study.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-ink-soft">{study.summary}</p>
        </div>
        <div className="overflow-hidden rounded-card border border-line shadow-raised">
          <CaseStudyArt
            art={study.art}
            cover={picture}
            priority
            className="block aspect-[8/5] h-auto w-full"
          />
        </div>
      </div>
    </Section>
  );
}
