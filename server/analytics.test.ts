import { describe, expect, it } from "vitest";
import { NO_ANALYTICS_NOTICE } from "#common/analytics-notice.ts";
import { behaviourSources, loaderScript } from "../integrations/behaviours-after-paint.ts";
import { analyticsModule, markPage } from "./analytics.ts";
import type { AnalyticsSettings } from "./config-analytics.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "./csp.ts";

// The server marks the built pages at start when analytics is on (decision 0037): the
// provider on <html>, the behaviour last in the page's loader, the provider's origin in the
// CSP's script-src, connect-src and img-src and nowhere else.

const plausible: AnalyticsSettings = {
  provider: "plausible",
  url: "https://stats.example.org/p",
  origin: "https://stats.example.org",
  siteId: "www.nuvora.example",
};
const module = "/assets/analytics.Ab-9_x.js";
const page = (loader: string) =>
  `<!doctype html><html lang="en"><head></head><body><main></main>${loader}</body></html>`;

describe("marking the pages for the owner's analytics", () => {
  it("finds the build's analytics behaviour", () => {
    expect(analyticsModule(["/assets/page-layout.x1.js", module, "/favicon.svg"])).toBe(module);
    expect(analyticsModule(["/assets/page-layout.x1.js"])).toBeUndefined();
  });

  it("adds the behaviour after the page's own, and the provider on <html>", () => {
    for (const forms of [false, true]) {
      const html = page(loaderScript(["/assets/page-layout.x1.js"], { forms }));
      const marked = markPage(html, plausible, module);
      expect(behaviourSources(marked)).toEqual(["/assets/page-layout.x1.js", module]);
      expect(marked).toContain(
        '<html data-analytics="plausible" data-analytics-url="https://stats.example.org/p" data-analytics-site="www.nuvora.example" lang="en">',
      );
      // nothing else of the page changes
      expect(marked.replace(/ data-analytics[\w-]*="[^"]*"/g, "").replace(`,"${module}"`, "")).toBe(
        html,
      );
    }
  });

  it("says in the privacy notice which provider counts, instead of 'no analytics'", () => {
    const html = page(loaderScript(["/assets/a.js"])).replace(
      "<main></main>",
      `<main><p>${NO_ANALYTICS_NOTICE}</p></main>`,
    );
    const marked = markPage(html, plausible, module);
    expect(marked).not.toContain(NO_ANALYTICS_NOTICE);
    expect(marked).toContain(
      "It counts visits with Plausible (stats.example.org), without cookies",
    );
  });

  it("leaves a page without a behaviour loader as it is", () => {
    const html = page("");
    expect(markPage(html, plausible, module)).toBe(html);
  });

  it("writes GoatCounter's marks without a site id", () => {
    const goatcounter = { ...plausible, provider: "goatcounter", siteId: undefined } as const;
    const marked = markPage(page(loaderScript(["/assets/a.js"])), goatcounter, module);
    expect(marked).toContain('<html data-analytics="goatcounter" data-analytics-url=');
    expect(marked).not.toContain("data-analytics-site");
  });
});

describe("the CSP with analytics", () => {
  const directives = (policy: string): Record<string, string[]> =>
    Object.fromEntries(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));
  const html = page(loaderScript(["/assets/a.js"]));

  it("off: exactly today's policy", () => {
    const off = contentSecurityPolicy(html, { schedulerOrigin: "https://cal.example.org" });
    expect(directives(off)["connect-src"]).toEqual(["'self'"]);
    expect(directives(off)["img-src"]).toEqual(["'self'", "data:"]);
    expect(off).not.toContain("stats.example.org");
  });

  it("on: the provider's origin in script-src, connect-src and img-src, and nowhere else", () => {
    const marked = markPage(html, plausible, module);
    const on = directives(
      contentSecurityPolicy(marked, {
        schedulerOrigin: "https://cal.example.org",
        analyticsOrigin: plausible.origin,
      }),
    );
    expect(on["script-src"]).toEqual(["'self'", ...inlineScriptHashes(marked), plausible.origin]);
    expect(on["connect-src"]).toEqual(["'self'", plausible.origin]);
    expect(on["img-src"]).toEqual(["'self'", "data:", plausible.origin]);
    const elsewhere = Object.entries(on).filter(
      ([name, values]) =>
        !["script-src", "connect-src", "img-src"].includes(name!) &&
        values!.some((value) => value.includes("stats.example.org")),
    );
    expect(elsewhere).toEqual([]);
    // the marked loader's own hash, not the built one's
    expect(inlineScriptHashes(marked)).not.toEqual(inlineScriptHashes(html));
  });
});
