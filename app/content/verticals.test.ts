import { describe, expect, it } from "vitest";
import { paths } from "./paths.ts";
import { pagePaths } from "./routes.ts";
import { verticals, verticalsPage } from "./verticals.ts";

describe("verticals", () => {
  it("has the three verticals of the spec in order", () => {
    expect(verticals.map((vertical) => vertical.title)).toEqual([
      "Healthcare",
      "Education",
      "Retail",
    ]);
  });

  it("links onward only from Healthcare, to its page", () => {
    const linked = verticals.filter((vertical) => "link" in vertical && vertical.link);
    expect(linked.map((vertical) => vertical.id)).toEqual(["healthcare"]);
    expect(linked[0] && "link" in linked[0] ? linked[0].link : undefined).toBe(paths.healthcare);
    expect(pagePaths).toContain(paths.healthcare);
  });

  it("describes every vertical with focus areas", () => {
    for (const vertical of verticals) {
      expect(vertical.description.trim().length, vertical.id).toBeGreaterThan(40);
      expect(vertical.focus.length, vertical.id).toBeGreaterThanOrEqual(2);
    }
  });

  it("closes the page with a call to action to the contact page", () => {
    expect(pagePaths).toContain(verticalsPage.closing.cta.href);
  });
});
