import { describe, expect, it } from "vitest";
import { initials, testimonials } from "./testimonials.ts";

describe("testimonials", () => {
  it("has the four testimonials of the spec, each complete", () => {
    expect(testimonials).toHaveLength(4);
    for (const item of testimonials) {
      expect(item.quote.trim().length, item.name).toBeGreaterThan(40);
      expect(item.name.trim()).not.toBe("");
      expect(item.designation.trim()).not.toBe("");
      expect(item.organization.trim()).not.toBe("");
    }
    expect(new Set(testimonials.map((item) => item.name)).size).toBe(4);
  });

  it("makes two-letter initials for the avatars, ignoring titles", () => {
    expect(initials("Dr. Ananya Rao")).toBe("AR");
    expect(initials("Michael Turner")).toBe("MT");
    expect(initials("Cher")).toBe("C");
    expect(initials("Priya  Devi Menon")).toBe("PM");
    for (const item of testimonials) expect(initials(item.name)).toMatch(/^[A-Z]{2}$/);
  });
});
