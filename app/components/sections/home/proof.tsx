import { ArrowRight, Building2, ListChecks } from "lucide-react";
import { cardClasses } from "#app/components/ui/card.tsx";
import {
  Certifications,
  PartHeading,
  ProofOutcome,
} from "#app/components/sections/proof/proof-parts.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { proof } from "#app/content/home.ts";
import { cardGridWideColumns } from "#app/components/ui/card-grid.ts";

const PREFIX = "proof";

/**
 * Proof right after the hero (issue 43): three outcomes in the one figure presentation, each
 * linking to its note and its case study (the notes stay on the study's page: the home page is
 * within its first round trip, docs/performance.md); the clients we deliver for; the certifications' status,
 * linking to /trust; then what a hospital can check today, linking to where each fact is kept.
 * Every fact comes from its own list; nothing is retyped here.
 */
export function Proof() {
  return (
    <Section labelledBy="home-proof-title" spacing="compact">
      <SectionHeading
        id="home-proof-title"
        eyebrow={proof.eyebrow}
        title={proof.title}
        intro={proof.intro}
        align="left"
      />
      {/* one column below 1024 px: three across at 768 px were 218 px cards whose labels,
          before → after values and links broke over lines (the review of 2026-11-28) */}
      <ul className={`grid gap-6 ${cardGridWideColumns(proof.outcomes.length)}`}>
        {proof.outcomes.map(({ study, figure, note }, index) => (
          <li key={study.slug} data-testid="proof-outcome" className={`${cardClasses} p-6`}>
            <ProofOutcome
              outcome={{ study, figure, note }}
              prefix={PREFIX}
              number={index + 1}
              readStudy={proof.readStudy}
            />
          </li>
        ))}
      </ul>
      <div className="mt-10 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div>
          <PartHeading icon={Building2}>{proof.clientsTitle}</PartHeading>
          {/* a list in two columns: as wrapping chips, descriptions of unequal length left
              rows of one and two (issue 43's designer's pass) */}
          <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {proof.clients.map((client) => (
              <li key={client} className="flex gap-2 text-sm leading-snug text-ink-soft">
                <span
                  aria-hidden="true"
                  className="mt-1.5 size-1.5 shrink-0 rounded-full bg-teal"
                />
                {client}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <Certifications
            title={proof.certificationsTitle}
            items={proof.certifications}
            trustLink={proof.trustLink}
          />
        </div>
      </div>
      {/* what a hospital can verify today, before any figure is measured: each fact where it
          is kept (the accelerators' data and safety, the documents, the subprocessors, the
          engagement's steps). A strip under both columns, so neither column runs on alone. */}
      <div className="mt-10 rounded-2xl border border-line bg-surface p-6">
        <PartHeading icon={ListChecks}>{proof.checksTitle}</PartHeading>
        <ul className="mt-2 grid gap-x-6 sm:grid-cols-2 lg:grid-cols-4">
          {proof.checks.map((check) => (
            <li key={check.href}>
              <a
                href={check.href}
                className="flex min-h-11 items-start py-2 text-sm font-semibold text-brand hover:text-brand-strong hover:underline"
              >
                {/* the arrow runs with the words' last line, not at the column's far edge */}
                <span>
                  {check.label}
                  <ArrowRight
                    aria-hidden="true"
                    className="ml-1.5 inline-block size-4 align-[-0.2em]"
                  />
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
