import { cardGridClasses } from "#app/components/ui/card-grid.ts";
import { CircleCheck } from "lucide-react";
import { cardClasses } from "#app/components/ui/card.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { healthcarePage } from "#app/content/healthcare.ts";

/** The three ABDM integration milestones, in the order a product is certified for them. */
export function AbdmMilestones() {
  const copy = healthcarePage.abdm;
  return (
    <Section id="abdm" labelledBy="abdm-title" tone="surface">
      <SectionHeading
        id="abdm-title"
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={copy.intro}
      />
      <ol className={cardGridClasses(copy.milestones.length)}>
        {copy.milestones.map((milestone) => (
          <li key={milestone.code} className={`${cardClasses} flex flex-col p-6 md:p-8`}>
            <div className="flex items-center gap-4">
              <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-brand to-teal text-xl font-bold text-white">
                {milestone.code}
              </span>
              <p className="text-sm font-semibold text-teal">{milestone.role}</p>
            </div>
            <h3 className="mt-6 text-xl font-semibold">
              <span className="sr-only">{milestone.code}: </span>
              {milestone.title}
            </h3>
            <p className="mt-2 text-muted">{milestone.description}</p>
            <ul className="mt-6 space-y-3 border-t border-line pt-6">
              {milestone.points.map((point) => (
                <li key={point} className="flex gap-3 text-ink-soft">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal" />
                  {point}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </Section>
  );
}
