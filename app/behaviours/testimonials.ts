// Enhances the static testimonial track (sections/home/testimonial-carousel.tsx) into a
// slider: previous/next wrap around (Next on the last goes to the first) and the track slides with its 0.5 s transform
// transition. Without this script the track simply scrolls with scroll snapping.
import { wrapIndex } from "#app/lib/carousel.ts";

function enhance(root: HTMLElement) {
  const viewport = root.querySelector<HTMLElement>("[data-testimonials-viewport]");
  const track = root.querySelector<HTMLElement>("[data-testimonials-track]");
  const position = root.querySelector<HTMLElement>("[data-testimonials-position]");
  const status = root.querySelector<HTMLElement>("[data-testimonials-status]");
  if (!viewport || !track) return;
  const slides = [...track.children] as HTMLElement[];
  let index = 0;

  const show = (next: number, announce: boolean) => {
    index = wrapIndex(next, slides.length);
    track.style.transform = `translateX(-${index * 100}%)`;
    slides.forEach((slide, slideIndex) => {
      slide.inert = slideIndex !== index;
      if (slideIndex === index) slide.removeAttribute("aria-hidden");
      else slide.setAttribute("aria-hidden", "true");
    });
    if (position) position.textContent = `${index + 1} / ${slides.length}`;
    if (status && announce) {
      const name = slides[index]?.querySelector("figcaption [data-name]")?.textContent ?? "";
      status.textContent = `Testimonial ${index + 1} of ${slides.length}: ${name}`;
    }
  };

  // From here on the track moves by transform, not by scrolling.
  viewport.scrollLeft = 0;
  viewport.classList.remove("overflow-x-auto", "snap-x", "snap-mandatory");
  viewport.classList.add("overflow-hidden");
  viewport.removeAttribute("tabindex"); // the buttons move it now; nothing to scroll by keys
  for (const button of root.querySelectorAll<HTMLButtonElement>("[data-testimonials-step]")) {
    const step = Number(button.dataset.testimonialsStep);
    button.addEventListener("click", () => show(index + step, true));
  }
  show(0, false);
}

for (const root of document.querySelectorAll<HTMLElement>("[data-testimonials]")) enhance(root);
