import { ArrowDown, Check } from "lucide-react";
import { CareersHeroArt } from "#app/components/art/careers-hero-art.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { careersHero } from "#app/content/careers.ts";
import { anchors } from "#app/content/paths.ts";
import { ScrollLink } from "./scroll-link.tsx";

export function CareersHero() {
  return (
    <Section labelledBy="careers-title" spacing="hero" className="overflow-hidden">
      <div className="grid items-center gap-12 lg:grid-cols-[1.1fr_0.9fr]">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-wide text-teal uppercase">
            {careersHero.eyebrow}
          </p>
          <h1
            id="careers-title"
            className="text-4xl font-bold tracking-tight text-balance md:text-5xl lg:text-6xl"
          >
            {careersHero.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted">{careersHero.intro}</p>
          <ScrollLink
            targetId={anchors.openings}
            className={`${buttonClasses("primary", "lg")} mt-8`}
          >
            {careersHero.cta}
            <ArrowDown aria-hidden="true" className="size-5" />
          </ScrollLink>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-ink-soft">
            {careersHero.highlights.map((item) => (
              <li key={item} className="inline-flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 text-teal" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <CareersHeroArt className="mx-auto h-auto w-full max-w-md lg:max-w-none" />
      </div>
    </Section>
  );
}
