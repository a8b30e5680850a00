import { Section } from "~/components/ui/section.tsx";
import type { DocumentSection } from "~/content/privacy.ts";

interface DocumentPageProps {
  title: string;
  intro: string;
  /** ISO date of the last change, shown under the title */
  updated?: string;
  sections: readonly DocumentSection[];
}

/** A short plain-language document: the privacy notice and the legal notice. */
export function DocumentPage({ title, intro, updated, sections }: DocumentPageProps) {
  return (
    <Section labelledBy="document-title" spacing="hero" width="narrow">
      <h1 id="document-title" className="text-4xl font-bold tracking-tight md:text-5xl">
        {title}
      </h1>
      <p className="mt-4 text-lg text-ink-soft">{intro}</p>
      {updated && (
        <p className="mt-2 text-sm text-muted">
          Last updated <time dateTime={updated}>{updated}</time>
        </p>
      )}
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="mt-10"
        >
          <h2 id={`${section.id}-title`} className="text-2xl font-semibold tracking-tight">
            {section.title}
          </h2>
          {section.paragraphs?.map((text) => (
            <p key={text} className="mt-3 leading-relaxed text-ink-soft">
              {text}
            </p>
          ))}
          {section.items && (
            <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-ink-soft">
              {section.items.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </Section>
  );
}
