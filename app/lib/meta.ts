import { site } from "#app/content/site.ts";
import { SHARE_IMAGE_SIZE, shareImageAlt, shareImageFor, shareImageUrl } from "./share-images.ts";
import { structuredDataFor, type JsonLd } from "./structured-data.ts";

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
 * long title stands alone).
 */
export function pageMeta(
  title: string,
  description: string = site.description,
  type: PageMeta["type"] = "website",
): PageMeta {
  const named = `${title} | ${site.name}`;
  const fullTitle = !title
    ? `${site.name}: ${site.tagline}`
    : named.length <= TITLE_MAX
      ? named
      : title;
  return { title: fullTitle, description, type };
}

/** Everything the document head says about a page, every URL absolute on `origin`. */
export interface PageHead extends Required<PageMeta> {
  /** absolute, lower-case URL of the page (also og:url) */
  canonical: string;
  image: { url: string; width: number; height: number; alt: string };
  jsonLd: JsonLd[];
}

/** The canonical form of a route path: lower-case, no trailing slash, no index.html. */
export function canonicalPath(pathname: string): string {
  const path = pathname
    .toLowerCase()
    .replace(/\/index\.html$/, "/")
    .replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

export function pageHead(meta: PageMeta, pathname: string, origin: string): PageHead {
  const path = canonicalPath(pathname);
  const image = shareImageFor(path);
  return {
    title: meta.title,
    description: meta.description,
    type: meta.type ?? "website",
    canonical: `${origin}${path}`,
    image: {
      url: `${origin}${shareImageUrl(image)}`,
      ...SHARE_IMAGE_SIZE,
      alt: shareImageAlt(image),
    },
    jsonLd: structuredDataFor(origin, path),
  };
}
