import { describe, expect, it } from "vitest";
import { about, clientLinks, clientsBySector } from "./about.ts";
import { caseStudiesPage } from "./case-studies.ts";
import { clients } from "./clients.ts";
import { paths } from "./paths.ts";
import { pagePaths } from "./routes.ts";
import { values } from "./values.ts";

describe("about content", () => {
  it("uses the spec's headings word for word", () => {
    expect(about.hero.title).toBe("Who We Are");
    expect(about.hero.cta.label).toBe("Get in Touch");
    expect(about.mission.title).toBe("Our Mission");
    expect(about.vision.title).toBe("Our Vision");
    expect(about.values.title).toBe("Our Values");
    expect(about.people.title).toBe("Leadership and Clinical Advisers");
    expect(about.clients.title).toBe("Driving Success for Future-Focused Teams");
    expect(about.cta.title).toBe("Ready to Transform Your Business with Generative AI?");
  });

  it("sends both calls to action to the contact page", () => {
    expect(about.hero.cta.href).toBe(paths.contact);
    expect(about.cta.button.href).toBe(paths.contact);
    expect(pagePaths).toContain(about.cta.button.href);
    expect(about.cta.text.toLowerCase()).toContain("free consultation");
  });

  it("has exactly the four values, each with an icon and a description", () => {
    expect(values.map((v) => v.title)).toEqual([
      "Empowerment",
      "Integrity",
      "Innovation",
      "Excellence",
    ]);
    for (const value of values) {
      expect(value.icon).toBeTruthy();
      expect(value.description.trim()).not.toBe("");
    }
  });

});

describe("the clients by sector (About)", () => {
  const list = ["heart", "pharma", "hospital", "school", "hotel"].map((slug) => ({ slug }));
  const titles = caseStudiesPage.list;
  const slugsOf = (groups: ReturnType<typeof clientsBySector>) =>
    groups.map((group) => [group.title, group.clients.map((client) => client.slug)]);

  it("puts a client under healthcare by its study's sector or by a quote on an accelerator", () => {
    const groups = clientsBySector(list, {
      studies: [
        { client: "heart", industry: "Healthcare" },
        { client: "pharma", industry: "Life Sciences" },
        { client: "school", industry: "Education" },
      ],
      quotes: [
        { client: "hospital", product: "precision-pa" },
        // a quote on a case study says nothing of the sector: the study does
        { client: "hotel" },
      ],
    });
    expect(slugsOf(groups)).toEqual([
      [titles.healthcare, ["heart", "pharma", "hospital"]],
      [titles.other, ["school", "hotel"]],
    ]);
  });

  it("leaves an empty group out and keeps the list's order", () => {
    expect(slugsOf(clientsBySector(list, { studies: [], quotes: [] }))).toEqual([
      [titles.other, list.map((client) => client.slug)],
    ]);
  });

  it("groups the shipped clients: the healthcare studies' and the accelerators' clients first", () => {
    expect(slugsOf(clientsBySector(clients, clientLinks))).toEqual([
      [
        titles.healthcare,
        [
          "cardiac-diagnostics-company",
          "public-health-non-profit",
          "regional-health-system",
          "life-sciences-company",
        ],
      ],
      [titles.other, ["entrance-exam-provider", "hospitality-group", "distributed-enterprise"]],
    ]);
  });
});
