import { describe, expect, it } from "vitest";
import {
  currentLink,
  footerColumns,
  groupLinks,
  mainNav,
  policyNav,
  type NavGroupItem,
} from "./navigation.ts";
import { paths } from "./paths.ts";
import { products } from "./products.ts";
import { pagePaths } from "./routes.ts";

const solutions = mainNav.find((item): item is NavGroupItem => item.kind === "group")!;

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

  it("the Solutions menu keeps the spec's two links first, then the accelerators from their list", () => {
    expect(solutions.items.map((item) => [item.label, item.href])).toEqual([
      ["Generative AI Solutions", paths.aiSolutions],
      ["Services", paths.services],
    ]);
    expect(solutions.subgroups).toHaveLength(1);
    expect(solutions.subgroups[0]!.items).toEqual(
      products.map((product) => ({
        kind: "link",
        label: product.title,
        href: paths.product(product.slug),
        description: product.tag,
      })),
    );
    expect(solutions.subgroups[0]!.items).toHaveLength(4);
    expect(groupLinks(solutions).slice(0, 2)).toEqual(solutions.items);
  });

  it.each([
    [paths.product(products[0]!.slug), paths.product(products[0]!.slug)],
    [`${paths.product(products[1]!.slug)}/`, paths.product(products[1]!.slug)],
    [paths.aiSolutions, paths.aiSolutions],
    [paths.services, paths.services],
    [paths.about, undefined],
  ])("on %s the Solutions menu marks %s as the current page, and only it", (path, expected) => {
    expect(currentLink(solutions, path)).toBe(expected);
  });

  it("the footer's accelerators follow the link to their list", () => {
    const solutions = footerColumns.find((column) => column.id === "footer-solutions")!.links;
    expect(solutions[0]!.href).toBe("/ai-solutions");
    expect(solutions.slice(1, -1).every((item) => item.href.startsWith("/ai-solutions/"))).toBe(true);
    expect(solutions.at(-1)!.label).toBe("Services");
  });

  it("every menu link goes to a page the site lists", () => {
    const links = [
      ...mainNav.flatMap((item) => (item.kind === "link" ? [item] : groupLinks(item))),
      ...footerColumns.flatMap((column) => column.links),
      ...policyNav,
    ];
    for (const link of links) expect(pagePaths, link.label).toContain(link.href);
  });
});
