import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_URL, siteUrl } from "./site-url.ts";

describe("SITE_URL", () => {
  it("defaults to the local server", () => {
    expect(siteUrl(undefined)).toBe(DEFAULT_SITE_URL);
    expect(siteUrl("  ")).toBe(DEFAULT_SITE_URL);
  });

  it("keeps only the origin, lower-cased, without a trailing slash", () => {
    expect(siteUrl("https://WWW.Example.com/")).toBe("https://www.example.com");
    expect(siteUrl("http://localhost:8080")).toBe("http://localhost:8080");
  });

  it.each([
    "www.example.com",
    "ftp://example.com",
    "https://example.com/site",
    "https://a@example.com",
    "https://example.com/?x=1",
  ])("refuses %s with a message naming the variable", (value) => {
    expect(() => siteUrl(value)).toThrow(/SITE_URL/);
  });
});
