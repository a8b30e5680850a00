import { describe, expect, it } from "vitest";
import { caseStudies, isHealthcare } from "./case-studies.ts";
import { healthcarePage } from "./healthcare.ts";
import { testimonials } from "./testimonials.ts";
import { trust } from "./trust.ts";
import { paths } from "./paths.ts";

const nonEmpty = (text: string) => expect(text.trim()).not.toBe("");

describe("healthcare page content", () => {
  it("covers the topics the spec names for the Healthcare page", () => {
    expect(healthcarePage.rpm.title).toBe("Remote Patient Monitoring");
    expect(healthcarePage.abdm.title).toBe("ABDM M1/M2/M3 Certification");
    expect(healthcarePage.records.title).toMatch(/EHR.*EMR.*Patient Portal/);
    expect(healthcarePage.integrations.title).toBe("Integrations");
    expect(healthcarePage.custom.title).toBe("Custom Solutions");
  });

  it("explains the three ABDM milestones in order, with the right roles", () => {
    const [m1, m2, m3] = healthcarePage.abdm.milestones;
    expect(healthcarePage.abdm.milestones.map((m) => m.code)).toEqual(["M1", "M2", "M3"]);
    expect(m1!.title).toMatch(/ABHA/);
    expect(m2!.role).toMatch(/Health Information Provider/);
    expect(m3!.role).toMatch(/Health Information User/);
    expect(m3!.description).toMatch(/approve|consent/i);
  });

  it("names HL7 and FHIR among the integrations", () => {
    const all = healthcarePage.integrations.groups.flatMap((g) => g.items).join(" ");
    expect(all).toMatch(/HL7/);
    expect(all).toMatch(/FHIR/);
  });

  it("has several why-us panels with unique titles", () => {
    const titles = healthcarePage.whyUs.panels.map((p) => p.title);
    expect(titles.length).toBeGreaterThanOrEqual(3);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("has non-empty copy everywhere", () => {
    const { hero, rpm, abdm, records, integrations, custom, whyUs, closing } = healthcarePage;
    [hero.title, hero.intro, closing.title, closing.description].forEach(nonEmpty);
    for (const section of [rpm, abdm, records, integrations, custom, whyUs]) {
      [section.eyebrow, section.title, section.intro].forEach(nonEmpty);
    }
    for (const item of [...rpm.features, ...records.items, ...custom.items, ...whyUs.panels]) {
      [item.title, item.description].forEach(nonEmpty);
    }
    for (const milestone of abdm.milestones) {
      [milestone.title, milestone.role, milestone.description, ...milestone.points].forEach(
        nonEmpty,
      );
    }
    for (const group of integrations.groups) {
      nonEmpty(group.title);
      expect(group.items.length).toBeGreaterThan(0);
    }
  });

  it("draws every card's pictogram and closes with a button to the contact page", () => {
    const { rpm, records, integrations, custom, whyUs, closing } = healthcarePage;
    for (const item of [
      ...rpm.features,
      ...records.items,
      ...integrations.groups,
      ...custom.items,
      ...whyUs.panels,
    ]) {
      expect(item.icon, item.title).toBeTruthy();
    }
    nonEmpty(closing.cta.label);
    expect(closing.cta.href).toBe(paths.contact);
  });

  it("shows the healthcare and life-sciences studies with their lead result, derived", () => {
    const { outcomes, quote, certifications } = healthcarePage.proof;
    const studies = caseStudies.filter(isHealthcare);
    expect(outcomes.map((o) => o.study.slug)).toEqual(studies.map((s) => s.slug));
    expect(outcomes.length).toBeGreaterThan(0);
    for (const [index, outcome] of outcomes.entries()) {
      const study = studies[index]!;
      expect(outcome.figure).toEqual(study.lead);
      expect(study.results[outcome.note - 1]!.title).toBe(outcome.figure.title);
      expect(outcome.client).toBe(study.clientLabel);
    }
    // the quotes that name one of them, as the testimonials give them
    expect(quote.items).toEqual(
      testimonials.filter((t) => studies.some((s) => s.slug === t.caseStudy)),
    );
    expect(certifications.items.map((c) => c.name)).toEqual(
      trust.certifications.map((c) => c.name),
    );
  });
});
