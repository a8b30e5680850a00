import { analyticsNotice, NO_ANALYTICS_NOTICE } from "#common/analytics-notice.ts";
import { escapeHtml } from "#common/html.ts";
import type { AnalyticsSettings } from "./config-analytics.ts";

// The owner's analytics is a setting of the running server, not of the build (decision 0037):
// the build always holds the analytics behaviour (`/assets/analytics.<hash>.js`, made by
// integrations/behaviours-after-paint.ts) and no page names it. With ANALYTICS_PROVIDER set,
// the server marks each page once at start: the provider and its address on <html>, and the
// behaviour at the end of the page's behaviour loader's list, so it is imported after the
// paint in a task of its own, like every behaviour (decisions 0013, 0031). The page's CSP is
// computed from the marked page (its loader's hash changes with the list). Off, nothing is
// touched: every page is served as built.

/** The behaviour loader's list of modules: `…})(["/assets/a.js","/assets/b.js"])</script>`. */
const LOADER_LIST = /(<script>\(\(s,l=addEventListener\)=>\{[^<]*\}\)\()(\[[^\]]*\])(\)<\/script>)/;

/** The analytics behaviour's file among the build's files, if the build made one. */
export function analyticsModule(files: Iterable<string>): string | undefined {
  for (const path of files) if (/^\/assets\/analytics\.[\w-]+\.js$/.test(path)) return path;
  return undefined;
}

/**
 * The page marked for `analytics`, loading `module` after its other behaviours; a page
 * without a behaviour loader is left as it is (it runs no script, so it counts nothing).
 */
export function markPage(html: string, analytics: AnalyticsSettings, module: string): string {
  const loader = LOADER_LIST.exec(html);
  if (!loader) return html;
  const list = JSON.parse(loader[2]!) as string[];
  const marked = html.replace(
    LOADER_LIST,
    (_all, start: string, _list, end: string) =>
      `${start}${JSON.stringify([...list, module])}${end}`,
  );
  const attributes = [
    ["data-analytics", analytics.provider],
    ["data-analytics-url", analytics.url],
    ...(analytics.siteId === undefined ? [] : [["data-analytics-site", analytics.siteId]]),
  ]
    .map(([name, value]) => ` ${name}="${escapeHtml(value!)}"`)
    .join("");
  // the privacy notice says which provider counts (common/analytics-notice.ts)
  const notice = escapeHtml(analyticsNotice(analytics.provider, new URL(analytics.url).host));
  return marked
    .replace(/<html\b/, (tag) => `${tag}${attributes}`)
    .replace(escapeHtml(NO_ANALYTICS_NOTICE), () => notice);
}
