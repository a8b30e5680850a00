/**
 * The public origin of the site, read at build time from `SITE_URL` (see docs/configuration.md,
 * "Build-time settings"): every absolute URL the build writes (canonical links, Open Graph,
 * JSON-LD, the sitemap, robots.txt) starts with it. Only an origin is accepted: a scheme, a
 * host and an optional port, no path, query or fragment.
 */
export const DEFAULT_SITE_URL = "http://localhost:3000";

export function siteUrl(value: string | undefined = process.env.SITE_URL): string {
  const raw = value === undefined || value.trim() === "" ? DEFAULT_SITE_URL : value.trim();
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(
      `SITE_URL must be an absolute http(s) URL such as https://www.example.com, got "${raw}"`,
    );
  }
  const bare = url.pathname.replace(/\/+$/, "") === "" && url.search === "" && url.hash === "";
  if (!/^https?:$/.test(url.protocol) || !bare || url.username !== "" || url.password !== "") {
    throw new Error(
      `SITE_URL must be the site's origin only (http or https, no path, query or credentials), such as https://www.example.com, got "${raw}"`,
    );
  }
  return url.origin;
}
