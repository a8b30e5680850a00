// Where an enquiry came from (issue 46 item 1, decision 0036): the page it was sent from, the
// visit's first page, the referring site's host and the landing address's UTM tags. One
// normaliser for both sides: the browser records the first touch and posts it with a form, the
// server cleans what it receives (or derives it from `Referer`) with the same rules. No imports
// on purpose: the small script that records the first touch runs on every page and must not
// pull zod or the forms' code in with it (the zod schema is common/schemas/attribution.ts).
// Attribution never makes a submission fail: a value that does not fit is dropped or cut.

/** The wire's field names, as the webhook and the export name them too (CRM style). */
export const UTM_FIELDS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;
export const ATTRIBUTION_FIELDS = ["page", "landing_page", "referrer_host", ...UTM_FIELDS] as const;

export type UtmField = (typeof UTM_FIELDS)[number];
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
/** Every field optional; present means cleaned and not empty. */
export type Attribution = Partial<Record<AttributionField, string>>;

/** The longest value kept of each field (longer ones are cut). */
export const ATTRIBUTION_LIMITS: Readonly<Record<AttributionField, number>> = {
  page: 300,
  landing_page: 300,
  referrer_host: 255,
  utm_source: 200,
  utm_medium: 200,
  utm_campaign: 200,
  utm_term: 200,
  utm_content: 200,
};

/** The sessionStorage key of the visit's first touch (JSON of landing_page, referrer_host, utm_*). */
export const ATTRIBUTION_STORAGE_KEY = "attribution";

/** Query parameters a page keeps only while the visitor allows tracking (GPC/DNT off). */
const TRACKING_PARAMS = /^(utm_.*|gclid|fbclid|msclkid|dclid|gbraid|wbraid)$/i;

// C0 and C1 control characters (and line separators) have no place in a one-line value.
const CONTROL = /[\p{Cc}\u2028\u2029]/gu;
/** Any origin will do: only paths resolved against it are kept, so it never shows. */
const BASE = "https://attribution.invalid";

function text(value: unknown, max: number): string | undefined {
  if (typeof value !== "string") return undefined;
  const cleaned = value.replace(CONTROL, "").trim().slice(0, max).trim();
  return cleaned === "" ? undefined : cleaned;
}

/**
 * A same-origin path (+ query) as the browser would send it: starts with one `/` (not `//`,
 * another site's address), resolved as a URL to its path and query (the fragment dropped).
 */
export function cleanPath(value: unknown): string | undefined {
  const raw = text(value, 2_048);
  if (raw === undefined || !raw.startsWith("/") || /^\/[/\\]/.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  return text(`${url.pathname}${url.search}`, ATTRIBUTION_LIMITS.page);
}

/** A host name only (lower-case, no port, no path): from a bare host or from a full address. */
export function cleanHost(value: unknown): string | undefined {
  const raw = text(value, 2_048);
  if (raw === undefined) return undefined;
  let host: string;
  try {
    host = new URL(raw.includes("://") ? raw : `https://${raw}`).hostname;
  } catch {
    return undefined;
  }
  host = host.toLowerCase().replace(/\.$/, "");
  if (!/^[a-z0-9.-]+$/.test(host) && !/^\[[0-9a-f:.]+\]$/.test(host)) return undefined;
  return host.length <= ATTRIBUTION_LIMITS.referrer_host ? host : undefined;
}

const sameHost = (host: string | undefined, own: readonly string[]) =>
  host !== undefined && own.some((name) => cleanHost(name) === host);

/** The UTM tags of an address's query (the first value of each), cleaned. */
export function utmOf(search: string): Attribution {
  const query = new URLSearchParams(search);
  const tags: Attribution = {};
  for (const field of UTM_FIELDS) {
    const value = text(query.get(field) ?? undefined, ATTRIBUTION_LIMITS[field]);
    if (value !== undefined) tags[field] = value;
  }
  return tags;
}

/**
 * Cleans what a form posted: unknown names ignored, paths kept only when same-origin, the
 * referrer reduced to its host (dropped when it is one of `ownHosts`: our own pages refer no
 * visit), control characters stripped, every value cut to its limit, empty ones left out.
 */
export function cleanAttribution(
  input: Readonly<Record<string, unknown>>,
  ownHosts: readonly string[] = [],
): Attribution {
  const result: Attribution = {};
  const page = cleanPath(input.page);
  if (page !== undefined) result.page = page;
  const landing = cleanPath(input.landing_page);
  if (landing !== undefined) result.landing_page = landing;
  const host = cleanHost(input.referrer_host);
  if (host !== undefined && !sameHost(host, ownHosts)) result.referrer_host = host;
  for (const field of UTM_FIELDS) {
    const value = text(input[field], ATTRIBUTION_LIMITS[field]);
    if (value !== undefined) result[field] = value;
  }
  return result;
}

/**
 * The page a form was sent from, and its UTM tags, from the request's `Referer`: only when it
 * is a page of ours (its host one of `ownHosts`); otherwise nothing.
 */
export function fromReferer(
  referer: string | undefined,
  ownHosts: string | readonly string[],
): Attribution {
  if (!referer) return {};
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return {};
  }
  const own = typeof ownHosts === "string" ? [ownHosts] : ownHosts;
  if (!/^https?:$/.test(url.protocol) || !sameHost(cleanHost(url.hostname), own)) return {};
  const page = cleanPath(`${url.pathname}${url.search}`);
  return { ...(page === undefined ? {} : { page }), ...utmOf(url.search) };
}

