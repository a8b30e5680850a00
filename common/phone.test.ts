import { isValidPhoneNumber as isValidWithMinMetadata } from "libphonenumber-js/min";
import { beforeAll, describe, expect, it } from "vitest";
import { isValidPhone, loadFullPhoneRules, phoneDigits } from "./phone.ts";

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
