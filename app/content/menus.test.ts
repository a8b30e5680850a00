import { describe, expect, it } from "vitest";
import { footerColumns, mainNav, policyNav } from "./navigation.ts";
import { pagePaths } from "./routes.ts";

// The menus come from the pages' content files ("Where the page is linked"); as shipped they
// are the spec's navigation.
describe("menus from the pages' files", () => {
  it("the main menu is the spec's, with Solutions where its first link's position puts it", () => {
    expect(
      mainNav.map((item) =>
        item.kind === "link" ? item.label : `${item.label}: ${item.items.map((i) => i.label).join(", ")}`,
      ),
    ).toEqual([
      "Home",
      "Solutions: Generative AI Solutions, Services",
      "Verticals",
      "Case Studies",
      "About",
      "Careers",
    ]);
  });

  it("the footer's accelerators follow the link to their list", () => {
    const solutions = footerColumns.find((column) => column.id === "footer-solutions")!.links;
    expect(solutions[0]!.href).toBe("/ai-solutions");
    expect(solutions.slice(1, -1).every((item) => item.href.startsWith("/ai-solutions/"))).toBe(true);
    expect(solutions.at(-1)!.label).toBe("Services");
  });

  it("every menu link goes to a page the site lists", () => {
    const links = [
      ...mainNav.flatMap((item) => (item.kind === "link" ? [item] : item.items)),
      ...footerColumns.flatMap((column) => column.links),
      ...policyNav,
    ];
    for (const link of links) expect(pagePaths, link.label).toContain(link.href);
  });
});
