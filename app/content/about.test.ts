import { describe, expect, it } from "vitest";
import { about } from "./about.ts";
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
