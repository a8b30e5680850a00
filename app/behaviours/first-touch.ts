// Where an enquiry came from (issue 46, decision 0036): the visit's first touch, kept in this
// tab only (sessionStorage: nothing across visits, no cookie), and the page a form is sent
// from. Read by the behaviour that records it after the paint (attribution.ts) and by the
// forms when they send (components/forms/send-email.ts). With Global Privacy Control or Do Not
// Track on, nothing is kept and a form carries only its page. The server cuts, cleans and, on
// GPC/DNT, drops the rest again: nothing here makes a submission fail.

// The names are the shared ones (common/attribution.ts); its cleaning rules are the server's
// (it cleans whatever arrives), and would double what every page loads for this (0.36 kB).
import { ATTRIBUTION_STORAGE_KEY as ATTRIBUTION_KEY, UTM_FIELDS } from "#common/attribution.ts";

export { ATTRIBUTION_KEY };

/** The visitor asked not to be tracked: Global Privacy Control or Do Not Track. */
export const optedOut = () =>
  (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true ||
  navigator.doNotTrack === "1";

/** This page's path and query (never its fragment, never another origin's). */
const here = () => location.pathname + location.search;

/**
 * The visit's first touch: what is kept for this tab or, when nothing is, this page's (landing
 * page, the referring site's host unless it is ours, the address's UTM), kept now. Empty when
 * the visitor opted out or storage is refused (a browser's setting). Only this module writes
 * the key; the server checks what arrives either way.
 */
export function firstTouch(): Record<string, string> {
  if (optedOut()) return {};
  try {
    const kept = sessionStorage.getItem(ATTRIBUTION_KEY);
    if (kept) return JSON.parse(kept) as Record<string, string>;
    const touch: Record<string, string> = { landing_page: here() };
    // the host only, never the address (document.referrer is "" or an absolute URL)
    const host = document.referrer && new URL(document.referrer).host;
    if (host && host !== location.host) touch.referrer_host = host;
    const query = new URLSearchParams(location.search);
    for (const name of UTM_FIELDS) {
      const value = query.get(name);
      if (value) touch[name] = value;
    }
    sessionStorage.setItem(ATTRIBUTION_KEY, JSON.stringify(touch));
    return touch;
  } catch {
    return {};
  }
}

/** What a form sends beside its own fields: the page it is sent from, then the first touch. */
export const attribution = (): [string, string][] => [
  ["page", here()],
  ...Object.entries(firstTouch()),
];
