// The only place a URL of the site is spelled. Navigation, footer, cards, the route
// table, prerendering, the server and the tests all read from here. The list of every page,
// with the collections' entries, is routes.ts (build-time only: it reads content files).
import { FORM_RESULT_PATHS, SECURITY_PACK_PATHS, SUBJECT_PARAM } from "#common/endpoints.ts";



export const paths = {
  home: "/",
  services: "/services",
  aiSolutions: "/ai-solutions",
  product: (slug: string) => `/ai-solutions/${slug}` as const,
  verticals: "/verticals",
  healthcare: "/verticals/healthcare",
  caseStudies: "/case-study",
  caseStudy: (slug: string) => `/case-study/${slug}` as const,
  about: "/about",
  insights: "/insights",
  /** page n of the insights (the first is /insights itself) */
  insightsPage: (page: number) => (page === 1 ? "/insights" : (`/insights/page/${page}` as const)),
  insight: (slug: string) => `/insights/${slug}` as const,
  /** page n of a tag's posts */
  insightsTag: (tag: string, page = 1) =>
    page === 1 ? (`/insights/tag/${tag}` as const) : (`/insights/tag/${tag}/page/${page}` as const),
  /** the insights' RSS feed, full text (app/pages/insights/rss.xml.ts) */
  insightsFeed: "/insights/rss.xml",
  /** the home-screen shortcut's name and icons (app/pages/site.webmanifest.ts) */
  webManifest: "/site.webmanifest",
  careers: "/careers",
  job: (slug: string) => `/careers/${slug}` as const,
  contact: "/contact",
  privacy: "/privacy",
  legal: "/legal",
  trust: "/trust",
  accessibility: "/accessibility",
  /** RFC 9116: whom to tell about a vulnerability (app/pages/.well-known/security.txt.ts) */
  securityTxt: "/.well-known/security.txt",
  /**
   * The General Enquiry tab with its subject filled in: the fragment opens the tab (before,
   * with and without scripts), the query names the subject (common/forms/prefill.ts).
   */
  enquiryAbout: (subject: string) =>
    `/contact?${SUBJECT_PARAM}=${encodeURIComponent(subject)}#general` as const,
  /** Where a form posted without scripts ends (see common/endpoints.ts) */
  contactSent: FORM_RESULT_PATHS.contact,
  applicationSent: FORM_RESULT_PATHS.application,
  formProblem: FORM_RESULT_PATHS.problem,
  /** Where the security-review pack's request ends without scripts (issue 42) */
  documentRequestSent: SECURITY_PACK_PATHS.requested,
  /** The prerendered 404 page; the server answers unknown paths with it. */
  notFound: "/404",
  /** Where the page of a gone address is built: /gone/careers/x is served for /careers/x, 410 */
  gone: (path: string) => `/gone${path}` as const,
} as const;

export { anchors } from "./anchors.ts";

/** True when `href` is the current page or, for section roots, an ancestor of it. */
export function isActivePath(href: string, pathname: string): boolean {
  const current = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  if (href === "/") return current === "/";
  return current === href || current.startsWith(`${href}/`);
}
