// Code blocks and tables keep their width on a phone and scroll sideways inside their own box,
// never the page. A box that scrolls must be reachable by keyboard (WCAG 2.1.1; axe's
// scrollable-region-focusable), so each takes a tab stop; a table goes in a box of its own,
// (a named group: not one more landmark per table) named after its first column heading,
// and the table inside keeps its table semantics.
import type { Element, ElementContent, Root, RootContent } from "hast";

function textOf(node: ElementContent): string {
  if (node.type === "text") return node.value;
  if (node.type === "element") return node.children.map(textOf).join("");
  return "";
}

function firstHeading(table: Element): string {
  let found = "";
  const visit = (node: ElementContent) => {
    if (found || node.type !== "element") return;
    if (node.tagName === "th") found = textOf(node).trim();
    else node.children.forEach(visit);
  };
  table.children.forEach(visit);
  return found;
}

function boxed(node: RootContent): RootContent {
  if (node.type !== "element") return node;
  if (node.tagName === "pre") {
    node.properties = { ...node.properties, tabIndex: 0 };
    return node;
  }
  if (node.tagName === "table") {
    const heading = firstHeading(node);
    return {
      type: "element",
      tagName: "div",
      properties: {
        className: ["table-box"],
        tabIndex: 0,
        role: "group",
        ariaLabel: heading ? `Table: ${heading}, …` : "Table",
      },
      children: [node],
    };
  }
  node.children = node.children.map((child) => boxed(child) as ElementContent);
  return node;
}

/** The rehype plugin. */
export function rehypeScrollBoxes() {
  return (tree: Root) => {
    tree.children = tree.children.map(boxed);
  };
}
