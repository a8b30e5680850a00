import { ArrowRight } from "lucide-react";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { caseStudyPage } from "#app/content/case-studies.ts";
import { paths } from "#app/content/paths.ts";

/** The conclusion, closing on an invitation to talk about a similar project. */
export function CaseStudyConclusion({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <Section labelledBy="conclusion-title">
      <div className="relative overflow-hidden rounded-card bg-ink px-6 py-12 text-white md:px-16 md:py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 -right-24 size-80 rounded-full bg-brand/40 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-32 -left-24 size-72 rounded-full bg-teal/30 blur-3xl"
        />
        <div className="relative max-w-3xl">
          <h2 id="conclusion-title" className="text-3xl font-bold tracking-tight md:text-4xl">
            {caseStudyPage.conclusion.title}
          </h2>
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-pretty text-white/85">
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ButtonLink href={paths.contact} variant="inverse" size="lg" className="mt-8">
            {caseStudyPage.conclusion.button}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
