// Index maths shared by the scroll-snap carousels and the testimonial slider.

/** Index of the slide at the start of the viewport: scroll offset divided by slide width. */
export function activeIndexFromScroll(scrollLeft: number, slideWidth: number, positions: number) {
  if (positions <= 0 || slideWidth <= 0) return 0;
  return clamp(Math.round(scrollLeft / slideWidth), 0, positions - 1);
}

/** How many dot positions a track has when `perView` slides are visible at once. */
export function positionCount(count: number, perView: number) {
  return Math.max(1, count - Math.max(1, perView) + 1);
}

/** Slides visible at once, from the track's width and one slide's width (gap included). */
export function slidesPerView(trackWidth: number, slideWidth: number) {
  if (slideWidth <= 0) return 1;
  return Math.max(1, Math.floor((trackWidth + 1) / slideWidth));
}

/** Previous/next with wrap-around: from the last slide, next goes to the first. */
export function wrapIndex(index: number, count: number) {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

function clamp(value: number, min: number, max: number) {
  return Math.min(max, Math.max(min, value));
}
