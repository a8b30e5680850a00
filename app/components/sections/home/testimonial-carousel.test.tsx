// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { testimonials } from "~/content/testimonials.ts";
import { TestimonialCarousel } from "./testimonial-carousel.tsx";

afterEach(cleanup);

const first = testimonials[0];
const last = testimonials[3];

/** The one slide assistive technology can reach (inactive slides are aria-hidden). */
function visibleSlide() {
  const region = screen.getByRole("region", { name: "Client testimonials" });
  return within(region).getByRole("group");
}

describe("TestimonialCarousel", () => {
  it("shows the first testimonial and hides the others from assistive technology", () => {
    render(<TestimonialCarousel items={testimonials} label="Client testimonials" />);
    expect(visibleSlide()).toHaveAccessibleName("1 of 4");
    expect(visibleSlide()).toHaveTextContent(first.name);
    expect(screen.getAllByRole("group", { hidden: true })).toHaveLength(4);
  });

  it("wraps from the fourth testimonial to the first with Next", async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel items={testimonials} label="Client testimonials" />);
    const next = screen.getByRole("button", { name: "Next testimonial" });
    for (let step = 0; step < 3; step += 1) await user.click(next);
    expect(visibleSlide()).toHaveAccessibleName("4 of 4");
    expect(visibleSlide()).toHaveTextContent(last.name);
    await user.click(next);
    expect(visibleSlide()).toHaveAccessibleName("1 of 4");
    expect(visibleSlide()).toHaveTextContent(first.name);
  });

  it("wraps from the first testimonial to the fourth with Previous and announces it", async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel items={testimonials} label="Client testimonials" />);
    await user.click(screen.getByRole("button", { name: "Previous testimonial" }));
    expect(visibleSlide()).toHaveAccessibleName("4 of 4");
    expect(visibleSlide()).toHaveTextContent(last.name);
    expect(screen.getByText(`Testimonial 4 of 4: ${last.name}`)).toBeInTheDocument();
  });

  it("slides the track with a 0.5 s transform transition", async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel items={testimonials} label="Client testimonials" />);
    const track = visibleSlide().parentElement;
    expect(track).toHaveClass("duration-500", "transition-transform");
    await user.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(track).toHaveStyle({ transform: "translateX(-100%)" });
  });
});
