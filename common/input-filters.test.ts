import { describe, expect, it } from "vitest";
import {
  decimalFilter,
  digitsOnly,
  emailFilter,
  lettersAndSpaces,
  organizationFilter,
} from "./input-filters.ts";

describe("input filters", () => {
  it("keeps only letters and spaces in names", () => {
    expect(lettersAndSpaces("Ann-Marie O'Neil 3rd!")).toBe("AnnMarie ONeil rd");
    expect(lettersAndSpaces("José Müller")).toBe("José Müller");
    expect(lettersAndSpaces("प्रिया शर्मा")).toBe("प्रिया शर्मा");
  });

  it("strips non-letters from organizations but keeps spaces between words", () => {
    expect(organizationFilter("Acme Health 2.0")).toBe("Acme Health ");
    expect(organizationFilter("Acme-Health&Co.")).toBe("AcmeHealthCo");
  });

  it("lowercases email and drops whitespace", () => {
    expect(emailFilter(" Priya.S@Example.COM ")).toBe("priya.s@example.com");
  });

  it("keeps only digits for the notice period", () => {
    expect(digitsOnly("3 months")).toBe("3");
    expect(digitsOnly("1.5")).toBe("15");
  });

  it("keeps digits and the first decimal point for CTC", () => {
    expect(decimalFilter("12.5")).toBe("12.5");
    expect(decimalFilter("12.5.3")).toBe("12.53");
    expect(decimalFilter("₹ 1,200.50 LPA")).toBe("1200.50");
    expect(decimalFilter("..5")).toBe(".5");
    expect(decimalFilter("abc")).toBe("");
  });
});
