// The 404 page's words (content/pages/not-found.yaml): its message and the main sections it
// offers a lost visitor. Where each link goes is chosen from the site's pages; the addresses
// stay with the pages.
import { choice, group, line, list, paragraph } from "../words.ts";

/** The pages the 404 page may point to, by their content file's name. */
export const NOT_FOUND_DESTINATIONS = [
  { value: "ai-solutions", label: "Generative AI Solutions" },
  { value: "services", label: "Services" },
  { value: "verticals", label: "Verticals" },
  { value: "healthcare", label: "Healthcare" },
  { value: "case-studies", label: "Case Studies" },
  { value: "about", label: "About" },
  { value: "insights", label: "Insights" },
  { value: "careers", label: "Careers" },
  { value: "contact", label: "Contact" },
] as const;

export const notFoundWords = {
  message: group(
    "Message",
    {
      title: line("Heading"),
      text: paragraph("Text"),
      home: line("Button to the home page"),
    },
    "What a visitor sees at an address the site does not have. The heading “Page not Found” and the button “Go to Home” are the site's specification.",
  ),
  sections: group("Main sections", {
    title: line("Heading above the links"),
    links: list(
      "Links",
      {
        page: choice("Goes to", NOT_FOUND_DESTINATIONS),
        label: line("Name"),
        description: line(
          "Line under the name",
          "In the Generative AI Solutions link, {count} becomes the number of accelerators, in words.",
        ),
      },
      "label",
    ),
  }),
};
