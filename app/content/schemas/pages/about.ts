// The About page's words (content/pages/about.yaml), section by section as the page shows them.
import { icon } from "../icons.ts";
import { choice, group, line, list, paragraph, paragraphs } from "../words.ts";

export const aboutWords = {
  hero: group("Introduction", {
    eyebrow: line("Small label above the heading"),
    title: line("Heading"),
    intro: paragraphs("Paragraphs"),
    cta: line("Button"),
    highlights: list("Highlights", { value: line("Highlight"), label: line("Line under it") }, "value"),
  }),
  mission: group("Mission", { title: line("Heading"), text: paragraph("Text") }),
  vision: group("Vision", { title: line("Heading"), text: paragraph("Text") }),
  values: group("Values", {
    eyebrow: line("Small label above the heading"),
    title: line("Heading"),
    intro: paragraph("Introduction"),
    items: list(
      "Values",
      { icon: icon(), title: line("Value"), description: paragraph("What it means") },
      "title",
    ),
  }),
  clients: group("Clients", {
    eyebrow: line("Small label above the heading"),
    title: line("Heading"),
    intro: paragraph("Introduction"),
    listLabel: line("Name of the list, for screen readers"),
    logos: list(
      "Client names",
      {
        name: line("Name"),
        mark: choice("Mark beside the name", [
          { value: "ring", label: "Ring" },
          { value: "hex", label: "Hexagon" },
          { value: "leaf", label: "Leaf" },
          { value: "bars", label: "Bars" },
          { value: "cross", label: "Cross" },
          { value: "wave", label: "Wave" },
          { value: "spark", label: "Spark" },
          { value: "grid", label: "Grid" },
        ]),
        style: choice("Lettering", [
          { value: "bold", label: "Bold" },
          { value: "caps", label: "Capitals" },
          { value: "light", label: "Light" },
          { value: "wide", label: "Wide" },
        ]),
      },
      "name",
    ),
  }),
  cta: group("Closing invitation", {
    title: line("Heading"),
    text: paragraph("Text"),
    button: line("Button"),
    note: line("Note under the button"),
  }),
};
