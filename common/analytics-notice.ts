// What the privacy notice says about visitor counting. The page is built with the "none"
// sentence; ANALYTICS_PROVIDER is a setting of the running server (decision 0037), so the
// server swaps that sentence for the provider's when it marks the pages at start
// (server/analytics.ts): the notice never says "no analytics" while a provider counts.

export const NO_ANALYTICS_NOTICE =
  "This website sets no cookies, runs no analytics and loads nothing from other websites while you read it. Fonts and icons are served by us.";

const NAMES: Record<string, string> = {
  plausible: "Plausible",
  umami: "Umami",
  goatcounter: "GoatCounter",
  matomo: "Matomo",
};

/** The sentence that replaces NO_ANALYTICS_NOTICE while `provider` counts visits at `host`. */
export function analyticsNotice(provider: string, host: string): string {
  const name = NAMES[provider] ?? provider;
  return `This website sets no cookies. It counts visits with ${name} (${host}), without cookies: the pages viewed, the site that led you here, and that an enquiry was sent with which form; not your name, address or what you wrote. Nothing is counted when your browser sends Global Privacy Control or Do Not Track. Apart from that and the scheduler below, nothing is loaded from other websites; fonts and icons are served by us.`;
}
