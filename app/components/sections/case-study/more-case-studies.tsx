import { Carousel } from "#app/components/ui/carousel.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { caseStudyCard, caseStudyPage, moreFor } from "#app/content/case-studies.ts";
import type { CoverPicture } from "#app/components/art/cover-picture.tsx";
import type { CaseStudy } from "#app/content/types.ts";
import { CaseStudyCard } from "./case-study-card.tsx";

export function MoreCaseStudies({
  study,
  covers,
}: {
  study: CaseStudy;
  /** the studies' own covers, by slug (lib/cover-pictures.ts) */
  covers: ReadonlyMap<string, CoverPicture>;
}) {
  const cards = moreFor(study).map((slug) => ({
    ...caseStudyCard(slug),
    picture: covers.get(slug),
  }));
  return (
    <Section labelledBy="more-title" tone="surface">
      <SectionHeading
        id="more-title"
        eyebrow={caseStudyPage.more.eyebrow}
        title={caseStudyPage.more.title}
      />
      <Carousel
        items={cards}
        label={caseStudyPage.more.title}
        getKey={(card) => card.slug}
        layout="grid-from-md"
        gridClassName="md:grid-cols-3"
        slideClassName="w-[85%] sm:w-[calc(50%-8px)]"
        // below the fold: the drawings from their files, out of the document's first round trip
        renderItem={(card) => <CaseStudyCard card={card} headingLevel={3} artFromFile />}
      />
    </Section>
  );
}
