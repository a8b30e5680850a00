// Enhances every static carousel (components/ui/carousel.tsx): the active dot follows the
// scroll position (the scroll offset divided by the slide width, so a swipe and a dot agree), a dot scrolls smoothly to its
// slide, and dots beyond the last reachable position are hidden.
import { activeIndexFromScroll, positionCount, slidesPerView } from "#app/lib/carousel.ts";
import { prefersReducedMotion } from "./motion.ts";

function enhance(root: HTMLElement) {
  const track = root.querySelector<HTMLElement>("[data-carousel-track]");
  const dots = [...root.querySelectorAll<HTMLButtonElement>("[data-carousel-dot]")];
  if (!track || dots.length === 0) return;

  const slideWidth = () => {
    const [first, second] = track.children as unknown as HTMLElement[];
    if (!first) return 0;
    return second ? second.offsetLeft - first.offsetLeft : first.offsetWidth;
  };

  const measure = () => {
    const width = slideWidth();
    const first = track.children[0] as HTMLElement | undefined;
    // slideWidth includes the gap after a slide, but the last visible slide has none
    const gap = first ? width - first.offsetWidth : 0;
    const positions = positionCount(dots.length, slidesPerView(track.clientWidth + gap, width));
    const active = activeIndexFromScroll(track.scrollLeft, width, positions);
    dots.forEach((dot, index) => {
      dot.hidden = index >= positions;
      dot.setAttribute("aria-label", `Go to slide ${index + 1} of ${positions}`);
      if (index === active) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
    track.tabIndex = positions > 1 ? 0 : -1;
  };

  dots.forEach((dot, index) => {
    dot.addEventListener("click", () => {
      track.scrollTo({
        left: index * slideWidth(),
        behavior: prefersReducedMotion() ? "auto" : "smooth",
      });
    });
  });
  track.addEventListener("scroll", measure, { passive: true });
  // Tab into a slide that only peeks in at the edge: Chromium leaves it there, so bring it in
  track.addEventListener("focusin", (event) => {
    const slide = (event.target as Element).closest("[data-carousel-track] > *");
    slide?.scrollIntoView({
      block: "nearest",
      inline: "nearest",
      behavior: prefersReducedMotion() ? "auto" : "smooth",
    });
  });
  // the first measure comes with the observer's first report, after the browser's own layout:
  // measuring here would force a layout in the task that starts the page (decision 0031)
  new ResizeObserver(() => {
    measure();
    // from here the dots are this script's: past the last reachable position they are hidden
    root.dataset.carouselLive = "";
  }).observe(track);
}

for (const root of document.querySelectorAll<HTMLElement>("[data-carousel]")) enhance(root);
