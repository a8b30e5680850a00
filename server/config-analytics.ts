import { z } from "zod";
import { env, variableOf } from "./config-env.ts";
import { isLoopback, url } from "./config-fields.ts";

// The owner's analytics, connected by settings (issue 46 item 2, decision 0037): off unless
// ANALYTICS_PROVIDER is set. The server marks the pages at start (server/analytics.ts) and the
// page's behaviour loader loads the provider's own script after the paint. An entry of
// config.ts's schema.

export const ANALYTICS_PROVIDERS = ["plausible", "umami", "goatcounter", "matomo"] as const;
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number];

/** What ANALYTICS_SITE_ID holds for each provider, and the message when it is not that. */
const SITE_IDS: Record<AnalyticsProvider, { rule: RegExp; expected: string } | undefined> = {
  // the domain as added in Plausible (several, comma-separated, roll up into more sites)
  plausible: {
    rule: /^[a-z0-9.-]+\.[a-z0-9-]+(,[a-z0-9.-]+\.[a-z0-9-]+)*$/i,
    expected: "the site's domain as added in Plausible, such as www.example.com",
  },
  umami: {
    rule: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    expected: "the website id Umami shows (a UUID such as 4f1d…-…)",
  },
  // GoatCounter's site code is the first label of its address: ANALYTICS_URL says it
  goatcounter: {
    rule: /^[a-z0-9-]+$/i,
    expected: "the site code (the first part of CODE.goatcounter.com), or nothing",
  },
  matomo: { rule: /^[1-9]\d{0,9}$/, expected: "Matomo's site id, a whole number such as 1" },
};

const fields = {
  provider: env("ANALYTICS_PROVIDER", z.enum(ANALYTICS_PROVIDERS).optional()),
  /** the provider's address: where its script is served and its requests go */
  url: env("ANALYTICS_URL", url(["https:", "http:"]).optional()),
  siteId: env("ANALYTICS_SITE_ID", z.string().optional()),
};

export interface AnalyticsSettings {
  provider: AnalyticsProvider;
  /** the provider's address without a trailing slash (a self-hosted Matomo may be under a path) */
  url: string;
  /** the origin the page's CSP allows for its script, requests and pixels */
  origin: string;
  /** Plausible's domain, Umami's website id, Matomo's site id; GoatCounter: none */
  siteId: string | undefined;
}

/** The analytics settings, or undefined when ANALYTICS_PROVIDER is unset (off). */
export const analyticsSettings = z
  .object(fields)
  .transform((v, context): AnalyticsSettings | undefined => {
    const name = (key: keyof typeof fields) => variableOf(fields[key]);
    const problem = (key: keyof typeof fields, message: string) =>
      context.addIssue({ code: "custom", path: [key], message });
    if (v.provider === undefined) {
      for (const key of ["url", "siteId"] as const) {
        if (v[key] !== undefined) {
          problem(
            "provider",
            `required when ${name(key)} is set (one of ${ANALYTICS_PROVIDERS.join(", ")})`,
          );
        }
      }
      return undefined;
    }
    const { provider } = v;
    const id = SITE_IDS[provider];
    const idOk = v.siteId === undefined || !id || id.rule.test(v.siteId);
    if (!idOk) problem("siteId", `expected ${id?.expected}`);
    // GoatCounter's address follows from its code; every other provider needs its address
    const address =
      v.url ??
      (provider === "goatcounter" && v.siteId && idOk
        ? `https://${v.siteId}.goatcounter.com`
        : undefined);
    if (address === undefined) {
      problem("url", `required when ${name("provider")} is ${provider}: see docs/configuration.md`);
    } else if (new URL(address).search || new URL(address).hash) {
      problem("url", "expected the provider's address, without ? or #");
    } else if (new URL(address).protocol === "http:" && !isLoopback(new URL(address).hostname)) {
      // an https page may not load an http script (mixed content), and the visits travel in it
      problem("url", "expected an https:// address (http:// only on this machine's loopback)");
    }
    if (v.siteId === undefined && provider !== "goatcounter") {
      problem(
        "siteId",
        `required when ${name("provider")} is ${provider}: expected ${id?.expected}`,
      );
    }
    if (address === undefined || !idOk || (v.siteId === undefined && provider !== "goatcounter")) {
      return undefined;
    }
    const parsed = new URL(address);
    return {
      provider,
      url: parsed.href.replace(/\/+$/, ""),
      origin: parsed.origin,
      siteId: provider === "goatcounter" ? undefined : v.siteId,
    };
  });
