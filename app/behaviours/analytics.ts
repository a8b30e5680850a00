// The owner's analytics (decision 0037). No page names this file: the server adds it to a
// page's behaviour loader when ANALYTICS_PROVIDER is set, and marks <html> with the provider,
// its address and the site's id there. It runs after the paint, in a task of its own, like
// every behaviour (decisions 0013, 0031), and does little: it adds the provider's own script
// (which the browser fetches and runs in tasks of their own) and, when a form is sent,
// records the goal "Enquiry sent" with the form's kind in the provider's documented way.
// A visitor who asks not to be tracked (Global Privacy Control, Do Not Track) gets nothing:
// no script is added and nothing is sent.

/** What the forms announce when a submission was accepted (components/forms/use-submission.ts). */
export const ENQUIRY_SENT = "enquiry-sent";
/** The goal's name, as the owner sets it up in the provider's dashboard (docs/configuration.md). */
export const GOAL = "Enquiry sent";

type Queue = unknown[][] & { q?: unknown[] };
interface ProviderGlobals {
  plausible?: ((name: string, options?: object) => void) & { q?: unknown[] };
  umami?: { track(name: string, data?: object): void };
  goatcounter?: { count?(vars: object): void };
  _paq?: Queue;
}

interface Marks {
  provider: string;
  url: string;
  site: string | undefined;
}

/** Whether the visitor asked not to be tracked: Global Privacy Control or Do Not Track. */
export function trackingRefused(nav: Navigator & { globalPrivacyControl?: boolean }): boolean {
  return nav.globalPrivacyControl === true || nav.doNotTrack === "1";
}

function addScript(src: string, data: Record<string, string | undefined>): Promise<void> {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  for (const [name, value] of Object.entries(data)) {
    if (value !== undefined) script.setAttribute(`data-${name}`, value);
  }
  const loaded = new Promise<void>((resolve) => script.addEventListener("load", () => resolve()));
  document.head.append(script);
  return loaded;
}

/**
 * Starts the provider's script the way its documentation's snippet does; returns how a sent
 * enquiry of `kind` is recorded.
 */
export function start({ provider, url, site }: Marks, w: ProviderGlobals): (kind: string) => void {
  if (provider === "plausible") {
    // the snippet's queue: a goal recorded before the script is in is sent when it is
    w.plausible ??= Object.assign((...args: unknown[]) => (w.plausible!.q ??= []).push(args), {});
    void addScript(`${url}/js/script.js`, { domain: site });
    return (kind) => w.plausible?.(GOAL, { props: { kind } });
  }
  if (provider === "umami") {
    // its requests go to the same address as its script (data-host-url)
    const ready = addScript(`${url}/script.js`, { "website-id": site, "host-url": url });
    return (kind) => void ready.then(() => w.umami?.track(GOAL, { kind }));
  }
  if (provider === "goatcounter") {
    const ready = addScript(`${url}/count.js`, { goatcounter: `${url}/count` });
    return (kind) =>
      void ready.then(() =>
        w.goatcounter?.count?.({ path: `enquiry-sent-${kind}`, title: GOAL, event: true }),
      );
  }
  // Matomo: its queue, which matomo.js replaces by its tracker's own `push` when it comes
  // (no cookies: the privacy notice promises none, and Matomo sets them unless told not to)
  (w._paq ??= []).push(
    ["disableCookies"],
    ["setTrackerUrl", `${url}/matomo.php`],
    ["setSiteId", site],
    ["trackPageView"],
  );
  void addScript(`${url}/matomo.js`, {});
  return (kind) => void (w._paq ??= []).push(["trackEvent", "Enquiry", GOAL, kind]);
}

const {
  analytics: provider,
  analyticsUrl: url,
  analyticsSite: site,
} = document.documentElement.dataset;
if (provider && url && !trackingRefused(navigator)) {
  const record = start({ provider, url, site }, window as ProviderGlobals);
  document.addEventListener(ENQUIRY_SENT, (event) => {
    const kind = (event as CustomEvent<{ kind?: unknown }>).detail?.kind;
    record(typeof kind === "string" ? kind : "enquiry");
  });
}
