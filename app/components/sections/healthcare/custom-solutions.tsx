import { cardGridColumns } from "#app/components/ui/card-grid.ts";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { healthcarePage } from "#app/content/healthcare.ts";

export function CustomSolutions() {
  const copy = healthcarePage.custom;
  return (
    <Section id="custom-solutions" labelledBy="custom-title">
      <SectionHeading
        id="custom-title"
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={copy.intro}
      />
      <ul className={`grid gap-x-8 gap-y-10 ${cardGridColumns(copy.items.length, 4)}`}>
        {copy.items.map(({ icon: Icon, title, description }) => (
          <li key={title} className="border-t-2 border-brand pt-6">
            <Icon aria-hidden="true" className="size-7 text-brand" />
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-muted">{description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
