// The About page's words (content/pages/about.yaml), section by section as the page shows them.
import { icon } from "../icons.ts";
import { group, line, list, paragraph, paragraphs } from "../words.ts";

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
  people: group(
    "Leadership and advisers",
    {
      eyebrow: line("Small label above the heading"),
      title: line("Heading"),
      intro: paragraph("Introduction"),
      leadership: line("Heading of the leadership list"),
      advisers: line("Heading of the clinical advisers list"),
      sampleLabel: line("Label on a sample person", "Shown on people marked \"Sample person\" in People."),
      profileLink: line("Words of the link to a person's profile"),
    },
    "The people themselves are in People (leadership and clinical advisers, with their photos).",
  ),
  clients: group(
    "Clients",
    {
      eyebrow: line("Small label above the heading"),
      title: line("Heading"),
      intro: paragraph("Introduction"),
      listLabel: line("Name of the list, for screen readers"),
      unnamedNote: line("Note under the clients' descriptions", "Shown while no client is named."),
    },
    "The clients are in Clients: their names and logos appear only with the date of their written permission, otherwise their descriptions.",
  ),
  cta: group("Closing invitation", {
    title: line("Heading"),
    text: paragraph("Text"),
    button: line("Button"),
    note: line("Note under the button"),
  }),
};
