import { ArrowRight, Sparkles } from "lucide-react";
import { AboutHeroArt } from "#app/components/art/about-hero-art.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { HeroBadge } from "#app/components/ui/hero-badge.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { about } from "#app/content/about.ts";

export function AboutHero() {
  const { hero } = about;
  return (
    <Section labelledBy="about-title" spacing="hero" tone="hero">
      <div className="grid items-center gap-12 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div>
          <HeroBadge>
            <Sparkles aria-hidden="true" className="size-4" />
            {hero.eyebrow}
          </HeroBadge>
          <h1
            id="about-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance md:text-5xl lg:text-6xl"
          >
            {hero.title}
          </h1>
          <div className="mt-6 max-w-xl space-y-4 text-lg text-pretty text-ink-soft">
            {hero.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ButtonLink href={hero.cta.href} size="lg" className="mt-8">
            {hero.cta.label}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
          <dl className="mt-10 grid max-w-xl grid-cols-2 gap-6 border-t border-line pt-6">
            {hero.highlights.map((item) => (
              <div key={item.value} className="flex flex-col gap-1">
                <dt className="text-sm text-muted">{item.label}</dt>
                <dd className="order-first text-lg font-semibold text-ink">{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="mx-auto w-full max-w-md lg:max-w-none">
          <AboutHeroArt className="h-auto w-full" />
        </div>
      </div>
    </Section>
  );
}
