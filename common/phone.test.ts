import { isValidPhoneNumber as isValidWithMinMetadata } from "libphonenumber-js/min";
import { beforeAll, describe, expect, it } from "vitest";
import {
  cutToDigitCap,
  e164DigitCount,
  isValidPhone,
  loadFullPhoneRules,
  phoneDigits,
  phoneValue,
  withinDigitCap,
} from "./phone.ts";

describe("before the full rules are loaded", () => {
  it("refuses to decide validity on the small metadata", () => {
    expect(() => isValidPhone("+919876543210")).toThrow(/loadFullPhoneRules/);
  });
});

describe("isValidPhone", () => {
  beforeAll(loadFullPhoneRules);

  it("accepts valid numbers of their country", () => {
    expect(isValidPhone("+919876543210")).toBe(true); // Indian mobile
    expect(isValidPhone("+918055500101")).toBe(true); // Bengaluru landline
    expect(isValidPhone("+12025550123")).toBe(true);
    expect(isValidPhone("+447911123456")).toBe(true);
  });

  it("rejects an Indian number that only the default metadata would accept", () => {
    expect(isValidWithMinMetadata("+911000000000")).toBe(true);
    expect(isValidPhone("+911000000000")).toBe(false);
  });

  it("rejects short, long, unformatted and non-E.164 values", () => {
    expect(isValidPhone("+91987654")).toBe(false);
    expect(isValidPhone("+9198765432101234")).toBe(false);
    expect(isValidPhone("9876543210")).toBe(false);
    expect(isValidPhone("+91 98765 43210")).toBe(false);
    expect(isValidPhone("")).toBe(false);
  });

  it("counts digits", () => {
    expect(phoneDigits("+91 98765-43210")).toBe("919876543210");
  });
});

describe("the 15-digit cap", () => {
  it("counts every digit after a leading +, known calling code or not", () => {
    expect(e164DigitCount("+49 30 1234567", "IN")).toBe(11);
    expect(e164DigitCount("+999 1234 5678", "IN")).toBe(11);
  });

  it("counts the calling code of the country, and not a national prefix, in national format", () => {
    expect(e164DigitCount("98765 43210", "IN")).toBe(12);
    expect(e164DigitCount("030 1234567", "DE")).toBe(11); // 49 + 301234567, the 0 is dropped
  });

  it("allows 15 digits and refuses 16", () => {
    expect(withinDigitCap("+49 301 234 567 890 1", "DE")).toBe(true);
    expect(withinDigitCap("+49 301 234 567 890 12", "DE")).toBe(false);
    expect(withinDigitCap("03012345678901", "DE")).toBe(true); // 49 + 13 digits
    expect(withinDigitCap("030123456789012", "DE")).toBe(false); // 49 + 14 digits
  });

  it("cuts text typed past the cap to what the field would have kept", () => {
    expect(cutToDigitCap("98765 43210 98765 43210", "IN")).toBe("98765 43210 987");
    expect(cutToDigitCap("+999 1234567890123456", "IN")).toBe("+999 123456789012");
    expect(cutToDigitCap("98765 43210", "IN")).toBe("98765 43210");
  });
});

describe("phoneValue", () => {
  it("reads a typed text, complete or not, as the field's E.164 value", () => {
    expect(phoneValue("98765 43210", "IN")).toBe("+919876543210");
    expect(phoneValue("9", "IN")).toBe("+919");
    expect(phoneValue("+49 30 1234567", "IN")).toBe("+49301234567");
    expect(phoneValue("", "IN")).toBe("");
  });
});
