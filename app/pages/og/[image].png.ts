// The share images (Open Graph), one per page: /og/<key>.png, drawn at build time.
import type { APIRoute, GetStaticPaths } from "astro";
import { site } from "#app/content/site.ts";
import { shareImages, type ShareImage } from "#app/lib/share-images.ts";
import { shareImage } from "../../../integrations/share-image.tsx";

export const getStaticPaths = (() =>
  shareImages.map((image) => ({
    params: { image: image.key },
    props: { image },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { eyebrow, title, subtitle, footer } = (props as { image: ShareImage }).image;
  const png = await shareImage({
    eyebrow,
    title,
    subtitle,
    brand: site.name,
    footer: footer ?? site.tagline,
  });
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
};
