import { CircleCheck } from "lucide-react";
import { HealthcareHeroArt } from "#app/components/art/healthcare-hero-art.tsx";
import { ButtonLink, HeroActions } from "#app/components/ui/button.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { healthcarePage } from "#app/content/healthcare.ts";
import { paths } from "#app/content/paths.ts";

export function HealthcareHero() {
  const copy = healthcarePage.hero;
  return (
    <Section
      labelledBy="page-title"
      spacing="hero"
      className="bg-gradient-to-b from-teal-soft/70 to-white"
    >
      <div className="grid items-center gap-12 lg:grid-cols-[1fr_28rem] xl:grid-cols-[1fr_30rem]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-teal uppercase">{copy.eyebrow}</p>
          <h1
            id="page-title"
            className="mt-3 text-4xl font-bold tracking-tight text-balance md:text-5xl lg:text-6xl"
          >
            {copy.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-muted md:text-xl">{copy.intro}</p>
          <ul className="mt-8 grid max-w-lg grid-cols-2 gap-3">
            {copy.highlights.map((highlight) => (
              <li key={highlight} className="flex items-center gap-2 font-medium text-ink-soft">
                <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-teal" />
                {highlight}
              </li>
            ))}
          </ul>
          {/* the page's one invitation above the fold: a conversation, or the proof first */}
          <HeroActions className="mt-8">
            <ButtonLink href={paths.contact} size="lg">
              {copy.button}
            </ButtonLink>
            <ButtonLink href={paths.caseStudies} size="lg" variant="secondary">
              {copy.caseStudies}
            </ButtonLink>
          </HeroActions>
        </div>
        <HealthcareHeroArt className="mx-auto h-auto w-full max-w-md lg:max-w-none" />
      </div>
    </Section>
  );
}
