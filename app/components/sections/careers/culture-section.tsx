import { cardGridClasses } from "#app/components/ui/card-grid.ts";
import { Card } from "#app/components/ui/card.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { culture } from "#app/content/careers.ts";

export function CultureSection() {
  return (
    <Section labelledBy="culture-title" tone="surface">
      <SectionHeading
        id="culture-title"
        eyebrow={culture.eyebrow}
        title={culture.title}
        intro={culture.intro}
      />
      <ul className={cardGridClasses(culture.perks.length, 4)}>
        {culture.perks.map(({ icon: Icon, title, description }) => (
          <li key={title}>
            <Card className="h-full p-6">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-muted">{description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
