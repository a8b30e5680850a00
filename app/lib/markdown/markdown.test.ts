import type { Element, Root } from "hast";
import { describe, expect, it } from "vitest";
import { rehypeFigures } from "./figures.ts";
import { rehypeScrollBoxes } from "./scroll-boxes.ts";

const element = (
  tagName: string,
  properties: Element["properties"] = {},
  children: Element["children"] = [],
): Element => ({ type: "element", tagName, properties, children });
const text = (value: string) => ({ type: "text" as const, value });

describe("figures", () => {
  it("turn an image with a title on its own paragraph into a figure captioned by the title", () => {
    const image = element("img", {
      src: "./a.svg",
      alt: "A diagram",
      title: "How a result travels",
    });
    const tree: Root = { type: "root", children: [element("p", {}, [image])] };
    rehypeFigures()(tree);
    expect(tree.children[0]).toEqual(
      element("figure", {}, [
        element("img", { src: "./a.svg", alt: "A diagram" }),
        element("figcaption", {}, [text("How a result travels")]),
      ]),
    );
  });

  it("leave an image without a title, or inside a sentence, as it is", () => {
    const plain = element("p", {}, [element("img", { src: "./a.svg", alt: "A" })]);
    const inline = element("p", {}, [
      text("See "),
      element("img", { src: "./a.svg", alt: "A", title: "T" }),
    ]);
    const tree: Root = { type: "root", children: [plain, inline] };
    const before = structuredClone(tree);
    rehypeFigures()(tree);
    expect(tree).toEqual(before);
  });
});

describe("scroll boxes", () => {
  it("give a code block a tab stop, and a table a named box of its own", () => {
    const table = element("table", {}, [
      element("thead", {}, [element("tr", {}, [element("th", {}, [text("Measure")])])]),
    ]);
    const tree: Root = { type: "root", children: [element("pre"), table] };
    rehypeScrollBoxes()(tree);
    expect(tree.children[0]).toMatchObject({ tagName: "pre", properties: { tabIndex: 0 } });
    expect(tree.children[1]).toMatchObject({
      tagName: "div",
      properties: { tabIndex: 0, role: "group", ariaLabel: "Table: Measure, …" },
      children: [table],
    });
  });
});
