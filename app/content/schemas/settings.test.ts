import { describe, expect, it } from "vitest";
import { phoneDisplay, phoneHref } from "../site.ts";
import { settingsSchema } from "./settings.ts";

const valid = {
  name: "Nuvora",
  legalName: "Nuvora Technologies Pvt. Ltd.",
  description: "Software for hospitals.",
  copyrightYear: 2025,
  email: "hello@nuvora.in",
  phones: [{ label: "Sales", number: "+91 80 4000 1234" }],
  address: {
    lines: ["1 MG Road", "Bengaluru 560001"],
    country: "India",
    streetAddress: "1 MG Road",
    locality: "Bengaluru",
    region: "Karnataka",
    postalCode: "560001",
    countryCode: "IN",
  },
  registration: { cin: "U1", gstin: "29A", registeredOffice: "1 MG Road" },
  social: [{ network: "LinkedIn", href: "https://www.linkedin.com/company/nuvora" }],
};

const problems = (input: object) => {
  const result = settingsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
};

describe("the company's details", () => {
  it("accept a complete file", () => {
    expect(problems(valid)).toEqual([]);
  });

  it("take the year as the editor writes it, as text", () => {
    expect(settingsSchema.parse({ ...valid, copyrightYear: "2026" }).copyrightYear).toBe(2026);
  });

  it.each([
    ["copyrightYear", { copyrightYear: "twenty" }],
    ["email", { email: "hello at nuvora" }],
    ["phones.0.number", { phones: [{ label: "Sales", number: "080 4000 1234" }] }],
    ["phones", { phones: [] }],
    ["address.countryCode", { address: { ...valid.address, countryCode: "India" } }],
    ["social.0.network", { social: [{ network: "MySpace", href: "https://myspace.com/x" }] }],
    ["social.0.href", { social: [{ network: "LinkedIn", href: "linkedin/nuvora" }] }],
  ])("name %s when it is wrong", (field, change) => {
    expect(problems({ ...valid, ...change })).toEqual([field]);
  });

  it("show a number on one line and dial it without spaces", () => {
    expect(phoneDisplay("+91 80 4000 1234")).toBe("+91\u00a080\u00a04000\u00a01234");
    expect(phoneHref("+91 80 4000 1234")).toBe("tel:+918040001234");
  });
});
