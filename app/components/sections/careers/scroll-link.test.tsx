// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ScrollLink } from "./scroll-link.tsx";

function setup(reduceMotion = false) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduceMotion, media: query }));
  const scrollTo = vi.fn();
  vi.stubGlobal("scrollTo", scrollTo);
  vi.stubGlobal("scrollY", 250);
  render(
    <>
      <ScrollLink targetId="openings" offset={100}>
        Explore Opportunities
      </ScrollLink>
      <section id="openings">
        <h2>Current Openings</h2>
      </section>
    </>,
  );
  const target = document.getElementById("openings")!;
  vi.spyOn(target, "getBoundingClientRect").mockReturnValue({ top: 900 } as DOMRect);
  return { scrollTo, link: screen.getByRole("link", { name: "Explore Opportunities" }) };
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(cleanup);

describe("ScrollLink", () => {
  it("is a plain fragment link before any script runs", () => {
    const { link } = setup();
    expect(link).toHaveAttribute("href", "#openings");
  });

  it("scrolls smoothly to the target's top minus the offset and focuses its heading", () => {
    const { scrollTo, link } = setup();
    expect(fireEvent.click(link)).toBe(false);
    expect(scrollTo).toHaveBeenCalledWith({ top: 900 + 250 - 100, behavior: "smooth" });
    expect(screen.getByRole("heading", { name: "Current Openings" })).toHaveFocus();
  });

  it("jumps without animation when reduced motion is preferred", () => {
    const { scrollTo, link } = setup(true);
    fireEvent.click(link);
    expect(scrollTo).toHaveBeenCalledWith({ top: 1050, behavior: "instant" });
  });

  it("leaves modified clicks to the browser", () => {
    const { scrollTo, link } = setup();
    fireEvent.click(link, { ctrlKey: true });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
