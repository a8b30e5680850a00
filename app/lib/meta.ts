import { site } from "~/content/site.ts";

export interface PageMeta {
  title: string;
  description: string;
}

/** Title and description of a page; an empty title gives "Nuvora: Imagine. Create. Evolve." */
export function pageMeta(title: string, description: string = site.description): PageMeta {
  const fullTitle = title ? `${title} | ${site.name}` : `${site.name}: ${site.tagline}`;
  return { title: fullTitle, description };
}
