import type { ReactNode } from "react";
import { Card } from "#app/components/ui/card.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { jobPage } from "#app/content/careers.ts";
import { anchors } from "#app/content/paths.ts";
import type { Job } from "#app/content/types.ts";

/** "Apply for this job": `form` is the application form island, placed by the page. */
export function ApplySection({ job, children }: { job: Job; children: ReactNode }) {
  return (
    <Section id={anchors.apply} labelledBy="apply-title" tone="surface">
      <SectionHeading
        id="apply-title"
        eyebrow={job.title}
        title={jobPage.applyTitle}
        intro={jobPage.applyIntro}
      />
      <Card className="mx-auto max-w-3xl p-5 sm:p-8 md:p-10">{children}</Card>
    </Section>
  );
}
