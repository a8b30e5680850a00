import { describe, expect, it } from "vitest";
import { paths } from "./paths.ts";
import { certificationFacts, deliveryFacts, destinations, requestLinks, trustPage } from "./trust.ts";
import { pageContent } from "./pages.ts";

const summaryWords = pageContent("trust").summary;

describe("the trust page's destinations follow the server's settings", () => {
  it("says e-mail only without a webhook", () => {
    expect(destinations({}).join(" ")).toMatch(/E-mail to our inbox is the only way/);
  });

  it("names the webhook's host, and whether the résumé itself goes there", () => {
    const env = { WEBHOOK_URL: "https://hooks.crm.example.net/inbound/abc" };
    const text = destinations(env).join(" ");
    expect(text).toContain("hooks.crm.example.net");
    expect(text).not.toContain("/inbound/abc"); // the path may carry a token
    expect(text).toMatch(/not the file/);
    expect(destinations({ ...env, WEBHOOK_INCLUDE_FILES: "1" }).join(" ")).toMatch(
      /the résumé itself/,
    );
  });
});

describe("the trust page's requests", () => {
  it("open General Enquiry with a subject the form accepts, or stop the build", () => {
    expect(requestLinks([{ label: "Request a DPA", subject: "DPA request" }])).toEqual([
      { label: "Request a DPA", subject: "DPA request", href: paths.enquiryAbout("DPA request") },
    ]);
    expect(() => requestLinks([{ label: "Too long", subject: "x".repeat(500) }])).toThrow(
      /content\/pages\/trust\.yaml: the subject "x+" is not one the contact form accepts/,
    );
  });
});

describe("the trust page's summary", () => {
  const labels = summaryWords.certificationLabels;

  it("dates a held certification by the day obtained, one worked towards by its target", () => {
    const held = certificationFacts(
      { name: "SOC 2 Type II", status: "held", obtained: "2026-06-30", target: "2026-05-01", auditor: "A firm" },
      labels,
    );
    expect(held.statusLabel).toBe("Certified");
    expect(held.details).toEqual([
      { label: labels.obtained, day: { iso: "2026-06-30", text: "30 June 2026" } },
      { label: labels.auditor, text: "A firm" },
    ]);
    const planned = certificationFacts({ name: "ISO 9001", status: "planned", target: "2027-10-27" }, labels);
    expect(planned.statusLabel).toBe("Planned");
    expect(planned.details).toEqual([{ label: labels.target, day: { iso: "2027-10-27", text: "27 October 2027" } }]);
  });

  it("says a penetration test is not yet published rather than invent one", () => {
    const delivery = { residency: "India", modelsRun: "In-region", trainingOnCustomerData: "Never" };
    const none = deliveryFacts(delivery, summaryWords).at(-1)!;
    expect(none).toEqual({ key: "pen-test", label: summaryWords.labels.penTest, text: summaryWords.penTestNone });
    const done = deliveryFacts({ ...delivery, lastPenTest: "2026-09-15", penTestBy: "A firm" }, summaryWords).at(-1)!;
    expect(done).toMatchObject({ day: { iso: "2026-09-15", text: "15 September 2026" }, by: `${summaryWords.penTestBy} A firm` });
  });

  it("lists the shipped facts in the summary, the penetration test as not yet published", () => {
    expect(trustPage.summary.delivery.facts.map((fact) => fact.label)).toEqual(
      Object.values(summaryWords.labels),
    );
    expect(trustPage.summary.delivery.facts.at(-1)).toMatchObject({ text: "Not yet published" });
  });
});
