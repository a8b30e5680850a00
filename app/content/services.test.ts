import { describe, expect, it } from "vitest";
import { pagePaths } from "./routes.ts";
import { homeServices, serviceLink, services, servicesPage } from "./services.ts";

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

  it("links a card to the accelerator or case study it describes, on a page the site has", () => {
    const linked = services.filter((service) => service.link);
    expect(linked.length).toBeGreaterThan(0);
    for (const { title, link } of linked) {
      expect(pagePaths, title).toContain(link!.href);
      expect(link!.href, title).toMatch(/^\/(ai-solutions|case-study)(\/|$)/);
    }
    expect(services.find((service) => service.title === "Cyber Security")?.link).toEqual({
      href: "/case-study/mobile",
      label: "Case Study: Mobile Device Management",
    });
  });

  it("stops the build on a link to no page, or an address without its words", () => {
    const known = ["/case-study/ubiqvue"];
    expect(serviceLink({}, 0, known)).toBeUndefined();
    expect(serviceLink({ link: "/case-study/ubiqvue/", linkText: "Case study" }, 0, known)).toEqual({
      href: "/case-study/ubiqvue",
      label: "Case study",
    });
    expect(() => serviceLink({ link: "/case-study/nowhere", linkText: "Case study" }, 2, known)).toThrow(
      /^content\/pages\/services\.yaml: services\.2\.link: \/case-study\/nowhere is not a page of the site/,
    );
    expect(() => serviceLink({ link: "/case-study/ubiqvue" }, 1, known)).toThrow(
      /services\.1\.linkText: give the words/,
    );
    expect(() => serviceLink({ linkText: "Case study" }, 1, known)).toThrow(/services\.1\.link: /);
  });
});
