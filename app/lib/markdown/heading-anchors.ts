// Each section heading of a post gets a link to itself (a "#" beside it), so a reader can
// share the part they mean. The link sits after the heading, not inside it, so the heading's
// name stays its text; the link's name says where it goes (the "#" is hidden from assistive
// technology and a visually hidden text names the section).
import type { Element, ElementContent } from "hast";
import rehypeAutolinkHeadings, { type Options } from "rehype-autolink-headings";

function textOf(node: ElementContent | Element): string {
  if (node.type === "text") return node.value;
  if (node.type === "element") return node.children.map(textOf).join("");
  return "";
}

const span = (properties: Element["properties"], value: string): ElementContent => ({
  type: "element",
  tagName: "span",
  properties,
  children: [{ type: "text", value }],
});

export const headingAnchorOptions: Options = {
  behavior: "after",
  group: (heading: Element) => ({
    type: "element",
    tagName: "div",
    properties: { className: ["heading-group", `heading-group-${heading.tagName}`] },
    children: [],
  }),
  // h2 and h3 of the body; not the footnotes' own heading, which the list names
  test: (element: Element) =>
    (element.tagName === "h2" || element.tagName === "h3") &&
    element.properties.id !== "footnote-label",
  properties: { className: ["heading-anchor"] },
  content: (heading: Element) => [
    span({ ariaHidden: "true" }, "#"),
    span({ className: ["sr-only"] }, `Link to the section “${textOf(heading)}”`),
  ],
};

/** The rehype plugin with its options, as Astro's `markdown.rehypePlugins` takes it. */
export const rehypeHeadingAnchors = [rehypeAutolinkHeadings, headingAnchorOptions] as [
  typeof rehypeAutolinkHeadings,
  Options,
];
