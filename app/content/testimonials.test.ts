import { describe, expect, it } from "vitest";
import { clientLabel, clients } from "./clients.ts";
import { testimonialSchema } from "./schemas/testimonial.ts";
import { testimonialEntries, testimonialProblems, testimonials } from "./testimonials.ts";

describe("testimonials", () => {
  it("has the four testimonials of the spec, each complete with its outcome", () => {
    expect(testimonials).toHaveLength(4);
    for (const item of testimonials) {
      expect(item.quote.trim().length, item.name).toBeGreaterThan(40);
      expect(item.name.trim()).not.toBe("");
      expect(item.designation.trim()).not.toBe("");
      expect(item.outcome.trim(), item.name).not.toBe("");
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

  it("needs a client and an outcome", () => {
    const quote = {
      name: "A. Person",
      order: 1,
      designation: "CMO",
      client: "regional-health-system",
      quote: "They delivered.",
      outcome: "Reports reviewed in minutes, not hours",
    };
    expect(testimonialSchema.parse(quote).sample).toBe(false);
    expect(testimonialSchema.safeParse({ ...quote, outcome: undefined }).success).toBe(false);
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
