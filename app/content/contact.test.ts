import { describe, expect, it } from "vitest";
import { contactFormTitle, contactHero, contactInfo, nextSteps } from "./contact.ts";
import { site } from "./site.ts";

describe("contact copy", () => {
  it("has no empty or placeholder text", () => {
    const texts = [
      ...Object.values(contactHero),
      contactFormTitle,
      contactInfo.title,
      contactInfo.email.title,
      contactInfo.email.text,
      contactInfo.address.title,
      contactInfo.address.text,
      contactInfo.phone.title,
      nextSteps.title,
      ...nextSteps.steps,
    ];
    for (const text of texts) {
      expect(text.trim()).not.toBe("");
      expect(text).not.toMatch(/lorem|todo|tbd/i);
    }
  });

  it("has the details the contact page shows: an e-mail, a Bangalore address, two phones", () => {
    expect(site.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(site.phones).toHaveLength(2);
    for (const phone of site.phones) expect(phone.href).toMatch(/^tel:\+\d+$/);
    expect(site.address.lines.join(" ")).toMatch(/Bengaluru|Bangalore/);
  });
});
