import { useParams } from "react-router";
import { CaseStudyConclusion } from "~/components/sections/case-study/case-study-conclusion.tsx";
import { CaseStudyHeader } from "~/components/sections/case-study/case-study-header.tsx";
import { CaseStudyOverview } from "~/components/sections/case-study/case-study-overview.tsx";
import { FeatureCarousel } from "~/components/sections/case-study/feature-carousel.tsx";
import { MoreCaseStudies } from "~/components/sections/case-study/more-case-studies.tsx";
import { findCaseStudy } from "~/content/case-studies.ts";
import { pageMeta } from "~/lib/meta.ts";
import type { Route } from "./+types/case-study";
import NotFound, { meta as notFoundMeta } from "./not-found.tsx";

export function meta({ params }: Route.MetaArgs) {
  const study = findCaseStudy(params.slug);
  return study ? pageMeta(`${study.title} | Case Study`, study.description) : notFoundMeta();
}

export default function CaseStudyPage() {
  const { slug } = useParams();
  const study = findCaseStudy(slug);
  if (!study) return <NotFound />;
  return (
    <>
      <CaseStudyHeader study={study} />
      <CaseStudyOverview study={study} />
      <FeatureCarousel
        id="features-title"
        eyebrow="What we built"
        title="Features"
        items={study.features}
        variant="features"
        tone="surface"
      />
      {study.benefits && study.benefits.length > 0 && (
        <FeatureCarousel
          id="benefits-title"
          eyebrow="The impact"
          title="Benefits & Outcomes"
          items={study.benefits}
          variant="benefits"
        />
      )}
      <CaseStudyConclusion paragraphs={study.conclusion} />
      <MoreCaseStudies study={study} />
    </>
  );
}
