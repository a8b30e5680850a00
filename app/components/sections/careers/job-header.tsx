import { ArrowDown, ArrowLeft } from "lucide-react";
import { buttonClasses, HeroActions } from "#app/components/ui/button.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { jobPage } from "#app/content/careers.ts";
import { anchors, paths } from "#app/content/paths.ts";
import type { Job } from "#app/content/types.ts";
import { JobMeta } from "./job-meta.tsx";
import { ScrollLink } from "./scroll-link.tsx";

export function JobHeader({ job }: { job: Job }) {
  return (
    <Section
      labelledBy="job-title"
      tone="surface"
      spacing="hero"
      className="relative overflow-hidden"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -right-24 size-96 rounded-full bg-gradient-to-br from-brand/10 to-teal/10 blur-2xl"
      />
      <div className="relative">
        <a
          href={paths.careers}
          className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-full px-2 text-sm font-semibold text-brand hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {jobPage.back}
        </a>
        <p className="mt-6 mb-3 text-sm font-semibold tracking-wide text-teal uppercase">
          {jobPage.eyebrow}
        </p>
        <h1
          id="job-title"
          className="text-4xl font-bold tracking-tight text-balance md:text-5xl lg:text-6xl"
        >
          {job.title}
        </h1>
        <div className="mt-6 flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <JobMeta job={job} />
          <HeroActions>
            <ScrollLink targetId={anchors.apply} className={buttonClasses("primary", "lg")}>
              {jobPage.applyNow}
              <ArrowDown aria-hidden="true" className="size-5" />
            </ScrollLink>
          </HeroActions>
        </div>
      </div>
    </Section>
  );
}
