import type { ReactNode } from "react";
import { Day } from "#app/components/ui/day.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { DocumentSection } from "#app/content/privacy.ts";

interface DocumentPageProps {
  title: string;
  intro: string;
  /** ISO date of the last change, shown under the title */
  updated?: string;
  /** what the date says: "Last updated" unless given (the accessibility statement's review) */
  updatedLabel?: string;
  sections?: readonly DocumentSection[];
  /** blocks of their own after the sections (DocumentBlock), e.g. the trust page's lists */
  children?: ReactNode;
}

/** The brand's link in running text, as the forms' privacy note has it. */
export const proseLinkClasses = "font-medium text-brand underline underline-offset-2";

/**
 * A short plain-language document: the privacy and legal notices, the trust page and the
 * accessibility statement.
 */
export function DocumentPage({
  title,
  intro,
  updated,
  updatedLabel = "Last updated",
  sections = [],
  children,
}: DocumentPageProps) {
  return (
    <Section labelledBy="document-title" spacing="hero" width="narrow">
      <DocumentHeader title={title} intro={intro} updated={updated} updatedLabel={updatedLabel} />
      {sections.map((section) => (
        <DocumentBlock key={section.id} id={section.id} title={section.title}>
          <DocumentText section={section} />
        </DocumentBlock>
      ))}
      {children}
    </Section>
  );
}

/** A document's title, introduction and date (the trust page places it in its own grid). */
export function DocumentHeader({
  title,
  intro,
  updated,
  updatedLabel = "Last updated",
  className,
}: Pick<DocumentPageProps, "title" | "intro" | "updated" | "updatedLabel"> & {
  className?: string;
}) {
  return (
    <div className={className}>
      <h1 id="document-title" className="text-4xl font-bold tracking-tight md:text-5xl">
        {title}
      </h1>
      <p className="mt-4 text-lg text-ink-soft">{intro}</p>
      {updated && (
        <p className="mt-2 text-sm text-muted">
          {updatedLabel} <Day day={updated} />
        </p>
      )}
    </div>
  );
}

/** One titled part of a document; its heading names it. */
export function DocumentBlock({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mt-10">
      <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A section's paragraphs, then its items (bulleted, or numbered steps), then its links. */
export function DocumentText({ section }: { section: Omit<DocumentSection, "id" | "title"> }) {
  const List = section.ordered ? "ol" : "ul";
  return (
    <>
      {section.paragraphs?.map((text) => (
        <p key={text} className="mt-3 leading-relaxed text-ink-soft">
          {text}
        </p>
      ))}
      {section.items && (
        <List
          className={`mt-3 space-y-2 pl-6 leading-relaxed text-ink-soft ${section.ordered ? "list-decimal" : "list-disc"}`}
        >
          {section.items.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </List>
      )}
      {section.links && (
        <ul className="mt-3 space-y-1 leading-relaxed">
          {section.links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className={`${proseLinkClasses} inline-flex min-h-6 items-center`}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
