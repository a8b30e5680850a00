// Root-relative and page-relative addresses in a piece of HTML made absolute on the site's
// origin: the feed's items are read away from the site, where "/case-study/ubiqvue" and
// "#fn-1" mean nothing.

/** `html`'s href and src attributes (and srcset's first URLs) absolute on `origin`. */
export function absoluteLinks(html: string, origin: string, page = "/"): string {
  const absolute = (url: string) =>
    /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : new URL(url, `${origin}${page}`).href;
  return html
    .replace(
      /\b(href|src)="([^"]*)"/g,
      (_, name: string, url: string) => `${name}="${absolute(url)}"`,
    )
    .replace(/\bsrcset="([^"]*)"/g, (_, list: string) => {
      const sources = list.split(",").map((source) => {
        const [url = "", ...rest] = source.trim().split(/\s+/);
        return [absolute(url), ...rest].join(" ");
      });
      return `srcset="${sources.join(", ")}"`;
    });
}
