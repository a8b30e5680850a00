import { ArrowRight, Ban, Check } from "lucide-react";
import { cardClasses } from "#app/components/ui/card.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import {
  type ShownFact,
  type ValidationPart,
  type ValidationSection,
} from "#app/content/products.ts";
import { paths } from "#app/content/paths.ts";
import type { CaseStudyCard } from "#app/content/types.ts";
import { FIGURES_ID } from "./product-metrics.tsx";
import { SPAN_CLASS, validationSpans, type Span } from "./validation-layout.ts";

const term = "text-sm font-medium text-muted";

function Fact({ fact }: { fact: ShownFact }) {
  return (
    <div>
      <dt className={term}>{fact.label}</dt>
      <dd className="mt-0.5 leading-relaxed text-ink-soft">
        {fact.day && <time dateTime={fact.day.iso}>{fact.day.text}</time>}
        {fact.text}
        {fact.list && (
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {fact.list.map((name) => (
              <li
                key={name}
                className="rounded-md border border-line bg-surface px-2 py-0.5 text-sm text-ink"
              >
                {name}
              </li>
            ))}
          </ul>
        )}
      </dd>
    </div>
  );
}

/**
 * A part that is only a list ("What It Does Not Do", "Deployment") sets its points as rows
 * that share the card's height: beside a longer card in its row they grow, rather than leave
 * the card's lower half empty. Below 768 px a card is as tall as its words.
 */
function Rows({ part }: { part: ValidationPart & { items: readonly string[] } }) {
  const Marker = part.key === "not-for" ? Ban : Check;
  return (
    <ul className="mt-3 flex flex-1 flex-col gap-2">
      {part.items.map((item) => (
        <li
          key={item}
          className="flex flex-1 items-center gap-3 rounded-lg border border-line bg-surface px-4 py-2.5 leading-snug text-ink-soft"
        >
          <Marker aria-hidden="true" className="size-4 shrink-0 text-teal" />
          {item}
        </li>
      ))}
    </ul>
  );
}

function Part({ part, span }: { part: ValidationPart; span: Span }) {
  const id = `validation-${part.key}`;
  return (
    <section
      aria-labelledby={id}
      className={`${cardClasses} flex flex-col p-5 md:p-6 ${SPAN_CLASS[span]}`}
    >
      <h3 id={id} className="text-lg font-semibold tracking-tight text-ink">
        {part.title}
      </h3>
      {part.items && !part.facts && <Rows part={{ ...part, items: part.items }} />}
      {/* points before facts ("Regulatory Status"): one point is a sentence, not a list */}
      {part.items && part.facts && part.items.length === 1 && (
        <p className="mt-3 leading-relaxed text-ink-soft">{part.items[0]}</p>
      )}
      {part.items && part.facts && part.items.length > 1 && (
        <ul className="mt-3 list-disc space-y-1.5 pl-5 leading-relaxed text-ink-soft marker:text-teal">
          {part.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {part.facts && (
        <dl className="mt-3 space-y-3">
          {part.facts.map((fact) => (
            <Fact key={fact.label} fact={fact} />
          ))}
        </dl>
      )}
    </section>
  );
}

/**
 * "Validation and Safety" on an accelerator's page: what a hospital's CMIO asks before a
 * product reaches a patient (issue 42), as cards in pairs (two columns from tablet width; from
 * 1024 px the longer card of a pair takes more of the row: validation-layout.ts), then the
 * evidence across the width: what it rests on, in words, and a link up to the page's figures
 * (each figure is stated once, on its card, with its note: issue 43), the case studies that
 * used it ("In Use At", when a study names it), and the link to the product's part of /trust.
 * Static HTML, no script.
 */
export function ProductValidation({
  section,
  usedAt,
}: {
  section: ValidationSection;
  /** the case studies that name this accelerator (case-studies.ts `caseStudiesUsing`) */
  usedAt: readonly CaseStudyCard[];
}) {
  const spans = validationSpans(section.parts);
  return (
    <Section id={section.id} labelledBy={`${section.id}-title`}>
      <SectionHeading
        id={`${section.id}-title`}
        eyebrow={section.eyebrow}
        title={section.title}
        intro={section.intro}
      />
      {section.sample && (
        <p className="mt-6 flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-card border border-dashed border-line bg-surface px-4 py-3 text-sm text-ink-soft">
          <span className="rounded-full border border-line bg-white px-2.5 py-0.5 font-semibold text-ink">
            {section.sample.label}
          </span>
          <span>{section.sample.note}</span>
        </p>
      )}
      <div className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-12">
        {section.parts.map((part, index) => (
          <Part key={part.key} part={part} span={spans[index]!} />
        ))}
        <section
          aria-labelledby="validation-evidence"
          className={`${cardClasses} p-5 md:col-span-2 md:p-6 lg:col-span-12`}
        >
          <h3 id="validation-evidence" className="text-lg font-semibold tracking-tight text-ink">
            {section.evidence.title}
          </h3>
          <p className="mt-3 leading-relaxed text-ink-soft">{section.evidence.text}</p>
          {/* the figures are stated once, on their cards with their notes: this points to them */}
          <p className="mt-3">
            <a
              href={`#${FIGURES_ID}`}
              className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-4"
            >
              {section.evidence.figuresLink}
            </a>
          </p>
          {usedAt.length > 0 && (
            <>
              <h4 className="mt-5 font-semibold text-ink">{section.evidence.inUseAt}</h4>
              <ul className="mt-2 space-y-1.5">
                {usedAt.map((study) => (
                  <li key={study.slug}>
                    <a
                      href={paths.caseStudy(study.slug)}
                      className="font-medium text-brand underline underline-offset-4"
                    >
                      {study.title}
                    </a>{" "}
                    <span className="text-sm text-muted">{study.category}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
      <p className="mt-8">
        <a
          href={section.trust.href}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline underline-offset-4"
        >
          {section.trust.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </p>
    </Section>
  );
}
