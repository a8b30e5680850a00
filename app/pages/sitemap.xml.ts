// /sitemap.xml: exactly the listed pages of the page model (app/content/page-model.ts) and
// security.txt, absolute on SITE_URL, each with the day its content last changed. Pages marked
// noindex (404, the forms' result pages, gone roles) are unlisted in the model.
import type { APIRoute } from "astro";
import { lastModified } from "#app/content/page-dates.ts";
import { sitemapPaths } from "#app/content/routes.ts";

export const GET: APIRoute = ({ site }) => {
  if (!site) throw new Error("astro.config.ts must set `site` (from SITE_URL)");
  const urls = sitemapPaths
    .map(
      (path) =>
        `<url><loc>${site.origin}${path}</loc><lastmod>${lastModified(path)}</lastmod></url>`,
    )
    .join("\n");
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    { headers: { "Content-Type": "application/xml" } },
  );
};
