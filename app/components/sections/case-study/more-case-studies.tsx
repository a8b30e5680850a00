import { Carousel } from "~/components/ui/carousel.tsx";
import { Section, SectionHeading } from "~/components/ui/section.tsx";
import { caseStudyCard } from "~/content/case-studies.ts";
import type { CaseStudy } from "~/content/types.ts";
import { CaseStudyCard } from "./case-study-card.tsx";

export function MoreCaseStudies({ study }: { study: CaseStudy }) {
  const cards = study.more.map(caseStudyCard);
  return (
    <Section labelledBy="more-title" tone="surface">
      <SectionHeading id="more-title" eyebrow="Keep reading" title="More Case Studies" />
      <Carousel
        items={cards}
        label="More Case Studies"
        getKey={(card) => card.slug}
        layout="grid-from-md"
        gridClassName="md:grid-cols-3"
        slideClassName="w-[85%] sm:w-[calc(50%-8px)]"
        renderItem={(card) => <CaseStudyCard card={card} headingLevel={3} />}
      />
    </Section>
  );
}
