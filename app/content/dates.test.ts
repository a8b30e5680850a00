import { describe, expect, it } from "vitest";
import { formatDate } from "./dates.ts";

describe("formatDate", () => {
  it("writes a day as visitors read it: day, month in words, year", () => {
    expect(formatDate("2026-10-27")).toBe("27 October 2026");
    expect(formatDate("2026-01-05")).toBe("5 January 2026");
  });

  it("prints the day written, whatever the time zone (UTC, not the build's zone)", () => {
    expect(formatDate("2026-12-31")).toBe("31 December 2026");
    expect(formatDate("2026-01-01")).toBe("1 January 2026");
  });

  it("refuses what is not a calendar day, rather than printing a wrong one", () => {
    for (const bad of ["2026-02-30", "27 October 2026", "2026-10-27T10:00:00Z", ""]) {
      expect(() => formatDate(bad)).toThrow(/not a calendar day/);
    }
  });
});
