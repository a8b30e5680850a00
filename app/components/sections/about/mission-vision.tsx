import { Target, Telescope } from "lucide-react";
import { cardClasses } from "#app/components/ui/card.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { about } from "#app/content/about.ts";

const items = [
  { id: "mission-title", icon: Target, ...about.mission, accent: "bg-brand-soft text-brand" },
  { id: "vision-title", icon: Telescope, ...about.vision, accent: "bg-teal-soft text-teal" },
];

/** Mission and vision side by side; the section is named by both headings. */
export function MissionVision() {
  return (
    <Section labelledBy="mission-title vision-title" tone="surface" spacing="compact">
      <div className="grid gap-6 md:grid-cols-2">
        {items.map(({ id, icon: Icon, title, text, accent }) => (
          <article key={id} className={`${cardClasses} p-8 md:p-10`}>
            <span
              className={`inline-flex size-12 items-center justify-center rounded-xl ${accent}`}
            >
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h2 id={id} className="mt-6 text-2xl font-bold tracking-tight md:text-3xl">
              {title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-pretty text-ink-soft">{text}</p>
          </article>
        ))}
      </div>
    </Section>
  );
}
