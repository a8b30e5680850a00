import { ArrowDown } from "lucide-react";
import type { AcceleratorFacts } from "#app/content/trust.ts";

type Flow = NonNullable<AcceleratorFacts["flow"]>;

/**
 * An accelerator's data flow (source system → processed where → stored → seen by), drawn at
 * build from its content as HTML: an ordered list whose items are the diagram's boxes, so the
 * drawing and its text equivalent are one thing (read in order, with the step names, by a
 * screen reader; no SVG to keep in step with the words, no script). The boxes stand one under
 * the other with arrows down between them at every width: in the trust page's reading column
 * four boxes side by side were a word or two wide.
 */
export function DataFlow({ flow }: { flow: Flow }) {
  return (
    <ol aria-label={flow.name}>
      {flow.steps.map((step, index) => (
        <li key={step.key}>
          <div
            data-testid="flow-step"
            className="rounded-card border border-line bg-surface px-4 py-3 text-sm sm:grid sm:grid-cols-[8.5rem_1fr] sm:gap-4"
          >
            <p className="text-xs font-semibold tracking-wide text-brand uppercase sm:pt-0.5">
              {step.label}
            </p>
            <div>
              <p className="mt-1 leading-relaxed text-ink sm:mt-0">{step.text}</p>
              {step.more && (
                <p className="mt-1 leading-relaxed text-ink-soft">
                  <span className="font-medium text-muted">{step.more.label}: </span>
                  {step.more.text}
                </p>
              )}
            </div>
          </div>
          {index < flow.steps.length - 1 && (
            <ArrowDown
              aria-hidden="true"
              className="mx-auto my-1 block size-5 text-teal sm:ml-14"
            />
          )}
        </li>
      ))}
    </ol>
  );
}
