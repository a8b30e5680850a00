import type { ReactNode } from "react";

type Tone = "white" | "surface" | "ink" | "hero";
type Width = "default" | "narrow" | "wide";

const tones: Record<Tone, string> = {
  white: "bg-white text-ink",
  surface: "bg-surface text-ink",
  ink: "bg-ink text-white",
  /** the soft brand wash at the top of a page */
  hero: "bg-linear-to-b from-brand-soft/70 via-white to-white text-ink",
};

const widths: Record<Width, string> = {
  default: "max-w-[75rem]",
  narrow: "max-w-3xl",
  wide: "max-w-[90rem]",
};

interface SectionProps {
  children: ReactNode;
  id?: string;
  /** id of the heading that names this section */
  labelledBy?: string;
  tone?: Tone;
  width?: Width;
  /** hero-style sections sit closer to the fixed nav */
  spacing?: "normal" | "compact" | "hero";
  className?: string;
}

const spacings = {
  normal: "py-16 md:py-24",
  compact: "py-12 md:py-16",
  hero: "pt-12 pb-16 md:pt-20 md:pb-24",
} as const;

/**
 * Every section of every page sits in this wrapper: it owns spacing, width and anchoring.
 * Two adjacent sections of the same tone share one gap (the rule in app.css drops the second
 * one's top padding), so the stack never shows a doubled empty band.
 */
export function Section({
  children,
  id,
  labelledBy,
  tone = "white",
  width = "default",
  spacing = "normal",
  className = "",
}: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      data-tone={tone === "hero" ? "white" : tone}
      className={`section ${tones[tone]} ${spacings[spacing]} ${className}`}
    >
      <div className={`mx-auto w-full px-5 sm:px-8 ${widths[width]}`}>{children}</div>
    </section>
  );
}

interface SectionHeadingProps {
  id: string;
  title: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  align?: "left" | "center";
  /** h1 for the first section of a page, h2 otherwise */
  level?: 1 | 2;
  inverse?: boolean;
}

export function SectionHeading({
  id,
  title,
  eyebrow,
  intro,
  align = "center",
  level = 2,
  inverse = false,
}: SectionHeadingProps) {
  const Heading = level === 1 ? "h1" : "h2";
  const alignment = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`mb-10 max-w-3xl md:mb-14 ${alignment}`}>
      {eyebrow && (
        <p
          className={`mb-3 text-sm font-semibold tracking-wide uppercase ${inverse ? "text-teal-soft" : "text-teal"}`}
        >
          {eyebrow}
        </p>
      )}
      <Heading
        id={id}
        className={`font-bold tracking-tight text-balance ${level === 1 ? "text-4xl md:text-5xl lg:text-6xl" : "text-3xl md:text-4xl"}`}
      >
        {title}
      </Heading>
      {intro && (
        <p className={`mt-4 text-lg text-pretty ${inverse ? "text-white/80" : "text-muted"}`}>
          {intro}
        </p>
      )}
    </div>
  );
}
