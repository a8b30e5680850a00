import { ArrowRight } from "lucide-react";
import { DataFlow } from "#app/components/art/data-flow.tsx";
import { cardClasses } from "#app/components/ui/card.tsx";
import { trustPage } from "#app/content/trust.ts";

const { accelerators } = trustPage;

/**
 * One part per accelerator, anchored by its slug (each product page's Validation and Safety
 * links to `/trust#<slug>`): its data flow drawn from its own facts, then where it can run, its
 * regulatory status with the day assessed and whether client data trains it, and the way back
 * to the rest of its facts. A sample is labelled as one.
 */
export function TrustAccelerators() {
  return (
    <section id={accelerators.id} aria-labelledby={`${accelerators.id}-title`} className="mt-12">
      <h2 id={`${accelerators.id}-title`} className="text-2xl font-semibold tracking-tight">
        {accelerators.title}
      </h2>
      <p className="mt-3 leading-relaxed text-ink-soft">{accelerators.intro}</p>
      {accelerators.list.map((item) => (
        <section
          key={item.id}
          id={item.id}
          aria-labelledby={`${item.id}-title`}
          className={`${cardClasses} mt-6 scroll-mt-28 p-5 md:p-6`}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <h3 id={`${item.id}-title`} className="text-xl font-semibold tracking-tight text-ink">
              {item.title}
            </h3>
            {item.sample && (
              <span className="rounded-full border border-line bg-surface px-3 py-0.5 text-sm font-medium text-ink-soft">
                {item.sample}
              </span>
            )}
          </div>
          {item.flow && (
            <div className="mt-4">
              <DataFlow flow={item.flow} />
            </div>
          )}
          {item.facts.length > 0 && (
            <dl className="mt-4 grid gap-3 md:grid-cols-3">
              {item.facts.map((fact) => (
                <div key={fact.label}>
                  <dt className="text-sm font-medium text-muted">{fact.label}</dt>
                  <dd className="mt-0.5 text-sm leading-relaxed text-ink-soft">
                    {fact.text}
                    {"day" in fact && fact.day && (
                      <span className="block text-muted">
                        {fact.day.before} <time dateTime={fact.day.iso}>{fact.day.text}</time>
                      </span>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <p className="mt-4">
            <a
              href={item.href}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline underline-offset-4"
            >
              {item.link}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </p>
        </section>
      ))}
    </section>
  );
}
