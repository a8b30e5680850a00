import { cardGridClasses } from "#app/components/ui/card-grid.ts";
import { cardClasses } from "#app/components/ui/card.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { healthcarePage } from "#app/content/healthcare.ts";

export function RecordsPortal() {
  const copy = healthcarePage.records;
  return (
    <Section id="ehr-emr" labelledBy="records-title">
      <SectionHeading
        id="records-title"
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={copy.intro}
      />
      <ul className={cardGridClasses(copy.items.length)}>
        {copy.items.map(({ icon: Icon, title, description }) => (
          <li key={title} className={`${cardClasses} p-6 md:p-8`}>
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-5 text-xl font-semibold">{title}</h3>
            <p className="mt-2 text-muted">{description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
