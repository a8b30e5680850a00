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

  it("needs the number of the result it speaks to, and its client said once", () => {
    const quote = {
      name: "A. Person",
      order: 1,
      designation: "CMO",
      quote: "They delivered.",
      result: 1,
      caseStudy: "ubiqvue",
    };
    expect(testimonialSchema.parse(quote).sample).toBe(false);
    expect(testimonialSchema.safeParse({ ...quote, result: undefined }).success).toBe(false);
    expect(testimonialSchema.safeParse({ ...quote, result: 0 }).success).toBe(false);
    expect(testimonialSchema.safeParse({ ...quote, organization: "Hospital" }).success).toBe(false);
    // the client is the case study's; a quote without one names it, and never both
    const issues = (value: object) =>
      testimonialSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    const alone = { ...quote, caseStudy: undefined, product: "precision-pa" };
    expect(issues({ ...alone, client: "regional-health-system" })).toBeUndefined();
    expect(issues(alone)).toEqual([
      ["client", "choose the client, or the case study of the work quoted (it names its client)"],
    ]);
    expect(issues({ ...quote, client: "cardiac-diagnostics-company" })).toEqual([
      ["client", "leave it empty: the case study chosen names the client"],
    ]);
    const ananya = testimonialEntries.find((entry) => entry.caseStudy === "ubiqvue")!;
    expect(ananya.client).toBe(caseStudies.find((study) => study.slug === "ubiqvue")!.client);
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
