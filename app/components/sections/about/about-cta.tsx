import { ArrowRight, CalendarCheck } from "lucide-react";
import { ButtonLink } from "~/components/ui/button.tsx";
import { Section } from "~/components/ui/section.tsx";
import { about } from "~/content/about.ts";

/** The closing invitation to a free consultation. */
export function AboutCta() {
  const { cta } = about;
  return (
    <Section labelledBy="about-cta-title">
      <div className="relative overflow-hidden rounded-card bg-ink px-6 py-12 text-center text-white md:px-16 md:py-20">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 -right-24 size-80 rounded-full bg-brand/40 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-32 -left-24 size-72 rounded-full bg-teal/30 blur-3xl"
        />
        <div className="relative mx-auto max-w-2xl">
          <h2
            id="about-cta-title"
            className="text-3xl font-bold tracking-tight text-balance md:text-4xl"
          >
            {cta.title}
          </h2>
          <p className="mt-5 text-lg text-pretty text-white/85">{cta.text}</p>
          <ButtonLink to={cta.button.href} variant="inverse" size="lg" className="mt-8">
            {cta.button.label}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
          <p className="mt-4 inline-flex w-full items-center justify-center gap-2 text-sm text-white/75">
            <CalendarCheck aria-hidden="true" className="size-4" />
            {cta.note}
          </p>
        </div>
      </div>
    </Section>
  );
}
