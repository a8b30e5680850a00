import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { healthcarePage } from "#app/content/healthcare.ts";
import { WhyUsPanels } from "./why-us-panels.tsx";

export function WhyUs() {
  const copy = healthcarePage.whyUs;
  return (
    <Section id="why-us" labelledBy="why-us-title" tone="surface">
      <SectionHeading
        id="why-us-title"
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={copy.intro}
      />
      <WhyUsPanels panels={copy.panels} />
    </Section>
  );
}
