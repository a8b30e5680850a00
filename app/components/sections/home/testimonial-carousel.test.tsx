// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testimonials } from "#app/content/testimonials.ts";
import type { Testimonial } from "#app/content/types.ts";
import { readAbout, readCaseStudy, TestimonialCarousel } from "./testimonial-carousel.tsx";

// The component is static markup; app/behaviours/testimonials.ts enhances every
// [data-testimonials] element in the document when it is imported (as the page's <script>
// does). Each test renders into the jsdom document, then imports a fresh copy of the script.

const label = "Client testimonials";
const sampleLabel = "Sample quote";
const [first, second, , last] = testimonials as [
  Testimonial,
  Testimonial,
  Testimonial,
  Testimonial,
];

beforeEach(() => vi.resetModules());
afterEach(cleanup);

async function enhance() {
  await import("#app/behaviours/testimonials.ts");
}

async function renderEnhanced() {
  render(<TestimonialCarousel items={testimonials} label={label} sampleLabel={sampleLabel} />);
  await enhance();
}

function region(name = label) {
  return screen.getByRole("region", { name });
}

/** The one slide assistive technology can reach (inactive slides are aria-hidden). */
function visibleSlide(name = label) {
  return within(region(name)).getByRole("group");
}

function allSlides(name = label) {
  return within(region(name)).getAllByRole("group", { hidden: true });
}

/** The slide is the current one, and the only one reachable by keyboard and AT. */
function expectCurrent(index: number, name = label) {
  allSlides(name).forEach((slide, slideIndex) => {
    if (slideIndex === index) {
      expect(slide).not.toHaveAttribute("aria-hidden");
      expect(slide.inert).toBe(false);
    } else {
      expect(slide).toHaveAttribute("aria-hidden", "true");
      // jsdom has no `inert` IDL attribute yet; browsers reflect the property to the attribute
      expect(slide.inert).toBe(true);
    }
  });
}

function position(name = label) {
  return region(name).querySelector("[data-testimonials-position]");
}

function liveRegion(name = label) {
  return region(name).querySelector('[aria-live="polite"]');
}

describe("TestimonialCarousel (static markup)", () => {
  it("without the script, every slide is reachable and the track scrolls natively", () => {
    render(<TestimonialCarousel items={testimonials} label={label} sampleLabel={sampleLabel} />);
    const slides = within(region()).getAllByRole("group");
    expect(slides).toHaveLength(4);
    slides.forEach((slide, index) => {
      expect(slide).toHaveAccessibleName(`${index + 1} of 4`);
      expect(slide).toHaveTextContent(testimonials[index]!.name);
    });
    const viewport = region().querySelector("[data-testimonials-viewport]");
    expect(viewport).toHaveClass("overflow-x-auto", "snap-x", "snap-mandatory");
  });
});

