import { describe, expect, it } from "vitest";
import { usps } from "./usps.ts";

describe("why choose us", () => {
  it("has six points, each with an icon, a unique title and a description", () => {
    expect(usps).toHaveLength(6);
    expect(new Set(usps.map((usp) => usp.title)).size).toBe(6);
    for (const usp of usps) {
      expect(usp.icon, usp.title).toBeTruthy();
      expect(usp.description.trim().length, usp.title).toBeGreaterThan(30);
    }
  });
});
