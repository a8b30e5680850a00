import { ArrowRight, Briefcase, Clock, MapPin } from "lucide-react";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { careersTeaser } from "#app/content/home.ts";
import { featuredOpening } from "#app/content/jobs.ts";
import { paths } from "#app/content/paths.ts";

export function CareersTeaser() {
  const job = featuredOpening;
  return (
    <Section id="careers" labelledBy="home-careers-title" spacing="compact">
      <div className="relative overflow-hidden rounded-card bg-ink px-6 py-12 text-white shadow-raised sm:px-10 md:px-14 md:py-16">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0">
          <div className="absolute -top-32 -right-24 size-96 rounded-full bg-brand/50 blur-3xl" />
          <div className="absolute -bottom-40 left-1/3 size-96 rounded-full bg-teal/35 blur-3xl" />
        </div>
        <div className="relative grid items-center gap-10 lg:grid-cols-[1.2fr_1fr]">
          <div>
            <p className="text-sm font-semibold tracking-wide text-teal-soft uppercase">
              {careersTeaser.eyebrow}
            </p>
            <h2
              id="home-careers-title"
              className="mt-3 text-3xl font-bold tracking-tight text-balance md:text-4xl"
            >
              {careersTeaser.title}
            </h2>
            <p className="mt-4 max-w-xl text-lg text-white/80">{careersTeaser.text}</p>
            <ButtonLink
              href={careersTeaser.allOpeningsHref}
              variant="inverse"
              size="lg"
              className="mt-8"
            >
              {careersTeaser.allOpeningsLabel}
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
          </div>
          {job && (
            <div className="rounded-card border border-white/15 bg-white/10 p-6 backdrop-blur md:p-8">
              <p className="text-sm font-medium text-white/70">{careersTeaser.featuredLabel}</p>
              <h3 className="mt-2 text-2xl font-semibold tracking-tight">
                <a
                  href={paths.job(job.slug)}
                  className="inline-flex min-h-11 items-center gap-2 hover:underline"
                >
                  {job.title}
                  <ArrowRight aria-hidden="true" className="size-5" />
                </a>
              </h3>
              <ul className="mt-4 grid gap-2 text-white/85">
                <li className="flex items-center gap-3">
                  <MapPin aria-hidden="true" className="size-4 text-teal-soft" />
                  {job.location}
                </li>
                <li className="flex items-center gap-3">
                  <Clock aria-hidden="true" className="size-4 text-teal-soft" />
                  {job.jobType}
                </li>
                <li className="flex items-center gap-3">
                  <Briefcase aria-hidden="true" className="size-4 text-teal-soft" />
                  {job.experience}
                </li>
              </ul>
            </div>
          )}
        </div>
      </div>
    </Section>
  );
}
