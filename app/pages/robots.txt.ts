// /robots.txt: everything may be crawled; the sitemap is named by its absolute URL (SITE_URL).
import type { APIRoute } from "astro";

export const GET: APIRoute = ({ site }) => {
  if (!site) throw new Error("astro.config.ts must set `site` (from SITE_URL)");
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
};
