// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { GOAL, start, trackingRefused } from "./analytics.ts";

// The browser spec (tests/e2e/analytics.spec.ts) sends Plausible's and Umami's requests; here
// each provider's script tag and goal call, and the privacy signals, without a network.

const url = "https://stats.example.org";
const scriptOf = () => document.head.querySelector<HTMLScriptElement>("script")!;
/** Resolves the script's load, as the browser does when the provider's file has run. */
const load = () => scriptOf().dispatchEvent(new Event("load"));
const settle = () => new Promise((resolve) => setTimeout(resolve));

afterEach(() => document.head.replaceChildren());

describe("the owner's analytics behaviour", () => {
  it("refuses to track with Global Privacy Control or Do Not Track", () => {
    const nav = (value: object) => value as Navigator;
    expect(trackingRefused(nav({ globalPrivacyControl: true }))).toBe(true);
    expect(trackingRefused(nav({ doNotTrack: "1" }))).toBe(true);
    expect(trackingRefused(nav({ doNotTrack: "0", globalPrivacyControl: false }))).toBe(false);
    expect(trackingRefused(nav({ doNotTrack: null }))).toBe(false);
  });

  it("Plausible: its script with data-domain; a goal before it is in waits in its queue", () => {
    const w: Parameters<typeof start>[1] = {};
    const record = start({ provider: "plausible", url, site: "www.nuvora.example" }, w);
    expect(scriptOf().src).toBe(`${url}/js/script.js`);
    expect(scriptOf().dataset.domain).toBe("www.nuvora.example");
    record("quote");
    expect(w.plausible?.q).toEqual([[GOAL, { props: { kind: "quote" } }]]);
  });

  it("Umami: its script with the website id, requests to the same address; umami.track", async () => {
    const track = vi.fn();
    const w: Parameters<typeof start>[1] = {};
    const record = start({ provider: "umami", url, site: "4f1d" }, w);
    expect(scriptOf().src).toBe(`${url}/script.js`);
    expect(scriptOf().dataset).toMatchObject({ websiteId: "4f1d", hostUrl: url });
    record("application");
    w.umami = { track };
    load();
    await settle();
    expect(track).toHaveBeenCalledWith(GOAL, { kind: "application" });
  });

  it("GoatCounter: count.js counting to /count; the goal an event", async () => {
    const count = vi.fn();
    const w: Parameters<typeof start>[1] = {};
    const record = start({ provider: "goatcounter", url, site: undefined }, w);
    expect(scriptOf().src).toBe(`${url}/count.js`);
    expect(scriptOf().dataset.goatcounter).toBe(`${url}/count`);
    w.goatcounter = { count };
    load();
    record("document-request");
    await settle();
    expect(count).toHaveBeenCalledWith({
      path: "enquiry-sent-document-request",
      title: GOAL,
      event: true,
    });
  });

  it("Matomo: the tracker's address, site id and page view queued; the goal a trackEvent", () => {
    const w: Parameters<typeof start>[1] = {};
    const record = start({ provider: "matomo", url: `${url}/matomo`, site: "3" }, w);
    expect(scriptOf().src).toBe(`${url}/matomo/matomo.js`);
    expect(w._paq).toEqual([
      ["disableCookies"],
      ["setTrackerUrl", `${url}/matomo/matomo.php`],
      ["setSiteId", "3"],
      ["trackPageView"],
    ]);
    // matomo.js, when it comes, replaces the queue by its tracker
    const push = vi.fn();
    w._paq = Object.assign([], { push }) as unknown as typeof w._paq;
    record("general");
    expect(push).toHaveBeenCalledWith(["trackEvent", "Enquiry", GOAL, "general"]);
  });
});
