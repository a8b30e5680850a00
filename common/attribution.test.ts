import { describe, expect, it } from "vitest";
import {
  attributionOf,
  cleanAttribution,
  firstTouch,
  fromReferer,
  limitForPrivacy,
  privacySignals,
} from "./attribution.ts";
import { attributionSchema, readAttribution } from "./schemas/attribution.ts";

// The one normaliser both sides use (decision 0036): what a form posts is cleaned, never
// refused; the Referer stands in for a form posted without scripts; GPC/DNT leave the page.

const OWN = ["www.nuvora.test", "localhost:3000"];
const none = { gpc: false, dnt: false };

describe("cleanAttribution", () => {
  it("keeps same-origin paths, a host only, the UTM tags; drops what does not fit", () => {
    expect(
      cleanAttribution(
        {
          page: "/contact#quote",
          landing_page: "/ai-solutions/precision-pa?utm_source=linkedin",
          referrer_host: "https://www.LinkedIn.com/feed/update/urn:li:activity:1?trk=x",
          utm_source: "  linkedin ",
          utm_medium: "",
          other: "ignored",
        },
        OWN,
      ),
    ).toEqual({
      page: "/contact",
      landing_page: "/ai-solutions/precision-pa?utm_source=linkedin",
      referrer_host: "www.linkedin.com",
      utm_source: "linkedin",
    });
  });

  it("drops foreign pages, our own host as a referrer and non-text values", () => {
    const cleaned = cleanAttribution(
      {
        page: "https://evil.test/contact",
        landing_page: "//evil.test/x",
        referrer_host: "localhost:3000",
        utm_source: ["a", "b"],
        utm_campaign: 42,
      },
      OWN,
    );
    expect(cleaned).toEqual({});
    expect(cleanAttribution({ page: "/\\evil.test", referrer_host: "not a host/" })).toEqual({});
  });

  it("strips control characters and cuts each value to its limit", () => {
    const cleaned = cleanAttribution({
      utm_campaign: `spring\u001b[2J\u0000${"x".repeat(300)}`,
      page: `/${"p".repeat(400)}`,
      referrer_host: `${"a".repeat(300)}.test`,
    });
    expect(cleaned.utm_campaign).toMatch(/^spring\[2Jx+$/);
    expect(cleaned.utm_campaign).toHaveLength(200);
    expect(cleaned.page).toHaveLength(300);
    expect(cleaned).not.toHaveProperty("referrer_host");
  });
});

describe("fromReferer", () => {
  it("gives the page and its UTM tags of one of our pages, nothing of another site's", () => {
    expect(fromReferer("https://www.nuvora.test/contact?utm_medium=email&x=1", OWN)).toEqual({
      page: "/contact?utm_medium=email&x=1",
      utm_medium: "email",
    });
    expect(fromReferer("https://www.linkedin.com/feed/", OWN)).toEqual({});
    expect(fromReferer("not a url", OWN)).toEqual({});
    expect(fromReferer(undefined, OWN)).toEqual({});
  });
});

describe("limitForPrivacy", () => {
  const full = {
    page: "/contact?utm_source=li&subject=DPA&gclid=1",
    landing_page: "/about",
    referrer_host: "www.linkedin.com",
    utm_source: "li",
  };
  it("leaves only the page, without its tracking parameters, under GPC or DNT", () => {
    expect(limitForPrivacy(full, { gpc: true, dnt: false })).toEqual({
      page: "/contact?subject=DPA",
    });
    expect(limitForPrivacy(full, { gpc: false, dnt: true })).toEqual({
      page: "/contact?subject=DPA",
    });
    expect(limitForPrivacy({ utm_source: "li" }, { gpc: true, dnt: true })).toEqual({});
    expect(limitForPrivacy(full, none)).toBe(full);
  });
  it("reads the signals from the request's headers", () => {
    expect(privacySignals({ "sec-gpc": "1" })).toEqual({ gpc: true, dnt: false });
    expect(privacySignals({ dnt: "1" })).toEqual({ gpc: false, dnt: true });
    expect(privacySignals({ dnt: "0", "sec-gpc": "0" })).toEqual(none);
  });
});

describe("attributionOf (the server's view of a post)", () => {
  const referer = "https://www.nuvora.test/contact?utm_source=newsletter";
  it("keeps the body's fields over the Referer", () => {
    const body = { page: "/contact", landing_page: "/about?utm_source=li", utm_source: "li" };
    const elsewhere = "https://www.nuvora.test/careers?utm_source=newsletter";
    expect(attributionOf(body, { referer: elsewhere, ownHosts: OWN, ...none })).toEqual(body);
  });
  it("takes the page and its UTM from the Referer when the body has none", () => {
    expect(attributionOf({}, { referer, ownHosts: OWN, ...none })).toEqual({
      page: "/contact?utm_source=newsletter",
      utm_source: "newsletter",
    });
  });
  it("takes the query from the Referer when it is the posted page's (a form without scripts)", () => {
    expect(attributionOf({ page: "/contact" }, { referer, ownHosts: OWN, ...none })).toEqual({
      page: "/contact?utm_source=newsletter",
      utm_source: "newsletter",
    });
    const other = "https://www.nuvora.test/about?utm_source=x";
    expect(attributionOf({ page: "/contact" }, { referer: other, ownHosts: OWN, ...none })).toEqual(
      { page: "/contact" },
    );
  });
  it("reads UTM tags from the landing page when the body names none", () => {
    expect(
      attributionOf({ landing_page: "/a?utm_campaign=x" }, { ownHosts: OWN, ...none }),
    ).toEqual({ landing_page: "/a?utm_campaign=x", utm_campaign: "x" });
  });
  it("keeps only the page under GPC, whatever the body says", () => {
    const body = { page: "/contact", landing_page: "/about", referrer_host: "a.test" };
    expect(attributionOf(body, { referer, ownHosts: OWN, gpc: true, dnt: false })).toEqual({
      page: "/contact",
    });
  });
});

describe("firstTouch (the browser's first page of a visit)", () => {
  it("keeps the landing address, its UTM tags and another site's host", () => {
    const location = {
      pathname: "/ai-solutions/precision-pa",
      search: "?utm_source=linkedin&utm_medium=social&utm_campaign=pa-launch",
      host: "www.nuvora.test",
    };
    expect(firstTouch(location, "https://www.linkedin.com/feed/update/1")).toEqual({
      landing_page:
        "/ai-solutions/precision-pa?utm_source=linkedin&utm_medium=social&utm_campaign=pa-launch",
      referrer_host: "www.linkedin.com",
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "pa-launch",
    });
    expect(firstTouch({ ...location, search: "" }, "https://www.nuvora.test/")).toEqual({
      landing_page: "/ai-solutions/precision-pa",
    });
  });
});

describe("attributionSchema", () => {
  it("accepts anything and gives the cleaned attribution", () => {
    expect(attributionSchema.parse({ page: "//x", utm_term: "t", extra: 1 })).toEqual({
      utm_term: "t",
    });
    expect(attributionSchema.parse("garbage")).toEqual({});
    expect(readAttribution('{"page":"/x"}')).toEqual({ page: "/x" });
    expect(readAttribution("{broken")).toEqual({});
    expect(readAttribution(null)).toEqual({});
  });
});
