import { describe, expect, it } from "vitest";
import { pagePaths } from "./routes.ts";
import { homeServices, services, servicesPage } from "./services.ts";

const homeTitles = [
  "Generative AI Consulting",
  "AI & Machine Learning Development",
  "Mobile & Web Development",
  "Product & Platform Engineering",
  "Cloud & DevOps Services",
  "UI/UX Design",
];

describe("services", () => {
  it("lists the nine services of the spec, the six home ones first", () => {
    expect(services.map((service) => service.title)).toEqual([
      ...homeTitles,
      "Data Engineering & Analytics",
      "Quality Assurance & Testing",
      "Cyber Security",
    ]);
  });

  it("shows exactly the six spec services on the home carousel", () => {
    expect(homeServices).toHaveLength(6);
    expect(homeServices.map((service) => service.title)).toEqual(homeTitles);
  });

  it("gives every service a unique id, an icon and a description", () => {
    expect(new Set(services.map((service) => service.id)).size).toBe(services.length);
    for (const service of services) {
      expect(service.description.trim().length, service.title).toBeGreaterThan(40);
      expect(service.icon, service.title).toBeTruthy();
    }
  });

  it("closes the page with a call to action to the contact page", () => {
    expect(servicesPage.closing.cta.href).toBe("/contact");
    expect(pagePaths).toContain(servicesPage.closing.cta.href);
  });
});
