import { cardGridClasses } from "#app/components/ui/card-grid.ts";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { about } from "#app/content/about.ts";
import { values } from "#app/content/values.ts";

export function ValuesGrid() {
  return (
    <Section labelledBy="values-title">
      <SectionHeading
        id="values-title"
        eyebrow={about.values.eyebrow}
        title={about.values.title}
        intro={about.values.intro}
      />
      <ul className={cardGridClasses(values.length, 4)}>
        {values.map(({ icon: Icon, title, description }) => (
          <li key={title} className="rounded-card border border-line bg-white p-6 shadow-card">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-linear-to-br from-brand to-teal text-white">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-semibold tracking-tight">{title}</h3>
            <p className="mt-2 text-pretty text-muted">{description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
