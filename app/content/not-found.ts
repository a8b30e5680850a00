// The 404 page's words, from content/pages/not-found.yaml (the editor's "Page not found"):
// its message and the main sections it offers, each link's address taken from the page the
// owner chose for it.
import type { NavLinkItem } from "./navigation.ts";
import { pageContent } from "./pages.ts";
import { paths } from "./paths.ts";
import { products } from "./products.ts";
import type { NOT_FOUND_DESTINATIONS } from "./schemas/pages/not-found.ts";
import { withCount } from "./schemas/words.ts";
import { countWord } from "./count-word.ts";

const page = pageContent("not-found");

const addressOf: Record<(typeof NOT_FOUND_DESTINATIONS)[number]["value"], string> = {
  "ai-solutions": paths.aiSolutions,
  services: paths.services,
  verticals: paths.verticals,
  healthcare: paths.healthcare,
  "case-studies": paths.caseStudies,
  about: paths.about,
  insights: paths.insights,
  careers: paths.careers,
  contact: paths.contact,
};

export const notFoundPage = {
  /** the status code, shown large above the heading */
  code: "404",
  ...page.message,
  sectionsTitle: page.sections.title,
};

/** Where the 404 page sends a lost visitor, besides Go to Home: the site's main sections. */
export const mainSectionLinks: readonly (NavLinkItem & { description: string })[] =
  page.sections.links.map((link) => ({
    kind: "link",
    label: link.label,
    href: addressOf[link.page],
    description: withCount(link.description, countWord(products.length)),
  }));
