import { site } from "~/content/site.ts";

/** Title and description for a page's meta export. */
export function pageMeta(title: string, description: string = site.description) {
  const fullTitle = title ? `${title} | ${site.name}` : `${site.name}: ${site.tagline}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
  ];
}
