// The picture shown when a page's link is pasted into LinkedIn, Slack, Teams or WhatsApp: one
// 1200×630 PNG per page that has words for one in the page model (app/content/page-model.ts),
// drawn at build time by app/pages/og/[image].png.ts.
import { pages, type ShareWords } from "#app/content/page-model.ts";
import { site } from "#app/content/site.ts";

export interface ShareImage extends ShareWords {
  /** file name under /og/, without the extension: the page's address, "/" as "-" */
  key: string;
  /** the canonical path of the page it is drawn for */
  path: string;
}

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const keyOf = (path: string) => (path === "/" ? "home" : path.slice(1).replaceAll("/", "-"));

export const shareImages: readonly ShareImage[] = pages.flatMap((page) =>
  page.share ? [{ key: keyOf(page.path), path: page.path, ...page.share }] : [],
);

const home = shareImages.find((image) => image.path === "/")!;

/**
 * The image of a page; a list's later pages share its first page's (/insights/page/2 is
 * the insights'), and pages without one of their own (404, form results) the home's.
 */
export function shareImageFor(path: string): ShareImage {
  const firstPage = path.replace(/\/page\/\d+$/, "");
  return shareImages.find((image) => image.path === firstPage) ?? home;
}

export function shareImageUrl(image: ShareImage): string {
  return `/og/${image.key}.png`;
}

export function shareImageAlt(image: ShareImage): string {
  return `${image.title} (${image.eyebrow}), ${site.name}`;
}
