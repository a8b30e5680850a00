import { cardClasses } from "#app/components/ui/card.tsx";
import type { ShownDay } from "#app/content/trust.ts";
import { trustPage } from "#app/content/trust.ts";

const { summary, certifications } = trustPage;

function Day({ day }: { day: ShownDay }) {
  return <time dateTime={day.iso}>{day.text}</time>;
}

const subHeading = "text-lg font-semibold tracking-tight text-ink";
const term = "text-sm font-medium text-muted";

/**
 * What a hospital's security review asks first, before the detail on the website's own forms:
 * the certifications with their status and dates, and how client data is handled in delivery.
 * Two cards, one above the other: the delivery facts read as a table of term and answer from
 * tablet width (nine of them: side by side, the cards' heights never matched).
 */
export function TrustSummary() {
  return (
    <section id={summary.id} aria-labelledby={`${summary.id}-title`} className="mt-10">
      <h2 id={`${summary.id}-title`} className="text-2xl font-semibold tracking-tight">
        {summary.title}
      </h2>
      <p className="mt-3 leading-relaxed text-ink-soft">{summary.intro}</p>
      <div className="mt-5 grid gap-4">
        <section
          id={certifications.id}
          aria-labelledby={`${certifications.id}-title`}
          className={`${cardClasses} p-5`}
        >
          <h3 id={`${certifications.id}-title`} className={subHeading}>
            {certifications.title}
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-muted">
            {certifications.list.length > 0 ? certifications.intro : certifications.none}
          </p>
          <ul className="mt-4 divide-y divide-line">
            {certifications.list.map((item) => (
              <li key={item.name} className="py-3 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <span className="font-semibold text-ink">{item.name}</span>
                  {/* the status in words, never only by colour */}
                  <span className="rounded-full border border-line bg-surface px-3 py-0.5 text-sm font-medium text-ink-soft">
                    {item.statusLabel}
                  </span>
                </div>
                {item.details.length > 0 && (
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    {item.details.map((detail) => (
                      <div key={detail.label} className="contents">
                        <dt className={term}>{detail.label}</dt>
                        <dd className="text-ink-soft">
                          {detail.day ? <Day day={detail.day} /> : detail.text}
                        </dd>
                      </div>
                    ))}
                  </dl>
                )}
                {item.note && <p className="mt-1 text-sm text-muted">{item.note}</p>}
              </li>
            ))}
          </ul>
        </section>
        <section
          id={summary.delivery.id}
          aria-labelledby={`${summary.delivery.id}-title`}
          className={`${cardClasses} p-5`}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <h3 id={`${summary.delivery.id}-title`} className={subHeading}>
              {summary.delivery.title}
            </h3>
            {summary.delivery.sample && (
              <span className="rounded-full border border-line bg-surface px-3 py-0.5 text-sm font-medium text-ink-soft">
                {summary.delivery.sample}
              </span>
            )}
          </div>
          <dl className="mt-3 divide-y divide-line">
            {summary.delivery.facts.map((fact) => (
              <div
                key={fact.key}
                className="py-2.5 first:pt-0 last:pb-0 md:grid md:grid-cols-[13rem_1fr] md:gap-4"
              >
                <dt className={term}>{fact.label}</dt>
                <dd className="mt-0.5 leading-relaxed text-ink-soft md:mt-0">
                  {"day" in fact && fact.day ? (
                    <>
                      <Day day={fact.day} />
                      {fact.by && <span className="block text-sm text-muted">{fact.by}</span>}
                    </>
                  ) : (
                    fact.text
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </section>
  );
}
