// The three verticals (industries) and the Verticals page's words, from
// content/pages/verticals.yaml (the editor's "Verticals"); the cards are also the home
// page's. Which vertical links where, and the pictograms' drawings, stay here.
import { iconNamed } from "./icons.ts";
import { pageContent } from "./pages.ts";
import { paths } from "./paths.ts";
import type { VerticalCard } from "./types.ts";

/**
 * A vertical card plus the focus areas shown as tags under its description. A vertical
 * without a page of its own closes its card with a short proof line instead of a link, so
 * the three cards end on the same line.
 */
export interface Vertical extends VerticalCard {
  focus: readonly string[];
  proof?: string;
}

const page = pageContent("verticals");
const { healthcare, education, retail } = page.industries;

const card = (id: Vertical["id"], words: typeof healthcare | typeof education) => ({
  id,
  title: words.title,
  description: words.description,
  icon: iconNamed(words.icon),
  focus: words.focus,
});

/** The three verticals; only Healthcare has a page of its own. */
export const verticals: readonly Vertical[] = [
  { ...card("healthcare", healthcare), link: paths.healthcare },
  { ...card("education", education), proof: education.proof },
  { ...card("retail", retail), proof: retail.proof },
];

export const verticalsPage = {
  eyebrow: page.header.eyebrow,
  title: page.header.title,
  intro: page.header.intro,
  healthcareLinkLabel: healthcare.link,
  closing: {
    title: page.closing.title,
    text: page.closing.text,
    cta: { label: page.closing.button, href: paths.contact },
  },
};
