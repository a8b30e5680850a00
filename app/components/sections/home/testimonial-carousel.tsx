import { ChevronLeft, ChevronRight, TrendingUp } from "lucide-react";
import { Avatar } from "#app/components/ui/avatar.tsx";
import { SampleLabel } from "#app/components/ui/sample-label.tsx";
import { needsBehaviour } from "#app/lib/needs-behaviour.ts";
import { paths } from "#app/content/paths.ts";
import type { Testimonial } from "#app/content/types.ts";

interface TestimonialCarouselProps {
  items: readonly Testimonial[];
  label: string;
  /** the tag on a shipped sample quote */
  sampleLabel: string;
}

/** The link under a quote whose work has a case study. */
export const readCaseStudy = "Read the case study";

/** The link under a quote about an accelerator (without a case study): its page. */
export const readAbout = (title: string) => `Read about ${title}`;

const linkClasses =
  "tap-area mt-1 inline-flex min-h-6 items-center text-sm font-semibold text-brand underline underline-offset-2";

/** Where the quoted work is told: its case study, else the accelerator's page. */
function WorkLink({ item }: { item: Testimonial }) {
  if (item.caseStudy) {
    return (
      <a href={paths.caseStudy(item.caseStudy)} className={linkClasses}>
        {readCaseStudy}
      </a>
    );
  }
  if (item.product) {
    return (
      <a href={paths.product(item.product.slug)} className={linkClasses}>
        {readAbout(item.product.title)}
      </a>
    );
  }
  return null;
}

const controlClasses =
  "inline-flex size-12 items-center justify-center rounded-full border border-line bg-white text-ink shadow-sm transition-colors duration-200 hover:border-brand hover:text-brand";

/**
 * One testimonial at a time. Static markup: without scripts the track scrolls natively with
 * scroll snapping. app/behaviours/testimonials.ts turns it into a slider whose previous/next
 * controls wrap around, sliding with a 0.5 s transform transition; inactive slides become
 * inert, and a polite live region names the new slide after each move.
 */
export function TestimonialCarousel({ items, label, sampleLabel }: TestimonialCarouselProps) {
  const count = items.length;
  return (
    <section aria-roledescription="carousel" aria-label={label} data-testimonials="">
      <div
        data-testimonials-viewport=""
        // until the slider's script takes over (or without it), the track scrolls: a keyboard
        // must reach it, whether or not a quote holds a link (WCAG 2.1.1; axe scrollable-region-focusable)
        tabIndex={count > 1 ? 0 : undefined}
        className="scrollbar-none snap-x snap-mandatory overflow-x-auto"
      >
        <div
          data-testimonials-track=""
          className="flex transition-transform duration-500 ease-in-out"
        >
          {items.map((item, slide) => {
            return (
              <div
                key={item.name}
                role="group"
                aria-roledescription="slide"
                aria-label={`${slide + 1} of ${count}`}
                // relative: the outcome's screen-reader label (absolute) stays inside the scrolling track
                className="relative w-full shrink-0 snap-start px-1"
              >
                <figure className="mx-auto flex h-full max-w-3xl flex-col items-center text-center">
                  <blockquote className="text-xl leading-relaxed font-medium text-pretty text-ink md:text-2xl md:leading-relaxed">
                    <p>“{item.quote}”</p>
                  </blockquote>
                  <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-teal-soft px-4 py-1.5 text-sm font-semibold text-teal">
                    <TrendingUp aria-hidden="true" className="size-4 shrink-0" />
                    <span data-outcome="">
                      <span className="sr-only">Outcome: </span>
                      {item.outcome.title}: {item.outcome.values}
                    </span>
                    {item.outcome.kindLabel && (
                      <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold tracking-wide text-muted uppercase">
                        {item.outcome.kindLabel}
                      </span>
                    )}
                  </p>
                  <figcaption className="mt-8 flex items-center gap-4 text-left">
                    <Avatar name={item.name} />
                    <span>
                      {item.sample && <SampleLabel className="mb-1">{sampleLabel}</SampleLabel>}
                      <span data-name="" className="block font-semibold text-ink">
                        {item.name}
                      </span>
                      <span className="block text-sm text-muted">
                        {item.designation}, {item.organization}
                      </span>
                      <WorkLink item={item} />
                    </span>
                  </figcaption>
                </figure>
              </div>
            );
          })}
        </div>
      </div>
      <div className="script-only mt-10 flex items-center justify-center gap-4">
        <button
          type="button"
          aria-label="Previous testimonial"
          data-testimonials-step="-1"
          {...needsBehaviour}
          className={controlClasses}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <p className="min-w-16 text-center text-sm font-medium text-muted tabular-nums">
          <span aria-hidden="true" data-testimonials-position="">
            1 / {count}
          </span>
        </p>
        <button
          type="button"
          aria-label="Next testimonial"
          data-testimonials-step="1"
          {...needsBehaviour}
          className={controlClasses}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testimonials-status="" />
    </section>
  );
}
