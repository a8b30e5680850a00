import { describe, expect, it } from "vitest";
import { caseStudies } from "./case-studies.ts";
import { clientLabel, clients } from "./clients.ts";
import { products } from "./products.ts";
import { testimonialSchema } from "./schemas/testimonial.ts";
import { testimonialEntries, testimonialProblems, testimonials } from "./testimonials.ts";

describe("testimonials", () => {
  it("has the four testimonials of the spec, each complete with its outcome", () => {
    expect(testimonials).toHaveLength(4);
    for (const item of testimonials) {
      expect(item.quote.trim().length, item.name).toBeGreaterThan(40);
      expect(item.name.trim()).not.toBe("");
      expect(item.designation.trim()).not.toBe("");
      expect(item.outcome.values.trim(), item.name).not.toBe("");
      // every quote links to where its work is told
      expect(Boolean(item.caseStudy) || Boolean(item.product), item.name).toBe(true);
    }
    expect(new Set(testimonials.map((item) => item.name)).size).toBe(4);
  });

  it("attributes each quote to its client's description while the client is not named", () => {
    for (const [index, entry] of testimonialEntries.entries()) {
      const client = clients.find((candidate) => candidate.slug === entry.client)!;
      expect(testimonials[index]!.organization).toBe(clientLabel(client));
      expect(testimonials[index]!.organization).toBe(client.descriptor);
    }
  });

  it("takes each outcome from the result it links to, word for word (a fact written once)", () => {
    const [ananya] = testimonials;
    const study = caseStudies.find((candidate) => candidate.slug === ananya!.caseStudy)!;
    const result = study.results[testimonialEntries[0]!.result - 1]!;
    expect(ananya!.outcome).toEqual({
      title: result.title,
      values: `${result.baseline} → ${result.result}`,
      kindLabel: "Illustrative",
    });
    const regDoc = testimonials.find((item) => item.product?.slug === "reg-doc-gen")!;
    expect(regDoc.outcome.values).toBe(products.find((p) => p.slug === "reg-doc-gen")!.metrics[0]!.percentage);
  });

  it("needs a client and the number of the result it speaks to", () => {
    const quote = {
      name: "A. Person",
      order: 1,
      designation: "CMO",
      client: "regional-health-system",
      quote: "They delivered.",
      result: 1,
      caseStudy: "ubiqvue",
    };
    expect(testimonialSchema.parse(quote).sample).toBe(false);
    expect(testimonialSchema.safeParse({ ...quote, result: undefined }).success).toBe(false);
    expect(testimonialSchema.safeParse({ ...quote, result: 0 }).success).toBe(false);
    expect(testimonialSchema.safeParse({ ...quote, client: undefined }).success).toBe(false);
    expect(testimonialSchema.safeParse({ ...quote, organization: "Hospital" }).success).toBe(false);
  });

  it("refuses a release with a sample quote or one without consent (file and field)", () => {
    const file = "content/testimonials/a-person.yaml";
    expect(testimonialProblems({ file, sample: true, consent: "2026-11-02" })).toEqual([
      `${file}: sample: a sample quote: replace it with an approved one, or delete the file`,
    ]);
    expect(testimonialProblems({ file, sample: false })).toEqual([
      `${file}: consent: no date: the day the person agreed in writing to be quoted (YYYY-MM-DD)`,
    ]);
    expect(testimonialProblems({ file, sample: false, consent: "2026-11-02" })).toEqual([]);
    for (const entry of testimonialEntries) expect(testimonialProblems(entry)).toHaveLength(2);
  });
});
