// Tests that only make sense at one viewport carry a tag, and the projects in
// playwright.config.ts leave them out, instead of starting and skipping them: a run then shows
// no skipped test, so a skip that appears is news.

/** the desktop navigation bar and its Solutions dropdown (1280 px) */
export const DESKTOP_ONLY = "@desktop-only";
/** the hamburger panel and the phone-width carousels (390 px) */
export const MOBILE_ONLY = "@mobile-only";
/** touch input: only the mobile project emulates a touch screen */
export const TOUCH_ONLY = "@touch-only";
