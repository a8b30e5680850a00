import { ApplicationForm } from "~/components/forms/application-form.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Section, SectionHeading } from "~/components/ui/section.tsx";
import { jobPage } from "~/content/careers.ts";
import { anchors } from "~/content/paths.ts";
import type { Job } from "~/content/types.ts";

export function ApplySection({ job }: { job: Job }) {
  return (
    <Section id={anchors.apply} labelledBy="apply-title" tone="surface" className="scroll-mt-1!">
      <SectionHeading
        id="apply-title"
        eyebrow={job.title}
        title={jobPage.applyTitle}
        intro={jobPage.applyIntro}
      />
      <Card className="mx-auto max-w-3xl p-5 sm:p-8 md:p-10">
        <ApplicationForm jobTitle={job.title} />
      </Card>
    </Section>
  );
}
