import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { siteFixture } from "../tests/support/site-fixture.ts";
import { loadSite, matchesIfNoneMatch, negotiate, resolve, type Site } from "./static.ts";

function fixture(): string {
  return join(siteFixture(), "client");
}

describe("static site", () => {
  let site: Site;
  beforeAll(() => {
    site = loadSite(fixture(), "https://cal.example.org/x");
  });

  it("serves one prerendered page per route", () => {
    const result = resolve(site, "/about", "");
    expect(result.kind).toBe("file");
    if (result.kind !== "file") return;
    expect(result.status).toBe(200);
    expect(result.file.identity.toString()).toContain("<h1>About</h1>");
    expect(result.file.cacheControl).toBe("no-cache");
    expect(result.file.csp).toContain("script-src 'self' 'sha256-");
  });

  it("answers unknown paths with the 404 page and status", () => {
    const result = resolve(site, "/no/such/page", "");
    expect(result).toMatchObject({ kind: "file", status: 404 });
    if (result.kind === "file") expect(result.file.identity.toString()).toContain("Page not Found");
  });

  it("answers an unknown slug with its section's own 404 page", () => {
    const result = resolve(site, "/case-study/nope", "");
    expect(result).toMatchObject({ kind: "file", status: 404 });
    expect(result.kind === "file" && result.file.identity.toString()).toContain(
      "Case study not found",
    );
    const deeper = resolve(site, "/case-study/nope/deeper", "");
    expect(deeper).toMatchObject({ kind: "file", status: 404 });
    expect(deeper.kind === "file" && deeper.file.identity.toString()).toContain("Page not Found");
    expect(resolve(site, "/case-study/__404", "")).toMatchObject({ status: 404 });
  });

  it("answers a filled role's address 410 Gone with its page, in any spelling", () => {
    const result = resolve(site, "/careers/filled", "");
    expect(result).toMatchObject({ kind: "file", status: 410 });
    expect(result.kind === "file" && result.file.identity.toString()).toContain(
      "This role has been filled",
    );
    expect(result.kind === "file" && result.file.csp).toContain("'sha256-");
    expect(resolve(site, "/careers/Filled/", "")).toEqual({
      kind: "redirect",
      location: "/careers/filled",
    });
    // the page's own build address is not a page of the site
    expect(resolve(site, "/gone/careers/filled", "")).toMatchObject({ status: 404 });
  });

  it("redirects mixed case, trailing slashes and index.html to the canonical path", () => {
    expect(resolve(site, "/careers/testEngineer", "?ref=home")).toEqual({
      kind: "redirect",
      location: "/careers/testengineer?ref=home",
    });
    expect(resolve(site, "/about/", "")).toEqual({ kind: "redirect", location: "/about" });
    expect(resolve(site, "/about/index.html", "")).toEqual({
      kind: "redirect",
      location: "/about",
    });
  });

  it("serves hashed assets as they are named, cached for a year", () => {
    const result = resolve(site, "/assets/root-AbC123.js", "");
    expect(result).toMatchObject({ kind: "file", status: 200 });
    if (result.kind === "file") expect(result.file.cacheControl).toContain("immutable");
    expect(resolve(site, "/favicon.svg", "")).toMatchObject({ kind: "file", status: 200 });
  });

  it("serves markup a page's script fetches (assets/*.html) as a file, not as a page", () => {
    const result = resolve(site, "/assets/fragment-0123456789abcdef.html", "");
    expect(result).toMatchObject({ kind: "file", status: 200 });
    if (result.kind !== "file") return;
    expect(result.file.type).toBe("text/html; charset=utf-8");
    expect(result.file.cacheControl).toContain("immutable");
    expect(result.file.csp).toBeUndefined();
  });

  it("does not expose the SPA fallback as a page", () => {
    expect(resolve(site, "/__spa-fallback.html", "")).toMatchObject({ status: 404 });
  });

  it("negotiates brotli, then gzip, then identity", () => {
    const result = resolve(site, "/about", "");
    if (result.kind !== "file") throw new Error("expected a file");
    expect(negotiate(result.file, "gzip, deflate, br").encoding).toBe("br");
    const gz = negotiate(result.file, "gzip");
    expect(gz.encoding).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toContain("<h1>About</h1>");
    expect(negotiate(result.file, "br;q=0, gzip").encoding).toBe("gzip");
    expect(negotiate(result.file, "br; q=0, gzip").encoding).toBe("gzip");
    expect(negotiate(result.file, "BR;Q=0.0, gzip;q=0.5").encoding).toBe("gzip");
    expect(negotiate(result.file, "gzip;q=0.9, br;q=0.5").encoding).toBe("gzip");
    expect(negotiate(result.file, "identity").encoding).toBeUndefined();
    expect(negotiate(result.file, undefined).encoding).toBeUndefined();
  });

  it("never redirects to another origin: only to existing pages, built from our own path", () => {
    for (const hostile of [
      "/%2Fevil.example/",
      "/%2fEvil.example",
      "/%5Cevil.example/",
      "/%2F%2Fevil.example/",
      "//evil.example/",
      "/\\evil.example",
      "/%5C%5Cevil.example",
      "/%09/evil.example/",
    ]) {
      expect(resolve(site, hostile, ""), hostile).toMatchObject({ kind: "file", status: 404 });
    }
    expect(resolve(site, "/%2F%2FAbout/", "")).toEqual({ kind: "redirect", location: "/about" });
    expect(resolve(site, "/%5CAbout", "")).toEqual({ kind: "redirect", location: "/about" });
    expect(resolve(site, "//About", "?q=\u20ac x")).toEqual({
      kind: "redirect",
      location: "/about?q=%E2%82%AC%20x",
    });
  });

  it("answers odd paths with 404 or 400, never an exception", () => {
    expect(resolve(site, "/A%0d%0aX:1", "")).toMatchObject({ kind: "file", status: 404 });
    expect(resolve(site, "/A%E2%82%AC", "")).toMatchObject({ kind: "file", status: 404 });
    expect(resolve(site, "/about%00", "")).toMatchObject({ kind: "file", status: 404 });
    expect(resolve(site, "/%E0%A4%A", "")).toEqual({ kind: "bad-request" });
    expect(resolve(site, "/%", "")).toEqual({ kind: "bad-request" });
    expect(resolve(site, "/%C0%AF", "")).toEqual({ kind: "bad-request" });
  });

  it("gives each encoding of a file its own ETag", () => {
    const result = resolve(site, "/about", "");
    if (result.kind !== "file") throw new Error("expected a file");
    const tags = ["br", "gzip", "identity"].map((name) => negotiate(result.file, name).etag);
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
  });

  it("matches If-None-Match weakly, in lists and with *", () => {
    expect(matchesIfNoneMatch('"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"abc" , "y"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch("*", '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abc-br"', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"abc"')).toBe(false);
  });

  it("tolerates a missing build", () => {
    const empty = loadSite(join(tmpdir(), "does-not-exist-xyz"), "https://cal.example.org");
    expect(resolve(empty, "/", "")).toEqual({ kind: "missing" });
  });
});