/** A path without its tracking parameters (utm_*, click ids): what GPC/DNT leave of a page. */
export function withoutTracking(path: string): string {
  const url = new URL(path, BASE);
  for (const name of [...url.searchParams.keys()]) {
    if (TRACKING_PARAMS.test(name)) url.searchParams.delete(name);
  }
  return `${url.pathname}${url.search}`;
}

/**
 * Global Privacy Control or Do Not Track: only the page the form was sent from, without its
 * tracking parameters. Otherwise the attribution as it is.
 */
export function limitForPrivacy(
  attribution: Attribution,
  signals: { gpc: boolean; dnt: boolean },
): Attribution {
  if (!signals.gpc && !signals.dnt) return attribution;
  return attribution.page === undefined ? {} : { page: withoutTracking(attribution.page) };
}

/**
 * What the server keeps of a post: the body's fields cleaned; where the body has no `page`, the
 * `Referer`'s (a page of ours); where it has no UTM tags, those of the landing page, or without
 * one those of the page sent from (a form posted without scripts); then the privacy limit.
 */
export function attributionOf(
  body: Readonly<Record<string, unknown>>,
  request: {
    referer?: string | undefined;
    ownHosts: readonly string[];
    gpc: boolean;
    dnt: boolean;
  },
): Attribution {
  const posted = cleanAttribution(body, request.ownHosts);
  const referred = fromReferer(request.referer, request.ownHosts);
  const result: Attribution = { ...posted };
  // Without scripts the form's markup names its page without the query it was opened with;
  // the Referer of the same page has it (and its UTM tags).
  if (referred.page !== undefined && samePageWithoutQuery(result.page, referred.page)) {
    result.page = referred.page;
  }
  if (!UTM_FIELDS.some((field) => result[field] !== undefined)) {
    const source = result.landing_page ?? result.page;
    Object.assign(result, source === undefined ? {} : utmOf(new URL(source, BASE).search));
  }
  return limitForPrivacy(result, request);
}

function samePageWithoutQuery(posted: string | undefined, referred: string): boolean {
  return posted === undefined || (!posted.includes("?") && referred.split("?")[0] === posted);
}

/**
 * The visit's first touch, for the browser to keep in sessionStorage: the landing address's
 * path and UTM tags, and the referring site's host (none when it is our own).
 */
export function firstTouch(
  location: { pathname: string; search: string; host: string },
  referrer: string,
): Attribution {
  const result: Attribution = {};
  const landing = cleanPath(`${location.pathname}${location.search}`);
  if (landing !== undefined) result.landing_page = landing;
  const host = referrer ? cleanHost(referrer) : undefined;
  if (host !== undefined && !sameHost(host, [location.host])) result.referrer_host = host;
  return { ...result, ...utmOf(location.search) };
}

/** Whether a request carries Global Privacy Control or Do Not Track (headers `Sec-GPC`, `DNT`). */
export function privacySignals(headers: Readonly<Record<string, string | string[] | undefined>>) {
  const on = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value)?.trim() === "1";
  return { gpc: on(headers["sec-gpc"]), dnt: on(headers.dnt) };
}

/** Nothing recorded. */
export const isEmptyAttribution = (attribution: Attribution | null | undefined) =>
  !attribution || Object.keys(attribution).length === 0;
