import { VerticalList } from "#app/components/sections/verticals/vertical-list.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { homeSections } from "#app/content/home.ts";

export function VerticalsGrid() {
  const copy = homeSections.verticals;
  return (
    <Section id="verticals" labelledBy="home-verticals-title">
      <SectionHeading
        id="home-verticals-title"
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={copy.intro}
      />
      <VerticalList />
    </Section>
  );
}
