import { paths } from "#app/content/paths.ts";

// Each behaviour is tested once, at the width where it differs (docs/testing.md, "Which
// viewport"). Tests that only make sense at one width carry a tag, and the projects in
// playwright.config.ts leave them out, instead of starting and skipping them: a run then shows
// no skipped test, so a skip that appears is news.

/** the desktop navigation bar and its Solutions dropdown (1280 px) */
export const DESKTOP_ONLY = "@desktop-only";
/** the hamburger panel and the phone-width carousels (390 px) */
export const MOBILE_ONLY = "@mobile-only";
/** touch input: only the mobile project emulates a touch screen */
export const TOUCH_ONLY = "@touch-only";
/**
 * The same at any width (what is sent, what a screen reader hears, timers, the browser's own
 * checks), or a page whose layout another test of its kind covers at 390 px: run once, in the
 * desktop project.
 */
export const ANY_WIDTH = "@any-width";

/**
 * Spec files in which every test is the same at any width (as ANY_WIDTH): the mobile project
 * leaves the whole file out.
 */
export const ANY_WIDTH_FILES = [
  // what an enquiry carries of where it came from (issue 46)
  "attribution.spec.ts",
  "a11y-contact-tabs.spec.ts",
  // it checks 320 px and the project's width itself
  "a11y-layout.spec.ts",
  // the forms' journeys; their layout at 390 px is first-action's and send-press's
  "application-form.spec.ts",
  "contact-form.spec.ts",
  "field-constraints.spec.ts",
  "forced-colors.spec.ts",
  "form-announcements.spec.ts",
  "form-messages.spec.ts",
  "insights.spec.ts",
  "mail-delivery.spec.ts",
  "privacy.spec.ts",
  // the security-review pack's request (issue 42): what is sent; its 390 px layout is screenshots'
  "security-pack.spec.ts",
  "spam-check.spec.ts",
  "trust.spec.ts",
];

/**
 * One page of each kind, for the checks of every route that run again at 390 px: every page
 * whose parent path has no other page under it, and the first of those that share a parent
 * (the case studies, the accelerators, the posts, the topics: one template, other words).
 */
export function oneOfEachKind(paths: readonly string[]): Set<string> {
  // a page at the top (/about) is a kind of its own
  const parent = (path: string) => path.replace(/\/[^/]+$/, "");
  const seen = new Set<string>();
  const kept = new Set<string>();
  for (const path of paths) {
    const siblings = paths.filter((other) => parent(other) === parent(path));
    const kind = parent(path) && siblings.length > 1 ? `${parent(path)}/*` : path;
    if (seen.has(kind)) continue;
    seen.add(kind);
    kept.add(path);
  }
  return kept;
}

/**
 * The tag of a test run for many pages: at both widths for the pages in `atBothWidths` (one
 * page of each kind, or the width-dependent ones), at 1280 px only for the others.
 */
export function widthTag(path: string, atBothWidths: Set<string>): string[] {
  return atBothWidths.has(path) ? [] : [ANY_WIDTH];
}

/**
 * The pages whose controls or structure change at 390 px beyond the phone's header and footer:
 * the carousels (the home page, a case study), the healthcare panels, the forms (the contact
 * page, a job), and /about for the menu button and the stacked footer on a plain page. The
 * whole-page checks of one page of each kind (axe, the focus walk) run at 390 px on these; the
 * other kinds are the same sections side by side, checked at 1280 px.
 */
export function widthDependentPages(pagePaths: readonly string[]): Set<string> {
  const first = (parent: string) => pagePaths.find((path) => path.startsWith(`${parent}/`));
  return new Set(
    [
      paths.home,
      paths.about,
      paths.healthcare,
      paths.contact,
      first(paths.caseStudies),
      first(paths.careers),
    ].filter((path): path is string => path !== undefined && pagePaths.includes(path)),
  );
}
