// The Verticals page's words (content/pages/verticals.yaml). Its three industry cards are
// also the home page's. Only Healthcare has a page of its own (the specification), so its
// card ends with a link and the two others with a short line.
import { icon } from "../icons.ts";
import { group, line, paragraph, paragraphs } from "../words.ts";

const card = {
  icon: icon("Picture"),
  title: line("Name"),
  description: paragraph("Text"),
  focus: paragraphs("Focus areas", "Shown as tags under the text.", "Focus area"),
};

const closingLine = line(
  "Closing line",
  "Ends the card with a tick, as this industry has no page of its own.",
);

export const verticalsWords = {
  header: group("Introduction", {
    eyebrow: line("Small label above the heading"),
    title: line("Heading"),
    intro: paragraph("Introduction"),
  }),
  industries: group(
    "Industries",
    {
      healthcare: group("Healthcare", {
        ...card,
        link: line(
          "Link to the Healthcare page",
          "Ends the card on this page. On the home page the link reads “Explore” and the name.",
        ),
      }),
      education: group("Education", { ...card, proof: closingLine }),
      retail: group("Retail", { ...card, proof: closingLine }),
    },
    "The three cards, also shown on the home page.",
  ),
  closing: group("Closing invitation", {
    title: line("Heading"),
    text: paragraph("Text"),
    button: line("Button", "Goes to the contact page."),
  }),
};
