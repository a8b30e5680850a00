import { Building2, Layers, Sparkles, Tag } from "lucide-react";
import type { ReactNode } from "react";
import { Section } from "#app/components/ui/section.tsx";
import { caseStudyPage, clientOf } from "#app/content/case-studies.ts";
import { isNamed } from "#app/content/clients.ts";
import { productBySlug } from "#app/content/products.ts";
import { paths } from "#app/content/paths.ts";
import type { CaseStudy } from "#app/content/types.ts";
import { TechStack } from "./tech-stack.tsx";

function Prose({
  id,
  title,
  paragraphs,
}: {
  id: string;
  title: string;
  paragraphs: readonly string[];
}) {
  return (
    <div>
      <h2 id={id} className="text-2xl font-bold tracking-tight md:text-3xl">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-lg leading-relaxed text-pretty text-ink-soft">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="border-t border-line pt-5 first:border-t-0 first:pt-0">
      <dt className="flex items-center gap-2 text-sm font-semibold text-muted">
        {icon}
        {label}
      </dt>
      <dd className="mt-2 text-ink">{children}</dd>
    </div>
  );
}

/** Requirement and solution on the left; client, industry, technologies and accelerators used in a side card. */
export function CaseStudyOverview({ study }: { study: CaseStudy }) {
  const iconClass = "size-4 text-brand";
  const facts = caseStudyPage.facts;
  // the picked client's description, written once in its file (the name only with permission)
  const client = clientOf(study);
  return (
    <Section labelledBy="requirement-title" spacing="compact">
      <div className="grid gap-12 lg:grid-cols-[1fr_22rem] lg:gap-16">
        <div className="space-y-12">
          <Prose
            id="requirement-title"
            title={study.requirementHeading}
            paragraphs={study.requirement}
          />
          <Prose id="solution-title" title={caseStudyPage.solution} paragraphs={study.solution} />
        </div>
        <aside aria-label={facts.label} className="lg:sticky lg:top-28 lg:self-start">
          <dl className="space-y-5 rounded-card border border-line bg-surface p-6 md:p-8">
            <Fact
              icon={<Building2 aria-hidden="true" className={iconClass} />}
              label={facts.client}
            >
              {isNamed(client) && <p className="font-semibold">{client.name}</p>}
              <p className="text-pretty">{client.descriptor}</p>
            </Fact>
            <Fact icon={<Tag aria-hidden="true" className={iconClass} />} label={facts.industry}>
              <p className="font-semibold">{study.industry}</p>
            </Fact>
            <Fact
              icon={<Layers aria-hidden="true" className={iconClass} />}
              label={facts.technologies}
            >
              <div className="mt-3">
                <TechStack items={study.technologies} label={facts.technologies} />
              </div>
            </Fact>
            {study.accelerators && (
              <Fact
                icon={<Sparkles aria-hidden="true" className={iconClass} />}
                label={facts.accelerators}
              >
                <ul className="space-y-1">
                  {study.accelerators.map((slug) => (
                    <li key={slug}>
                      <a href={paths.product(slug)} className="font-semibold text-brand underline">
                        {productBySlug(slug)?.title ?? slug}
                      </a>
                    </li>
                  ))}
                </ul>
              </Fact>
            )}
          </dl>
        </aside>
      </div>
    </Section>
  );
}
