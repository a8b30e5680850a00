// The legal notice (/legal): who runs this website. Its words are the owner's
// (content/pages/legal.yaml, the editor's "Legal notice"); the company's registration details
// come from Company details ({company}, {cin} … in the words), placeholders until launch.
import { pageContent } from "./pages.ts";
import type { DocumentSection } from "./privacy.ts";

const page = pageContent("legal");
const words = { hero: page.hero, company: page.company, terms: page.terms, privacy: page.privacy };

export const legalPage = {
  title: words.hero.title,
  intro: words.hero.intro,
  sections: [
    { id: "company", title: words.company.title, items: words.company.points },
    { id: "terms", title: words.terms.title, paragraphs: words.terms.paragraphs },
    { id: "privacy", title: words.privacy.title, paragraphs: words.privacy.paragraphs },
  ] satisfies readonly DocumentSection[],
};
