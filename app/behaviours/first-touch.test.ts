// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ATTRIBUTION_KEY, attribution, firstTouch } from "./first-touch.ts";

const LANDING =
  "/ai-solutions/precision-pa?utm_source=linkedin&utm_medium=social&utm_campaign=launch";

/** A page load: this address, arrived at from `referrer`, with the visitor's privacy choices. */
function visit(address: string, referrer = "", privacy: { gpc?: boolean; dnt?: string } = {}) {
  window.history.replaceState(null, "", address);
  vi.spyOn(document, "referrer", "get").mockReturnValue(referrer);
  // jsdom has neither: each is the visitor's choice, defined on the navigator
  Object.defineProperty(navigator, "globalPrivacyControl", {
    value: privacy.gpc,
    configurable: true,
  });
  Object.defineProperty(navigator, "doNotTrack", {
    value: privacy.dnt ?? null,
    configurable: true,
  });
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe("the visit's first touch", () => {
  it("keeps the landing page, the referring host (never its path) and the address's UTM", () => {
    visit(
      `${LANDING}&utm_term=pa&utm_content=post-1&other=x#top`,
      "https://www.linkedin.com/feed/some/post?x=1",
    );
    const touch = {
      landing_page: `${LANDING}&utm_term=pa&utm_content=post-1&other=x`,
      referrer_host: "www.linkedin.com",
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "launch",
      utm_term: "pa",
      utm_content: "post-1",
    };
    expect(firstTouch()).toEqual(touch);
    expect(JSON.parse(sessionStorage.getItem(ATTRIBUTION_KEY)!)).toEqual(touch);
  });

  it("is the first page's: later pages of the visit send it with their own page", () => {
    visit(LANDING, "https://www.linkedin.com/feed/some/post?x=1");
    firstTouch();
    visit("/about", `${location.origin}${LANDING}`);
    firstTouch();
    visit("/contact?subject=Pilot", `${location.origin}/about`);
    expect(attribution()).toEqual([
      ["page", "/contact?subject=Pilot"],
      ["landing_page", LANDING],
      ["referrer_host", "www.linkedin.com"],
      ["utm_source", "linkedin"],
      ["utm_medium", "social"],
      ["utm_campaign", "launch"],
    ]);
  });

  it("names no referrer when the visit starts from our own site or from none", () => {
    visit("/about", `${location.origin}/`);
    expect(firstTouch()).toEqual({ landing_page: "/about" });
    sessionStorage.clear();
    visit("/about");
    expect(firstTouch()).toEqual({ landing_page: "/about" });
  });

  for (const [name, privacy] of [
    ["Global Privacy Control", { gpc: true }],
    ["Do Not Track", { dnt: "1" }],
  ] as const) {
    it(`with ${name} keeps nothing and a form sends only its page`, () => {
      visit(LANDING, "https://www.linkedin.com/feed/", privacy);
      expect(firstTouch()).toEqual({});
      expect(sessionStorage.length).toBe(0);
      expect(attribution()).toEqual([["page", LANDING]]);
    });
  }

  it("without storage (a browser's setting) a form still sends its page", () => {
    visit(LANDING, "https://www.linkedin.com/");
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(attribution()).toEqual([["page", LANDING]]);
  });
});

describe("the behaviour (attribution.ts)", () => {
  it("records the first touch and adds it to a native enquiry's body as the browser builds it", async () => {
    visit(LANDING, "https://www.linkedin.com/feed/some/post?x=1");
    await import("./attribution.ts");
    expect(sessionStorage.getItem(ATTRIBUTION_KEY)).toContain("www.linkedin.com");

    document.body.innerHTML = `
      <form id="enquiry"><input type="hidden" name="page" value="/ai-solutions/precision-pa" /><input name="name" value="Meera" /></form>
      <form id="other"><input name="q" value="x" /></form>`;
    // the event the browser fires as it builds a form's body (jsdom builds without it)
    const built = (id: string) => {
      const form = document.getElementById(id) as HTMLFormElement;
      const formData = new FormData(form);
      form.dispatchEvent(Object.assign(new Event("formdata", { bubbles: true }), { formData }));
      return formData;
    };
    const enquiry = built("enquiry");
    expect(Object.fromEntries(enquiry)).toEqual({
      page: LANDING,
      name: "Meera",
      landing_page: LANDING,
      referrer_host: "www.linkedin.com",
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "launch",
    });
    // a form that names no page is not an enquiry: left as it is
    const other = built("other");
    expect([...other.keys()]).toEqual(["q"]);
  });
});
