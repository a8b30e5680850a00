// The web manifest: the name and icons of a home-screen shortcut.
import type { APIRoute } from "astro";
import { site } from "#app/content/site.ts";

export const GET: APIRoute = () =>
  new Response(
    JSON.stringify({
      name: site.name,
      short_name: site.name,
      description: site.description,
      start_url: "/",
      display: "browser",
      background_color: "#ffffff",
      theme_color: "#0b1b33",
      icons: [
        { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
        { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      ],
    }),
    { headers: { "Content-Type": "application/manifest+json" } },
  );
