// A Markdown image on a paragraph of its own with a title in quotes,
// `![A diagram of …](./post/flow.svg "How a result travels")`, becomes a figure whose caption
// is the title: alt text says what the picture shows, the caption what to take from it, so
// neither is read twice. An image without a title stays an image.
import type { Element, ElementContent, Root, RootContent } from "hast";

const isBlank = (node: ElementContent) => node.type === "text" && node.value.trim() === "";

function asFigure(node: RootContent): RootContent {
  if (node.type !== "element") return node;
  if (node.tagName === "p") {
    const content = node.children.filter((child) => !isBlank(child));
    const image = content[0];
    if (
      content.length === 1 &&
      image?.type === "element" &&
      image.tagName === "img" &&
      typeof image.properties.title === "string" &&
      image.properties.title.trim() !== ""
    ) {
      const caption = image.properties.title;
      const properties = { ...image.properties };
      delete properties.title;
      return {
        type: "element",
        tagName: "figure",
        properties: {},
        children: [
          { ...image, properties },
          {
            type: "element",
            tagName: "figcaption",
            properties: {},
            children: [{ type: "text", value: caption }],
          },
        ],
      } satisfies Element;
    }
  }
  node.children = node.children.map((child) => asFigure(child) as ElementContent);
  return node;
}

/** The rehype plugin. */
export function rehypeFigures() {
  return (tree: Root) => {
    tree.children = tree.children.map(asFigure);
  };
}
