import { needsBehaviour } from "#app/lib/needs-behaviour.ts";
import type { ReactNode } from "react";

interface CarouselProps<T> {
  items: readonly T[];
  /** Accessible name of the carousel, e.g. "Our services". */
  label: string;
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Width of one slide, as Tailwind classes (e.g. "w-[85%] sm:w-[calc(50%-8px)]"). */
  slideClassName: string;
  /**
   * "carousel": a scrolling track at every width.
   * "grid-from-md": a plain grid from the md breakpoint up, a carousel below it.
   */
  layout?: "carousel" | "grid-from-md";
  gridClassName?: string;
}

/**
 * Static markup: native horizontal scrolling with scroll snapping and 16 px between slides,
 * which works without JavaScript. The dots are enhanced by app/behaviours/carousel.ts (the
 * active dot follows the scroll position, a dot scrolls smoothly to its slide); without
 * scripting they are hidden, since they could do nothing.
 */
export function Carousel<T>({
  items,
  label,
  getKey,
  renderItem,
  slideClassName,
  layout = "carousel",
  gridClassName = "md:grid-cols-3",
}: CarouselProps<T>) {
  const grid = layout === "grid-from-md";
  return (
    <div role="group" aria-roledescription="carousel" aria-label={label} data-carousel="">
      <ul
        data-carousel-track=""
        // a scrolling track must be reachable by keyboard even when its slides hold no links
        tabIndex={items.length > 1 ? 0 : undefined}
        className={`scrollbar-none flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain pb-2 ${grid ? `md:grid md:snap-none md:gap-6 md:overflow-visible ${gridClassName}` : ""}`}
      >
        {items.map((item, index) => (
          <li
            key={getKey(item)}
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${items.length}`}
            className={`shrink-0 snap-start ${slideClassName} ${grid ? "md:w-auto" : ""}`}
          >
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
      {items.length > 1 && (
        <div
          data-carousel-dots=""
          className={`script-only mt-6 flex justify-center gap-1 ${grid ? "md:hidden" : ""}`}
        >
          {items.map((item, index) => (
            <button
              key={getKey(item)}
              type="button"
              data-carousel-dot={index}
              {...needsBehaviour}
              aria-label={`Go to slide ${index + 1} of ${items.length}`}
              aria-current={index === 0 ? "true" : undefined}
              className="group inline-flex size-11 items-center justify-center"
            >
              {/* forced colours drop backgrounds: the dot is drawn with its border there */}
              <span className="block h-2.5 w-2.5 rounded-full bg-ink/25 transition-all duration-300 group-hover:bg-ink/50 group-aria-[current=true]:w-7 group-aria-[current=true]:bg-brand forced-colors:border-5 forced-colors:border-[CanvasText] forced-colors:group-aria-[current=true]:border-[Highlight]" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
