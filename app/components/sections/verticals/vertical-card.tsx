import { ArrowRight, CircleCheck } from "lucide-react";
import type { ReactElement } from "react";
import { ArtFile } from "#app/components/art/art-file.tsx";
import { HealthcareHeroArt } from "#app/components/art/healthcare-hero-art.tsx";
import { cardClasses } from "#app/components/ui/card.tsx";
import { healthcarePage } from "#app/content/healthcare.ts";
import { paths } from "#app/content/paths.ts";
import type { Vertical } from "#app/content/verticals.ts";

// Each vertical gets its own calm tint so the three cards read as a set, not clones.
const tints: Record<Vertical["id"], string> = {
  healthcare: "from-teal-soft to-brand-soft text-teal",
  education: "from-brand-soft to-surface-strong text-brand",
  retail: "from-surface-strong to-teal-soft text-ink-soft",
};

const bands = {
  featured: "p-6 md:w-2/5 md:shrink-0 md:p-8",
  compact: "h-24",
  default: "h-36",
};

/**
 * The featured card's own picture, where the vertical has one: healthcare's is its page's hub
 * (devices, patient app, labs and records around the provider), so the card shows the work and
 * not a pictogram. From a file, lazy, with its size (art-file.tsx): the home page is over its
 * first round trip and an inline drawing would cost it about 2 kB.
 */
const featuredArt: Partial<Record<Vertical["id"], ReactElement>> = {
  healthcare: <HealthcareHeroArt className="" />,
};

/** Where a vertical's own studies are listed: healthcare's group on /case-study. */
const studiesOf: Partial<Record<Vertical["id"], { href: string; label: string }>> = {
  healthcare: {
    href: `${paths.caseStudies}#group-healthcare`,
    label: healthcarePage.hero.caseStudies,
  },
};

const linkClasses =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-brand hover:text-brand-strong hover:underline";

interface VerticalCardProps {
  vertical: Vertical;
  headingLevel?: 2 | 3;
  /** label of the onward link, e.g. "Explore Healthcare" */
  linkLabel?: string;
  /** featured: across the width, the picture beside the text; compact: a lower picture */
  variant?: "featured" | "compact" | "default";
}

/** A vertical: icon band, title, description and, only when the vertical has a page, a link. */
export function VerticalCard({
  vertical,
  headingLevel = 3,
  linkLabel,
  variant = "default",
}: VerticalCardProps) {
  const Icon = vertical.icon;
  const art = variant === "featured" ? featuredArt[vertical.id] : undefined;
  const studies = studiesOf[vertical.id];
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      aria-labelledby={`vertical-${vertical.id}`}
      data-vertical={vertical.id}
      className={`${cardClasses} flex h-full flex-col overflow-hidden ${variant === "featured" ? "md:flex-row" : ""}`}
    >
      <div
        className={`relative flex items-center justify-center bg-linear-to-br ${tints[vertical.id]} ${bands[variant]}`}
      >
        {art ? (
          <ArtFile width={480} height={400} alt="" className="h-auto w-full max-w-80 md:max-w-none">
            {art}
          </ArtFile>
        ) : (
          <>
            <svg
              viewBox="0 0 320 144"
              preserveAspectRatio="xMidYMid slice"
              className="absolute inset-0 size-full"
              aria-hidden="true"
              focusable="false"
            >
              <g fill="none" stroke="currentColor" strokeOpacity="0.16">
                <circle cx="160" cy="72" r="44" />
                <circle cx="160" cy="72" r="72" />
                <circle cx="160" cy="72" r="104" strokeDasharray="2 6" />
              </g>
            </svg>
            <span className="relative inline-flex size-16 items-center justify-center rounded-2xl bg-white shadow-card">
              <Icon aria-hidden="true" className="size-8" strokeWidth={1.75} />
            </span>
          </>
        )}
      </div>
      <div className="flex flex-1 flex-col p-6 md:p-8">
        <Heading id={`vertical-${vertical.id}`} className="text-2xl font-semibold tracking-tight">
          {vertical.title}
        </Heading>
        <p className="mt-3 leading-relaxed text-muted">{vertical.description}</p>
        <ul aria-label={`${vertical.title} focus areas`} className="mt-5 mb-6 flex flex-wrap gap-2">
          {vertical.focus.map((area) => (
            <li
              key={area}
              className="rounded-full border border-line bg-surface px-3 py-1 text-sm font-medium text-ink-soft"
            >
              {area}
            </li>
          ))}
        </ul>
        {/* every card ends on the same rule: the onward link, or a proof line where the
            vertical has no page of its own (spec: only Healthcare links onward) */}
        <div className="mt-auto flex min-h-11 flex-wrap items-center gap-x-8 border-t border-line pt-4">
          {"link" in vertical && vertical.link ? (
            <>
              <a href={vertical.link} className={linkClasses}>
                {linkLabel ?? `Explore ${vertical.title}`}
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
              {/* the proof beside the way in: this vertical's own case studies */}
              {studies && (
                <a href={studies.href} className={linkClasses}>
                  {studies.label}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </a>
              )}
            </>
          ) : vertical.proof ? (
            <p className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-ink-soft">
              <CircleCheck aria-hidden="true" className="size-4 text-teal" />
              {vertical.proof}
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}
