// The About page's pictures, made at build time by astro:assets: each person's photo and each
// client's logo, resized to twice the size the page shows them, as WebP (an SVG as it is). Astro-only: it reads
// the collections through astro:content, where the schemas' image() made each path an asset.
import { getImage } from "astro:assets";
import { getCollection } from "astro:content";
import type { Picture } from "#app/lib/picture.ts";

type Asset = Parameters<typeof getImage>[0]["src"];
/** An entry as astro:content gives it, as far as this module reads it. */
type Entry<K extends string> = { id: string; data: { [key in K]?: Asset | undefined } };

async function made(
  entries: readonly { id: string; image: Asset | undefined }[],
  size: { width?: number; height?: number },
): Promise<ReadonlyMap<string, Picture>> {
  const pictures = new Map<string, Picture>();
  for (const { id, image } of entries) {
    if (!image) continue;
    // an SVG (a client's logo, as the editor takes it) goes through as it is: Astro cannot
    // raster it, and a drawing needs no resizing
    // (Astro gives an SVG as a component function carrying its format, a raster as an object)
    const svg = (image as { format?: string }).format === "svg";
    const result = await getImage({ src: image, ...size, format: svg ? "svg" : "webp" });
    pictures.set(id, {
      src: result.src,
      width: Number(result.attributes.width),
      height: Number(result.attributes.height),
    });
  }
  return pictures;
}

/** The people's photos (shown 96 px square) and the clients' logos (40 px high), by slug. */
export async function aboutPictures() {
  const team: readonly Entry<"photo">[] = await getCollection("team");
  const clients: readonly Entry<"logo">[] = await getCollection("clients");
  return {
    photos: await made(
      team.map((entry) => ({ id: entry.id, image: entry.data.photo })),
      { width: 192, height: 192 },
    ),
    logos: await made(
      clients.map((entry) => ({ id: entry.id, image: entry.data.logo })),
      { height: 80 },
    ),
  };
}
