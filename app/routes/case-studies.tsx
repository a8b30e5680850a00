import { CaseStudyCard } from "~/components/sections/case-study/case-study-card.tsx";
import { Section, SectionHeading } from "~/components/ui/section.tsx";
import { caseStudies, caseStudiesPage } from "~/content/case-studies.ts";
import { pageMeta } from "~/lib/meta.ts";

export const meta = () => pageMeta(caseStudiesPage.title, caseStudiesPage.metaDescription);

// Two featured cards over three on wide screens; on tablets the fifth card is centred.
const slot = [
  "lg:col-span-3",
  "lg:col-span-3",
  "lg:col-span-2",
  "lg:col-span-2",
  "md:col-span-2 md:mx-auto md:w-[calc(50%-12px)] lg:col-span-2 lg:mx-0 lg:w-auto",
];

export default function CaseStudies() {
  return (
    <Section labelledBy="page-title" spacing="hero" tone="hero">
      <SectionHeading
        id="page-title"
        level={1}
        eyebrow={caseStudiesPage.eyebrow}
        title={caseStudiesPage.title}
        intro={caseStudiesPage.intro}
      />
      <ul aria-label="Case studies" className="grid gap-6 md:grid-cols-2 lg:grid-cols-6">
        {caseStudies.map((study, index) => (
          <li key={study.slug} className={slot[index] ?? "lg:col-span-2"}>
            <CaseStudyCard card={study} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
