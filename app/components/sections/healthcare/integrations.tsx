import { cardGridColumns } from "#app/components/ui/card-grid.ts";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { healthcarePage } from "#app/content/healthcare.ts";

export function Integrations() {
  const copy = healthcarePage.integrations;
  return (
    <Section id="integrations" labelledBy="integrations-title" tone="ink">
      <SectionHeading
        id="integrations-title"
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={copy.intro}
        inverse
      />
      <ul
        className={`grid gap-px overflow-hidden rounded-card border border-white/10 bg-white/10 ${cardGridColumns(copy.groups.length)}`}
      >
        {copy.groups.map(({ icon: Icon, title, items }) => (
          <li key={title} className="bg-ink p-6 md:p-8">
            <div className="flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-lg bg-white/10 text-teal-soft">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="text-lg font-semibold">{title}</h3>
            </div>
            <ul className="mt-5 flex flex-wrap gap-2">
              {items.map((item) => (
                <li
                  key={item}
                  className="rounded-full border border-white/15 px-3 py-1 text-sm text-white/85"
                >
                  {item}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}
