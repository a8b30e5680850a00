import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

// ANALYTICS_PROVIDER, ANALYTICS_URL, ANALYTICS_SITE_ID (decision 0037): off by default, each
// provider's site id checked in its own form, every problem naming its variable.

describe("the owner's analytics settings", () => {
  it("are off unless a provider is set", () => {
    expect(loadConfig({}).analytics).toBeUndefined();
  });

  it("take each provider's address and site id; the origin is what the CSP allows", () => {
    expect(
      loadConfig({
        ANALYTICS_PROVIDER: "plausible",
        ANALYTICS_URL: "https://plausible.io/",
        ANALYTICS_SITE_ID: "www.nuvora.example",
      }).analytics,
    ).toEqual({
      provider: "plausible",
      url: "https://plausible.io",
      origin: "https://plausible.io",
      siteId: "www.nuvora.example",
    });
    expect(
      loadConfig({
        ANALYTICS_PROVIDER: "matomo",
        ANALYTICS_URL: "https://stats.example.org/matomo/",
        ANALYTICS_SITE_ID: "3",
      }).analytics,
    ).toMatchObject({
      url: "https://stats.example.org/matomo",
      origin: "https://stats.example.org",
    });
    const umami = "4f1d2c3b-aaaa-4bbb-8ccc-0123456789ab";
    expect(
      loadConfig({
        ANALYTICS_PROVIDER: "umami",
        ANALYTICS_URL: "https://cloud.umami.is",
        ANALYTICS_SITE_ID: umami,
      }).analytics,
    ).toMatchObject({ provider: "umami", siteId: umami });
  });

  it("derive GoatCounter's address from its code, and need no site id with an address", () => {
    expect(
      loadConfig({ ANALYTICS_PROVIDER: "goatcounter", ANALYTICS_SITE_ID: "nuvora" }).analytics,
    ).toEqual({
      provider: "goatcounter",
      url: "https://nuvora.goatcounter.com",
      origin: "https://nuvora.goatcounter.com",
      siteId: undefined,
    });
    expect(
      loadConfig({ ANALYTICS_PROVIDER: "goatcounter", ANALYTICS_URL: "https://gc.example.org" })
        .analytics,
    ).toMatchObject({ url: "https://gc.example.org", siteId: undefined });
  });

  it("refuse a bad value at start, naming the variable", () => {
    const problem = (environment: Record<string, string>) => {
      try {
        loadConfig(environment);
      } catch (error) {
        return (error as Error).message;
      }
      return "accepted";
    };
    expect(problem({ ANALYTICS_PROVIDER: "google" })).toMatch(/^Invalid ANALYTICS_PROVIDER: /);
    expect(problem({ ANALYTICS_URL: "https://plausible.io" })).toMatch(
      /^Invalid ANALYTICS_PROVIDER: required when ANALYTICS_URL is set/,
    );
    expect(problem({ ANALYTICS_PROVIDER: "plausible", ANALYTICS_SITE_ID: "nuvora.example" })).toBe(
      'Invalid ANALYTICS_URL: required when ANALYTICS_PROVIDER is plausible: see docs/configuration.md, got ""',
    );
    expect(
      problem({
        ANALYTICS_PROVIDER: "umami",
        ANALYTICS_URL: "ftp://stats.example.org",
        ANALYTICS_SITE_ID: "x",
      }),
    ).toMatch(/Invalid ANALYTICS_URL: expected a https: or http: URL/);
    expect(
      problem({
        ANALYTICS_PROVIDER: "umami",
        ANALYTICS_URL: "https://cloud.umami.is",
        ANALYTICS_SITE_ID: "42",
      }),
    ).toMatch(/^Invalid ANALYTICS_SITE_ID: expected the website id Umami shows/);
    expect(
      problem({ ANALYTICS_PROVIDER: "matomo", ANALYTICS_URL: "https://m.example.org" }),
    ).toMatch(/^Invalid ANALYTICS_SITE_ID: required when ANALYTICS_PROVIDER is matomo/);
    expect(
      problem({
        ANALYTICS_PROVIDER: "matomo",
        ANALYTICS_URL: "https://m.example.org?x=1",
        ANALYTICS_SITE_ID: "1",
      }),
    ).toMatch(/^Invalid ANALYTICS_URL: expected the provider's address, without \? or #/);
    expect(
      problem({
        ANALYTICS_PROVIDER: "plausible",
        ANALYTICS_URL: "http://plausible.example.org",
        ANALYTICS_SITE_ID: "www.nuvora.example",
      }),
    ).toMatch(/^Invalid ANALYTICS_URL: expected an https:\/\/ address/);
    expect(
      problem({
        ANALYTICS_PROVIDER: "plausible",
        ANALYTICS_URL: "http://127.0.0.1:8080",
        ANALYTICS_SITE_ID: "www.nuvora.example",
      }),
    ).toBe("accepted");
    expect(
      problem({
        ANALYTICS_PROVIDER: "plausible",
        ANALYTICS_URL: "https://plausible.io",
        ANALYTICS_SITE_ID: '"><script>',
      }),
    ).toMatch(/^Invalid ANALYTICS_SITE_ID: expected the site's domain/);
    expect(problem({ ANALYTICS_PROVIDER: "goatcounter", ANALYTICS_SITE_ID: "our site" })).toMatch(
      /^Invalid ANALYTICS_SITE_ID: expected the site code/,
    );
  });
});
