import { describe, expect, it, vi } from "vitest";
import {
  dismissOverlay,
  isOverlayEntry,
  pushOverlayEntry,
  type HistoryLike,
} from "./history-dismiss.ts";

function fakeHistory(initial: unknown = { key: "abc", idx: 2 }) {
  const stack: unknown[] = [initial];
  const h: HistoryLike & { stack: unknown[] } = {
    stack,
    get state() {
      return stack[stack.length - 1];
    },
    pushState: (data) => void stack.push(data),
    back: () => void stack.pop(),
  };
  return h;
}

describe("history dismiss", () => {
  it("pushes one entry that keeps the router's state", () => {
    const h = fakeHistory();
    pushOverlayEntry(h, "menu");
    expect(h.stack).toHaveLength(2);
    expect(h.state).toMatchObject({ key: "abc", idx: 2 });
    expect(isOverlayEntry(h.state, "menu")).toBe(true);
  });

  it("does not stack a second entry for the same overlay", () => {
    const h = fakeHistory();
    pushOverlayEntry(h, "menu");
    pushOverlayEntry(h, "menu");
    expect(h.stack).toHaveLength(2);
  });

  it("works when the current entry has no state", () => {
    const h = fakeHistory(null);
    pushOverlayEntry(h, "demo");
    expect(isOverlayEntry(h.state, "demo")).toBe(true);
    expect(isOverlayEntry(h.state, "menu")).toBe(false);
  });

  it("closing from the page goes back when the overlay's entry is on top", () => {
    const h = fakeHistory();
    pushOverlayEntry(h, "menu");
    const close = vi.fn();
    dismissOverlay(h, "menu", close);
    expect(h.stack).toHaveLength(1);
    // the popstate listener, not this call, closes the overlay
    expect(close).not.toHaveBeenCalled();
  });

  it("closing from the page closes directly when the entry is already gone", () => {
    const h = fakeHistory();
    const close = vi.fn();
    dismissOverlay(h, "menu", close);
    expect(close).toHaveBeenCalledOnce();
    expect(h.stack).toHaveLength(1);
  });
});
