import { ArrowRight, Mail } from "lucide-react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { cardClasses } from "#app/components/ui/card.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { openingsSection } from "#app/content/careers.ts";
import { openings } from "#app/content/jobs.ts";
import { anchors, paths } from "#app/content/paths.ts";
import { site } from "#app/content/site.ts";
import { JobMeta } from "./job-meta.tsx";

export function OpeningsSection() {
  return (
    <Section id={anchors.openings} labelledBy="openings-title">
      <SectionHeading
        id="openings-title"
        eyebrow={openingsSection.eyebrow}
        title={openingsSection.title}
        intro={openingsSection.intro}
      />
      <ul className="mx-auto grid max-w-4xl gap-4">
        {openings.map((job) => (
          <li key={job.slug}>
            <article
              aria-labelledby={`opening-${job.slug}`}
              className={`${cardClasses} relative flex flex-col gap-5 p-6 transition-shadow duration-200 hover:shadow-raised md:flex-row md:items-center md:justify-between md:p-8`}
            >
              <div>
                <h3 id={`opening-${job.slug}`} className="text-xl font-semibold md:text-2xl">
                  {job.title}
                </h3>
                <JobMeta job={job} className="mt-4" />
              </div>
              <a
                href={paths.job(job.slug)}
                aria-label={`${openingsSection.viewDetails}: ${job.title}`}
                className={`${buttonClasses("secondary")} shrink-0 self-start md:self-auto`}
              >
                {openingsSection.viewDetails}
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
            </article>
          </li>
        ))}
      </ul>
      <div className="mx-auto mt-8 flex max-w-4xl flex-col gap-4 rounded-card border border-dashed border-line bg-surface p-6 sm:flex-row sm:items-center md:p-8">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-teal-soft text-teal">
          <Mail aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h3 className="font-semibold">{openingsSection.speculativeTitle}</h3>
          <p className="mt-1 text-muted">
            {openingsSection.speculativeText}{" "}
            <a
              href={`mailto:${site.email}`}
              className="font-semibold text-brand underline underline-offset-2"
            >
              {site.email}
            </a>
          </p>
        </div>
      </div>
    </Section>
  );
}
