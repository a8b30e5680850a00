import { cardGridColumns } from "#app/components/ui/card-grid.ts";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { homeSections } from "#app/content/home.ts";
import { usps } from "#app/content/usps.ts";

export function WhyChooseUs() {
  const copy = homeSections.whyChooseUs;
  return (
    <Section id="why-choose-us" labelledBy="home-why-title" tone="surface">
      <SectionHeading
        id="home-why-title"
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={copy.intro}
      />
      <ul
        className={`grid gap-px overflow-hidden rounded-card border border-line bg-line shadow-card ${cardGridColumns(usps.length)}`}
      >
        {usps.map((usp) => {
          const Icon = usp.icon;
          return (
            <li key={usp.title} className="bg-white p-6 md:p-8">
              <span className="inline-flex size-11 items-center justify-center rounded-full bg-teal-soft text-teal">
                <Icon aria-hidden="true" className="size-5" strokeWidth={1.75} />
              </span>
              <h3 className="mt-5 text-lg font-semibold tracking-tight">{usp.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{usp.description}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
