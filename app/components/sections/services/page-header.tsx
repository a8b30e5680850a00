import type { ReactNode } from "react";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";

interface PageHeaderProps {
  eyebrow: string;
  title: string;
  intro: string;
  /** the page's main content (a card grid) sits under the heading in the same section */
  children: ReactNode;
}

/** First section of a listing page: the h1 on a soft wash with faint orbit lines, then its content. */
export function PageHeader({ eyebrow, title, intro, children }: PageHeaderProps) {
  return (
    <Section
      labelledBy="page-title"
      spacing="hero"
      className="relative overflow-hidden bg-linear-to-b from-brand-soft/70 to-white"
    >
      <svg
        viewBox="0 0 1200 360"
        preserveAspectRatio="xMidYMin slice"
        className="pointer-events-none absolute inset-x-0 top-0 h-[22rem] w-full"
        aria-hidden="true"
        focusable="false"
      >
        <g fill="none" strokeOpacity="0.14">
          <circle cx="1080" cy="40" r="160" stroke="#4338ca" />
          <circle cx="1080" cy="40" r="240" stroke="#0d9488" strokeDasharray="2 8" />
          <circle cx="120" cy="340" r="140" stroke="#0d9488" />
        </g>
      </svg>
      <div className="relative">
        <SectionHeading id="page-title" level={1} eyebrow={eyebrow} title={title} intro={intro} />
        {children}
      </div>
    </Section>
  );
}
