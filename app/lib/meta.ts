import { site } from "~/content/site.ts";
import {
  SHARE_IMAGE_SIZE,
  shareImageAlt,
  shareImageFor,
  shareImageUrl,
} from "~/lib/share-images.ts";
import { structuredDataFor, type JsonLd } from "~/lib/structured-data.ts";

export interface PageMeta {
  title: string;
  description: string;
  /** Open Graph type: "article" for case studies, "website" elsewhere */
  type?: "website" | "article";
}

/** Title and description of a page; an empty title gives "Nuvora: Imagine. Create. Evolve." */
export function pageMeta(
  title: string,
  description: string = site.description,
  type: PageMeta["type"] = "website",
): PageMeta {
  const fullTitle = title ? `${title} | ${site.name}` : `${site.name}: ${site.tagline}`;
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
