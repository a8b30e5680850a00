import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { activeIndexFromScroll, positionCount, slidesPerView } from "~/lib/carousel.ts";

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
 * Native horizontal scrolling with scroll snapping. The active dot follows the scroll
 * position; a dot scrolls smoothly to its slide. 16 px between slides.
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
  const trackRef = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const [positions, setPositions] = useState(items.length);

  const slideWidth = useCallback(() => {
    const track = trackRef.current;
    const first = track?.children[0] as HTMLElement | undefined;
    const second = track?.children[1] as HTMLElement | undefined;
    if (!first) return 0;
    return second ? second.offsetLeft - first.offsetLeft : first.offsetWidth;
  }, []);

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const width = slideWidth();
    // slideWidth includes the gap after a slide, but the last visible slide has none
    const first = track.children[0] as HTMLElement | undefined;
    const gap = first ? width - first.offsetWidth : 0;
    const count = positionCount(items.length, slidesPerView(track.clientWidth + gap, width));
    setPositions(count);
    setActive(activeIndexFromScroll(track.scrollLeft, width, count));
  }, [items.length, slideWidth]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    track.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      track.removeEventListener("scroll", measure);
    };
  }, [measure]);

  const goTo = (index: number) => {
    const track = trackRef.current;
    if (!track) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    track.scrollTo({ left: index * slideWidth(), behavior: reduce ? "auto" : "smooth" });
  };

  const grid = layout === "grid-from-md";

  return (
    <div role="group" aria-roledescription="carousel" aria-label={label}>
      <ul
        ref={trackRef}
        // a scrolling track must be reachable by keyboard even when its slides hold no links
        tabIndex={positions > 1 ? 0 : undefined}
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
      {positions > 1 && (
        <div className={`mt-6 flex justify-center gap-1 ${grid ? "md:hidden" : ""}`}>
          {Array.from({ length: positions }, (_, index) => (
            <button
              key={index}
              type="button"
              aria-label={`Go to slide ${index + 1} of ${positions}`}
              aria-current={index === active ? "true" : undefined}
              onClick={() => goTo(index)}
              className="group inline-flex size-11 items-center justify-center"
            >
              <span
                className={`block h-2.5 rounded-full transition-all duration-300 ${index === active ? "w-7 bg-brand" : "w-2.5 bg-ink/25 group-hover:bg-ink/50"}`}
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
