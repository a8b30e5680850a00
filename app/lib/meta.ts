import { SHARE_IMAGE_SIZE, shareImageAlt, shareImageFor, shareImageUrl } from "./share-images.ts";
import type { PageMeta } from "#app/content/page-meta.ts";
import { structuredDataFor, type JsonLd } from "./structured-data.ts";

export { pageMeta, TITLE_MAX, type PageMeta } from "#app/content/page-meta.ts";

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
