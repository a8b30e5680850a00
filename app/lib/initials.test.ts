import { describe, expect, it } from "vitest";
import { testimonials } from "#app/content/testimonials.ts";
import { initials } from "./initials.ts";

describe("initials", () => {
  it("makes two-letter initials for the avatars, ignoring titles", () => {
    expect(initials("Dr. Ananya Rao")).toBe("AR");
    expect(initials("Michael Turner")).toBe("MT");
    expect(initials("Cher")).toBe("C");
    expect(initials("Priya  Devi Menon")).toBe("PM");
    for (const item of testimonials) expect(initials(item.name)).toMatch(/^[A-Z]{2}$/);
  });
});
