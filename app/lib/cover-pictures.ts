// The pictures content entries bring instead of a hand-drawn illustration (a case study's
// `cover`), made at build time by astro:assets into AVIF and WebP files at a few widths, with
// the original's width and height so the page keeps its place while they load. Astro-only:
// it reads the collection through astro:content, where the schema's image() has turned each
// path into an asset.
import { getImage } from "astro:assets";
import { getCollection } from "astro:content";
import type { CoverPicture } from "#app/components/art/cover-picture.tsx";

/** Wide enough for the page header on a 2x screen; small enough for a phone's card. */
const WIDTHS: readonly number[] = [480, 800, 1200];
const FORMATS = ["avif", "webp"] as const;
/** The card and header are a full column on phones, half on tablets, ~600 px on desktops. */
const SIZES = "(min-width: 1024px) 600px, (min-width: 768px) 50vw, 100vw";

type Asset = Parameters<typeof getImage>[0]["src"] & { width: number; height: number };

async function picture(image: Asset, alt: string): Promise<CoverPicture> {
  // never upscale: a small picture is served at its own width
  const widths = WIDTHS.filter((width) => width < image.width);
  widths.push(Math.min(image.width, WIDTHS.at(-1)!));
  const sources = await Promise.all(
    FORMATS.map(async (format) => {
      // the fallback is the widest of the set, not one more file
      const result = await getImage({ src: image, width: widths.at(-1), widths, format });
      return { type: `image/${format}`, srcSet: result.srcSet.attribute, src: result.src };
    }),
  );
  return {
    sources: sources.map(({ type, srcSet }) => ({ type, srcSet })),
    src: sources.at(-1)!.src,
    width: image.width,
    height: image.height,
    alt,
    sizes: SIZES,
  };
}

/** Each entry's cover, by slug; entries drawn with an illustration have none. */
export async function coverPictures(
  collection: "caseStudies" | "products" | "posts",
): Promise<ReadonlyMap<string, CoverPicture>> {
  const covers = new Map<string, CoverPicture>();
  for (const entry of await getCollection(collection)) {
    const cover = entry.data.cover;
    if (cover) covers.set(entry.id, await picture(cover.image as Asset, cover.alt));
  }
  return covers;
}