describe("TestimonialCarousel enhanced by scripts/testimonials.ts", () => {
  it("shows the first testimonial and hides the others from assistive technology", async () => {
    await renderEnhanced();
    expect(visibleSlide()).toHaveAccessibleName("1 of 4");
    expect(visibleSlide()).toHaveTextContent(first.name);
    expect(allSlides()).toHaveLength(4);
    expectCurrent(0);
    expect(position()).toHaveTextContent("1 / 4");
    // nothing is announced until the visitor moves
    expect(liveRegion()).toBeEmptyDOMElement();
    const viewport = region().querySelector("[data-testimonials-viewport]");
    expect(viewport).toHaveClass("overflow-hidden");
    expect(viewport).not.toHaveClass("overflow-x-auto");
  });

  it("moves to the next testimonial and announces it", async () => {
    const user = userEvent.setup();
    await renderEnhanced();
    await user.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(visibleSlide()).toHaveAccessibleName("2 of 4");
    expect(visibleSlide()).toHaveTextContent(second.name);
    expectCurrent(1);
    expect(position()).toHaveTextContent("2 / 4");
    expect(liveRegion()).toHaveTextContent(`Testimonial 2 of 4: ${second.name}`);
  });

  it("wraps from the fourth testimonial to the first with Next", async () => {
    const user = userEvent.setup();
    await renderEnhanced();
    const next = screen.getByRole("button", { name: "Next testimonial" });
    for (let step = 0; step < 3; step += 1) await user.click(next);
    expect(visibleSlide()).toHaveAccessibleName("4 of 4");
    expect(visibleSlide()).toHaveTextContent(last.name);
    expectCurrent(3);
    await user.click(next);
    expect(visibleSlide()).toHaveAccessibleName("1 of 4");
    expect(visibleSlide()).toHaveTextContent(first.name);
    expectCurrent(0);
    expect(position()).toHaveTextContent("1 / 4");
    expect(liveRegion()).toHaveTextContent(`Testimonial 1 of 4: ${first.name}`);
  });

  it("wraps from the first testimonial to the fourth with Previous and announces it", async () => {
    const user = userEvent.setup();
    await renderEnhanced();
    await user.click(screen.getByRole("button", { name: "Previous testimonial" }));
    expect(visibleSlide()).toHaveAccessibleName("4 of 4");
    expect(visibleSlide()).toHaveTextContent(last.name);
    expectCurrent(3);
    expect(position()).toHaveTextContent("4 / 4");
    expect(liveRegion()).toHaveTextContent(`Testimonial 4 of 4: ${last.name}`);
    expect(screen.getByText(`Testimonial 4 of 4: ${last.name}`)).toBeInTheDocument();
  });

  it("slides the track with a 0.5 s transform transition", async () => {
    const user = userEvent.setup();
    await renderEnhanced();
    const track = region().querySelector("[data-testimonials-track]");
    expect(track).toBe(visibleSlide().parentElement);
    expect(track).toHaveClass("transition-transform", "duration-500");
    expect(track).toHaveStyle({ transform: "translateX(0%)" });
    await user.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(track).toHaveStyle({ transform: "translateX(-100%)" });
    await user.click(screen.getByRole("button", { name: "Previous testimonial" }));
    await user.click(screen.getByRole("button", { name: "Previous testimonial" }));
    expect(track).toHaveStyle({ transform: "translateX(-300%)" });
  });

  it("enhances every carousel in the document, each on its own", async () => {
    const user = userEvent.setup();
    render(
      <>
        <TestimonialCarousel
          items={testimonials}
          label="First carousel"
          sampleLabel={sampleLabel}
        />
        <TestimonialCarousel
          items={testimonials}
          label="Second carousel"
          sampleLabel={sampleLabel}
        />
      </>,
    );
    await enhance();
    expectCurrent(0, "First carousel");
    expectCurrent(0, "Second carousel");
    await user.click(
      within(region("Second carousel")).getByRole("button", { name: "Next testimonial" }),
    );
    expectCurrent(0, "First carousel");
    expectCurrent(1, "Second carousel");
    expect(liveRegion("First carousel")).toBeEmptyDOMElement();
    expect(liveRegion("Second carousel")).toHaveTextContent(`Testimonial 2 of 4: ${second.name}`);
  });

  it("lets a keyboard reach the scrolling track until the slider takes it over", async () => {
    render(<TestimonialCarousel items={testimonials} label={label} sampleLabel={sampleLabel} />);
    const viewport = region().querySelector("[data-testimonials-viewport]");
    expect(viewport).toHaveAttribute("tabindex", "0");
    expect(viewport).toHaveClass("overflow-x-auto");
    await enhance();
    expect(viewport).not.toHaveAttribute("tabindex");
    expect(viewport).toHaveClass("overflow-hidden");
  });

  it("links a quote to the case study of its work, else to its accelerator, else nowhere", () => {
    const { name, designation, organization, quote, outcome } = second;
    const unlinked = { name, designation, organization, quote, outcome, sample: false };
    const items = [
      { ...first, caseStudy: "ubiqvue", product: undefined },
      { ...unlinked, name: "B", product: { slug: "precision-pa", title: "PrecisionPA" } },
      { ...unlinked, name: "C" },
    ];
    render(<TestimonialCarousel items={items} label={label} sampleLabel={sampleLabel} />);
    const [one, two, three] = within(region()).getAllByRole("group");
    expect(within(one!).getByRole("link", { name: readCaseStudy })).toHaveAttribute(
      "href",
      "/case-study/ubiqvue",
    );
    expect(within(two!).getByRole("link", { name: readAbout("PrecisionPA") })).toHaveAttribute(
      "href",
      "/ai-solutions/precision-pa",
    );
    expect(within(three!).queryByRole("link")).toBeNull();
  });

  it("labels a shipped sample quote, and only that", () => {
    const items = [
      { ...first, sample: true },
      { ...second, sample: false },
    ];
    render(<TestimonialCarousel items={items} label={label} sampleLabel={sampleLabel} />);
    const [sample, approved] = within(region()).getAllByRole("group");
    expect(within(sample!).getByText(sampleLabel)).toBeInTheDocument();
    expect(within(approved!).queryByText(sampleLabel)).toBeNull();
  });

  it("shows each quote's outcome under it, attributed to its role and client", () => {
    render(<TestimonialCarousel items={testimonials} label={label} sampleLabel={sampleLabel} />);
    const slides = within(region()).getAllByRole("group");
    for (const [index, slide] of slides.entries()) {
      const item = testimonials[index]!;
      expect(slide.querySelector("[data-outcome]")).toHaveTextContent(
        `Outcome: ${item.outcome.title}: ${item.outcome.values}`,
      );
      expect(slide).toHaveTextContent(`${item.designation}, ${item.organization}`);
    }
  });
});
