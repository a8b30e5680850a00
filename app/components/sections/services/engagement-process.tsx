import { Clock } from "lucide-react";
import { cardClasses } from "#app/components/ui/card.tsx";
import { ENGAGEMENT_ID, engagementProcess } from "#app/content/services.ts";
import { PartHeading } from "./part-heading.tsx";

/**
 * How an engagement runs (issue 43): discovery → pilot → production → run, an ordered list,
 * each step with its duration and what the client receives. The words are the owner's
 * (content/pages/services.yaml, "Services" in the editor). Side by side, the steps share their
 * rows (a subgrid of five: number and duration, title, description, "What you receive", the
 * list), so each part starts at the same height in every card, whatever the words' length.
 */
export function EngagementProcess() {
  const words = engagementProcess;
  return (
    <section id={ENGAGEMENT_ID} aria-labelledby="process-title" className="mt-14">
      <PartHeading
        id="process-title"
        eyebrow={words.eyebrow}
        title={words.title}
        intro={words.intro}
      />
      <ol className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {words.steps.map((step, index) => (
          <li
            key={step.title}
            data-testid="process-step"
            className={`${cardClasses} flex flex-col p-6 md:row-span-5 md:grid md:grid-rows-subgrid md:gap-y-0`}
          >
            <div className="flex items-center justify-between gap-3">
              <span
                aria-hidden="true"
                className="inline-flex size-9 items-center justify-center rounded-full bg-brand text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink-soft">
                <Clock aria-hidden="true" className="size-4 text-teal" />
                <span className="sr-only">{words.durationLabel}: </span>
                {step.duration}
              </p>
            </div>
            <h3 className="mt-4 text-xl font-semibold tracking-tight text-ink">{step.title}</h3>
            <p className="mt-2 text-muted">{step.description}</p>
            <h4 className="mt-4 text-sm font-semibold text-ink">{words.deliverablesLabel}</h4>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-soft marker:text-teal">
              {step.deliverables.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
