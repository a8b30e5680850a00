// A page's title and description as its document head gives them (app/lib/meta.ts).
import { site } from "./site.ts";

export interface PageMeta {
  title: string;
  description: string;
  /** Open Graph type: "article" for case studies, "website" elsewhere */
  type?: "website" | "article";
}

/** Search results cut a longer title; the HTML check holds every page to it. */
export const TITLE_MAX = 70;

/**
 * Title and description of a page; an empty title gives "Nuvora: Imagine. Create. Evolve.".
 * The company's name follows the page's own title when both fit in TITLE_MAX (a post's
 * long title stands alone) and the title does not name the company already (the home page's).
 */
export function pageMeta(
  title: string,
  description: string = site.description,
  type: PageMeta["type"] = "website",
): PageMeta {
  const named = `${title} | ${site.name}`;
  const fullTitle = !title
    ? `${site.name}: ${site.tagline}`
    : title.includes(site.name) || named.length > TITLE_MAX
      ? title
      : named;
  return { title: fullTitle, description, type };
}
