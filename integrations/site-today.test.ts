import { describe, expect, it } from "vitest";
import { siteToday, todayInIndia } from "./site-today.ts";

describe("SITE_TODAY", () => {
  // 20:00 in London on 28 February is already 1 March in Bengaluru
  const lateOnTheLastDay = new Date("2027-02-28T20:00:00Z");

  it("is today in India when unset or blank", () => {
    expect(siteToday({}, lateOnTheLastDay)).toBe("2027-03-01");
    expect(siteToday({ SITE_TODAY: "  " }, lateOnTheLastDay)).toBe("2027-03-01");
    expect(todayInIndia(lateOnTheLastDay)).toBe("2027-03-01");
    expect(todayInIndia(new Date("2027-02-28T18:00:00Z"))).toBe("2027-02-28");
  });

  it("is the day it names, whatever the clock says", () => {
    expect(siteToday({ SITE_TODAY: "2026-11-20" }, lateOnTheLastDay)).toBe("2026-11-20");
    expect(siteToday({ SITE_TODAY: " 2028-02-29 " }, lateOnTheLastDay)).toBe("2028-02-29");
  });

  it.each(["2027-02-29", "2027-13-01", "2027-3-1", "01/03/2027", "2027-03-01T00:00", "today"])(
    "refuses %s with a message naming the variable",
    (value) => {
      expect(() => siteToday({ SITE_TODAY: value })).toThrow(
        `SITE_TODAY: expected a day of the calendar written YYYY-MM-DD, such as 2027-03-01; got "${value}"`,
      );
    },
  );
});
