import { ChevronLeft, ChevronRight, Quote } from "lucide-react";
import { useState } from "react";
import { wrapIndex } from "~/lib/carousel.ts";
import { initials } from "~/content/testimonials.ts";
import type { Testimonial } from "~/content/types.ts";

interface TestimonialCarouselProps {
  items: readonly Testimonial[];
  label: string;
}

const controlClasses =
  "inline-flex size-12 items-center justify-center rounded-full border border-line bg-white text-ink shadow-sm transition-colors duration-200 hover:border-brand hover:text-brand";

/**
 * One testimonial at a time; previous/next wrap around. The track slides with a 0.5 s
 * transform transition; inactive slides are inert and hidden from assistive technology, and
 * a polite live region names the new slide after each move.
 */
export function TestimonialCarousel({ items, label }: TestimonialCarouselProps) {
  const [index, setIndex] = useState(0);
  const [moved, setMoved] = useState(false);
  const count = items.length;

  const go = (next: number) => {
    setIndex(wrapIndex(next, count));
    setMoved(true);
  };

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label}>
      <div className="overflow-hidden">
        <div
          className="flex transition-transform duration-500 ease-in-out"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {items.map((item, slide) => {
            const active = slide === index;
            return (
              <figure
                key={item.name}
                role="group"
                aria-roledescription="slide"
                aria-label={`${slide + 1} of ${count}`}
                aria-hidden={active ? undefined : true}
                inert={!active}
                className="w-full shrink-0 px-1"
              >
                <div className="mx-auto flex h-full max-w-3xl flex-col items-center text-center">
                  <Quote aria-hidden="true" className="size-10 text-brand/30" strokeWidth={1.5} />
                  <blockquote className="mt-6 text-xl leading-relaxed font-medium text-pretty text-ink md:text-2xl md:leading-relaxed">
                    <p>“{item.quote}”</p>
                  </blockquote>
                  <figcaption className="mt-8 flex items-center gap-4 text-left">
                    <span
                      aria-hidden="true"
                      className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-brand to-teal text-lg font-semibold text-white"
                    >
                      {initials(item.name)}
                    </span>
                    <span>
                      <span className="block font-semibold text-ink">{item.name}</span>
                      <span className="block text-sm text-muted">
                        {item.designation}, {item.organization}
                      </span>
                    </span>
                  </figcaption>
                </div>
              </figure>
            );
          })}
        </div>
      </div>
      <div className="mt-10 flex items-center justify-center gap-4">
        <button
          type="button"
          aria-label="Previous testimonial"
          onClick={() => go(index - 1)}
          className={controlClasses}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <p className="min-w-16 text-center text-sm font-medium text-muted tabular-nums">
          <span aria-hidden="true">
            {index + 1} / {count}
          </span>
        </p>
        <button
          type="button"
          aria-label="Next testimonial"
          onClick={() => go(index + 1)}
          className={controlClasses}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {moved ? `Testimonial ${index + 1} of ${count}: ${items[index]?.name ?? ""}` : ""}
      </p>
    </div>
  );
}
