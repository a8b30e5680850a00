import { CheckCircle2, Sparkles } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { jobPage } from "#app/content/careers.ts";
import { anchors } from "#app/content/paths.ts";
import type { Job } from "#app/content/types.ts";
import { ScrollLink } from "./scroll-link.tsx";

function ListBlock({
  id,
  title,
  items,
  icon: Icon,
}: {
  id: string;
  title: string;
  items: readonly string[];
  icon: LucideIcon;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <ul className="mt-5 grid gap-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-ink-soft">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The body of a career page: about, the three lists and a sticky summary on wide screens. */
export function JobDetails({ job }: { job: Job }) {
  const summary = [
    { term: jobPage.location, value: job.location },
    { term: jobPage.jobType, value: job.jobType },
    { term: jobPage.experience, value: job.experience },
  ];
  return (
    <Section>
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
        <div className="grid max-w-3xl gap-12">
          <section aria-labelledby="job-about">
            <h2 id="job-about" className="text-2xl font-bold tracking-tight">
              {jobPage.about}
            </h2>
            <div className="mt-5 grid gap-4 text-lg text-ink-soft">
              {job.about.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </section>
          <ListBlock
            id="job-responsibilities"
            title={jobPage.responsibilities}
            items={job.responsibilities}
            icon={CheckCircle2}
          />
          <ListBlock
            id="job-qualifications"
            title={jobPage.qualifications}
            items={job.qualifications}
            icon={CheckCircle2}
          />
          <ListBlock
            id="job-nice-to-have"
            title={jobPage.niceToHave}
            items={job.niceToHave}
            icon={Sparkles}
          />
        </div>
        <aside aria-labelledby="job-summary" className="hidden lg:block">
          <Card className="sticky top-28 p-6">
            <h2 id="job-summary" className="text-lg font-semibold">
              {jobPage.summaryTitle}
            </h2>
            <dl className="mt-4 grid gap-4 border-t border-line pt-4">
              {summary.map(({ term, value }) => (
                <div key={term}>
                  <dt className="text-sm text-muted">{term}</dt>
                  <dd className="font-medium">{value}</dd>
                </div>
              ))}
            </dl>
            <ScrollLink
              targetId={anchors.apply}
              className={`${buttonClasses("primary")} mt-6 w-full`}
            >
              {jobPage.applyNow}
            </ScrollLink>
          </Card>
        </aside>
      </div>
    </Section>
  );
}
