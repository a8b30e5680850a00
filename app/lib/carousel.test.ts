import { describe, expect, it } from "vitest";
import { activeIndexFromScroll, positionCount, slidesPerView, wrapIndex } from "./carousel.ts";

describe("activeIndexFromScroll", () => {
  it("divides the scroll offset by the slide width", () => {
    expect(activeIndexFromScroll(0, 300, 6)).toBe(0);
    expect(activeIndexFromScroll(600, 300, 6)).toBe(2);
  });
  it("rounds to the nearest slide while scrolling", () => {
    expect(activeIndexFromScroll(440, 300, 6)).toBe(1);
    expect(activeIndexFromScroll(460, 300, 6)).toBe(2);
  });
  it("never leaves the range of positions", () => {
    expect(activeIndexFromScroll(-50, 300, 6)).toBe(0);
    expect(activeIndexFromScroll(99_999, 300, 6)).toBe(5);
    expect(activeIndexFromScroll(100, 0, 6)).toBe(0);
    expect(activeIndexFromScroll(100, 300, 0)).toBe(0);
  });
});

describe("positions and slides per view", () => {
  it("has one position per slide when one slide is visible", () => {
    expect(positionCount(6, 1)).toBe(6);
  });
  it("has fewer positions when several slides are visible", () => {
    expect(positionCount(6, 3)).toBe(4);
    expect(positionCount(2, 3)).toBe(1);
  });
  it("counts whole slides that fit in the track", () => {
    expect(slidesPerView(1200, 400)).toBe(3);
    expect(slidesPerView(1199.5, 400)).toBe(3);
    expect(slidesPerView(350, 366)).toBe(1);
    expect(slidesPerView(350, 0)).toBe(1);
  });
});

describe("wrapIndex", () => {
  it("wraps forward from the last to the first", () => {
    expect(wrapIndex(4, 4)).toBe(0);
  });
  it("wraps backward from the first to the last", () => {
    expect(wrapIndex(-1, 4)).toBe(3);
  });
  it("keeps indexes inside the range", () => {
    expect(wrapIndex(2, 4)).toBe(2);
    expect(wrapIndex(0, 0)).toBe(0);
  });
});
