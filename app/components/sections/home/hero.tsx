import { ArrowRight, Check, Sparkles } from "lucide-react";
import { HomeHeroArt } from "#app/components/art/home-hero-art.tsx";
import { ButtonLink, HeroActions } from "#app/components/ui/button.tsx";
import { HeroBadge } from "#app/components/ui/hero-badge.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { hero } from "#app/content/home.ts";

export function Hero() {
  const words = hero.title.split(" ");
  return (
    <Section
      labelledBy="home-title"
      spacing="hero"
      tone="hero"
      className="relative overflow-hidden"
    >
      <div className="grid items-center gap-10 lg:grid-cols-[1.05fr_1fr] lg:gap-8">
        <div>
          <HeroBadge>
            <Sparkles aria-hidden="true" className="size-4" />
            {hero.eyebrow}
          </HeroBadge>
          <h1
            id="home-title"
            className="mt-6 text-5xl leading-[1.05] font-bold tracking-tight text-ink sm:text-6xl lg:text-7xl"
          >
            {words.map((word, index) => (
              <span key={word}>
                <span
                  className={`block ${index === words.length - 1 ? "bg-linear-to-r from-brand to-teal bg-clip-text pb-1 text-transparent" : ""}`}
                >
                  {word}
                </span>
                {index < words.length - 1 ? " " : ""}
              </span>
            ))}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-ink-soft md:text-xl">{hero.lead}</p>
          <HeroActions className="mt-8">
            <ButtonLink href={hero.primaryCta.href} size="lg">
              {hero.primaryCta.label}
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <ButtonLink href={hero.secondaryCta.href} size="lg" variant="secondary">
              {hero.secondaryCta.label}
            </ButtonLink>
          </HeroActions>
          <ul className="mt-8 grid gap-2 text-sm font-medium text-ink-soft sm:flex sm:flex-wrap sm:gap-x-6">
            {hero.highlights.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 text-teal" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="relative mx-auto w-full max-w-md lg:max-w-none">
          <HomeHeroArt className="aspect-[56/50] h-auto w-full" />
        </div>
      </div>
    </Section>
  );
}
