import { describe, expect, it } from "vitest";
import { paths } from "./paths.ts";
import { products } from "./products.ts";
import {
  acceleratorFacts,
  certificationFacts,
  deliveryFacts,
  destinations,
  requestLinks,
  trustPage,
} from "./trust.ts";
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
    const delivery = {
      sample: false,
      hosting: "Client's cloud",
      residency: "India",
      patientData: "Minimum necessary",
      modelsRun: "In-region",
      trainingOnCustomerData: "Never",
      modelGovernance: "Reviewed",
      dpa: "Available",
      baa: "Available",
    };
    const penTest = (facts: ReturnType<typeof deliveryFacts>) =>
      facts.find((fact) => fact.key === "pen-test");
    const none = penTest(deliveryFacts(delivery, summaryWords));
    expect(none).toEqual({ key: "pen-test", label: summaryWords.labels.penTest, text: summaryWords.penTestNone });
    const done = penTest(
      deliveryFacts({ ...delivery, lastPenTest: "2026-09-15", penTestBy: "A firm" }, summaryWords),
    );
    expect(done).toMatchObject({ day: { iso: "2026-09-15", text: "15 September 2026" }, by: `${summaryWords.penTestBy} A firm` });
  });

  it("lists the shipped facts in the summary, the penetration test as not yet published", () => {
    expect(trustPage.summary.delivery.facts.map((fact) => fact.label)).toEqual(
      Object.values(summaryWords.labels),
    );
    expect(trustPage.summary.delivery.facts.find((fact) => fact.key === "pen-test")).toMatchObject({
      text: "Not yet published",
    });
    // the shipped facts are examples: labelled on the page (and refused by a release)
    expect(trustPage.summary.delivery.sample).toBe(summaryWords.sample);
  });

  it("names every accelerator, each anchored by its slug, with its data flow from its own facts", () => {
    expect(trustPage.accelerators.list.map((item) => item.id)).toEqual(products.map((p) => p.slug));
    for (const [index, item] of trustPage.accelerators.list.entries()) {
      const product = products[index]!;
      expect(item.href).toBe(`${paths.product(product.slug)}#validation`);
      expect(item.flow?.steps.map((step) => step.text)).toEqual([
        product.validation?.patientData.source,
        product.validation?.patientData.processed,
        product.validation?.patientData.stored,
        product.validation?.patientData.seenBy,
      ]);
    }
  });

  it("an accelerator without facts yet is named, without a flow", () => {
    const item = acceleratorFacts(
      { slug: "new-one", title: "New One", audience: "teams", validation: undefined },
      pageContent("trust").accelerators,
    );
    expect(item).toMatchObject({ id: "new-one", title: "New One", flow: undefined, facts: [] });
  });
});
