import { Avatar } from "#app/components/ui/avatar.tsx";
import { SampleLabel } from "#app/components/ui/sample-label.tsx";
import type { Testimonial } from "#app/content/types.ts";

const SIZES = {
  /** a case study's own quote, alone in its section */
  large: { box: "p-6 md:p-10", words: "text-xl md:text-2xl", caption: "mt-6" },
  /** a quote beside other proof (the healthcare page's work) */
  medium: { box: "p-6", words: "text-lg", caption: "mt-5" },
};

/** A client's quote with who said it (and "Sample quote" while it is one), in a boxed figure. */
export function QuoteFigure({
  quote,
  sampleLabel,
  size = "large",
  className = "",
  testId,
}: {
  quote: Pick<Testimonial, "quote" | "name" | "designation" | "organization" | "sample">;
  sampleLabel: string;
  size?: keyof typeof SIZES;
  className?: string;
  testId?: string;
}) {
  const look = SIZES[size];
  return (
    <figure
      data-testid={testId}
      className={`rounded-card border border-line bg-surface ${look.box} ${className}`.trim()}
    >
      <blockquote className={`${look.words} leading-relaxed font-medium text-pretty text-ink`}>
        <p>“{quote.quote}”</p>
      </blockquote>
      <figcaption className={`${look.caption} flex items-center gap-4`}>
        <Avatar name={quote.name} />
        <span>
          {quote.sample && <SampleLabel className="mb-1">{sampleLabel}</SampleLabel>}
          <span className="block font-semibold text-ink">{quote.name}</span>
          <span className="block text-sm text-muted">
            {quote.designation}, {quote.organization}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
