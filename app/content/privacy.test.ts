import { withCompanyDetails } from "./company-details.ts";
import { describe, expect, it, vi } from "vitest";
import { ATTRIBUTION_FIELDS, UTM_FIELDS } from "#common/attribution.ts";
import { applicationFields, contactFields } from "#common/forms/field-table.ts";
import { accessibilityPage } from "./accessibility.ts";
import { legalPage } from "./legal.ts";
import {
  attributionNotice,
  collectedFields,
  privacyPage,
  RETENTION_DAYS,
  websiteRetention,
} from "./privacy.ts";
import { site } from "./site.ts";
import { trustPage } from "./trust.ts";

/** Where the notice names each field the forms send (common/forms/field-table.ts). */
const named = {
  contact: {
    name: "your name",
    organization: "your organisation",
    email: "e-mail address",
    phone: "phone number",
    subject: "subject",
    message: "message",
  },
  application: {
    first_name: "your name",
    last_name: "your name",
    email: "e-mail address",
    phone: "phone number",
    address: "current address",
    notice_period: "notice period",
    current_ctc: "current and expected salary (CTC)",
    expected_ctc: "current and expected salary (CTC)",
    file: "your résumé",
    resume_consent: null, // said by the retention: "A résumé sent without consent to keep it …"
  },
} as const;

describe("the privacy notice", () => {
  it("names every field each form sends, in the fixed part the owner does not edit", () => {
    expect(Object.keys(named.contact).sort()).toEqual(Object.keys(contactFields).sort());
    expect(Object.keys(named.application).sort()).toEqual(Object.keys(applicationFields).sort());
    for (const words of Object.values(named.contact)) {
      expect(collectedFields.contact).toContain(words);
    }
    for (const words of Object.values(named.application)) {
      if (words) expect(collectedFields.application).toContain(words);
    }
    expect(websiteRetention.join(" ")).toContain("without consent to keep it");
    const [contact, application] = privacyPage.sections.find((s) => s.id === "what")!.items ?? [];
    expect(contact?.startsWith(`${collectedFields.contact} `)).toBe(true);
    expect(application?.startsWith(`${collectedFields.application} `)).toBe(true);
  });

  it("states the retention the server applies before the owner's points", () => {
    const kept = privacyPage.sections.find((s) => s.id === "how-long")!.items ?? [];
    expect(kept.slice(0, websiteRetention.length)).toEqual([...websiteRetention]);
    expect(kept[0]).toContain(`after ${RETENTION_DAYS} days`);
  });
});

describe("where an enquiry came from, in the privacy notice", () => {
  /** Where the notice names each attribution field (common/attribution.ts). */
  const said = {
    page: "the page you sent it from",
    landing_page: "your visit's first page",
    referrer_host: "the name of the site that led you here (not its address)",
    ...Object.fromEntries(UTM_FIELDS.map((field) => [field, field])),
  };
  it("names every field recorded, why, the privacy signals, and that it is erased with the enquiry", () => {
    expect(Object.keys(said).sort()).toEqual([...ATTRIBUTION_FIELDS].sort());
    for (const words of Object.values(said)) expect(attributionNotice).toContain(words);
    expect(attributionNotice).toContain("Global Privacy Control or Do Not Track");
    // why: the owner's words after the fixed ones
    const what = privacyPage.sections.find((s) => s.id === "what")!.items ?? [];
    const at = what.indexOf(attributionNotice);
    expect(at).toBeGreaterThan(0);
    expect(what[at + 1]).toContain("which of our pages, posts and campaigns bring enquiries");
    expect(attributionNotice).toContain("erased with your enquiry");
  });
});

describe("the confirmation e-mail in the privacy notice", () => {
  const whatIsCollected = (page: typeof privacyPage) =>
    page.sections.find((section) => section.id === "what")!.items!.join(" ");

  it("is told only where the site sends it (ACK_FROM where the site is built)", async () => {
    expect(whatIsCollected(privacyPage)).not.toContain("confirmation e-mail");
    vi.stubEnv("ACK_FROM", "no-reply@example.com");
    vi.resetModules();
    try {
      const withAck = await import("./privacy.ts");
      expect(whatIsCollected(withAck.privacyPage)).toContain(
        "we send one confirmation e-mail to the address you gave, at most one a day",
      );
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});

describe("the company's details in the documents' words", () => {
  it("come from Company details, with no name in braces left on any page", () => {
    for (const page of [privacyPage, legalPage, trustPage, accessibilityPage]) {
      expect(JSON.stringify(page)).not.toMatch(/\{[a-z]*\}/i);
    }
    expect(privacyPage.intro).toContain(site.legalName.replace(/\.$/, ""));
    expect(legalPage.sections[0]!.items).toContain(`GSTIN: ${site.registration.gstin}`);
    expect(accessibilityPage.intro).toContain(`the ${site.name} website`);
  });

  it("puts each detail in its place and refuses a name it does not know, naming the file", () => {
    expect(withCompanyDetails({ a: ["Write to {email}, © {year}"] }, "x.yaml")).toEqual({
      a: [`Write to ${site.email}, © ${site.copyright}`],
    });
    // a phone number never breaks across lines
    expect(withCompanyDetails({ a: "Call {phone}" }, "x.yaml")).toEqual({
      a: `Call ${site.phones[0]!.display.replaceAll(" ", "\u00a0")}`,
    });
    expect(() => withCompanyDetails({ a: "{compnay}" }, "content/pages/legal.yaml")).toThrow(
      /content\/pages\/legal\.yaml: \{compnay\} is not one of \{company\}, \{brand\}/,
    );
  });
});
