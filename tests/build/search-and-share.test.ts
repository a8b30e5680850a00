// @vitest-environment jsdom
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { jobs } from "#app/content/jobs.ts";
import { paths } from "#app/content/paths.ts";
import { jobSlugs, pagePaths, sitemapPaths } from "#app/content/routes.ts";
import { escapeHtml } from "#common/html.ts";
import { inlineScriptHashes } from "../../server/csp.ts";
import { siteUrl } from "../../integrations/site-url.ts";

// Search and share data of every page (decision 0009), read from the production build (`npm test`
// builds before this runs) the way a crawler or a link preview reads it.
const client = join(process.env.BUILD_DIR ?? "build", "client");
const origin = siteUrl();
const noindexPaths = [paths.notFound, paths.contactSent, paths.applicationSent, paths.formProblem];
const fileOf = (route: string) => join(client, route === "/" ? "" : route, "index.html");
const read = (route: string) => readFileSync(fileOf(route), "utf8");
const documentOf = (route: string) => new DOMParser().parseFromString(read(route), "text/html");

const heads = new Map<string, ReturnType<typeof readHead>>();
/** The page's head, read once (inside a test, so a missing build fails the tests, not the file) */
function headOf(route: string) {
  if (!heads.has(route)) heads.set(route, readHead(route));
  return heads.get(route)!;
}

function readHead(route: string) {
  const document = documentOf(route);
  const meta = (key: string) =>
    document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content");
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>,
  );
  return {
    title: document.title,
    description: meta("description"),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
    robots: meta("robots"),
    meta,
    jsonLd,
    ofType: (type: string) => jsonLd.filter((block) => block["@type"] === type),
  };
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString("latin1"), file).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const localFile = (url: string) => {
  expect(url.startsWith(`${origin}/`), url).toBe(true);
  return join(client, url.slice(origin.length));
};

describe("search and share data, on the build", () => {
  it("runs on a build", () => {
    expect(existsSync(join(client, "index.html")), `no build in ${client}: npm run build`).toBe(
      true,
    );
  });

  it("gives every route a unique title and description", () => {
    const all = pagePaths.map(headOf);
    for (const [index, head] of all.entries()) {
      expect(head.title, pagePaths[index]).not.toBe("");
      expect(head.description, pagePaths[index]).toBeTruthy();
    }
    expect(new Set(all.map((head) => head.title)).size).toBe(pagePaths.length);
    expect(new Set(all.map((head) => head.description)).size).toBe(pagePaths.length);
  });

  for (const route of pagePaths) {
    describe(route, () => {
      const url = `${origin}${route}`;

      it("has an absolute, lower-case canonical URL and og:url equal to the route", () => {
        const head = headOf(route);
        expect(head.canonical).toBe(url);
        expect(head.canonical).toBe(head.canonical?.toLowerCase());
        expect(new URL(head.canonical!).pathname).toBe(route);
        expect(head.meta("og:url")).toBe(url);
        expect(head.robots).toBeUndefined();
      });

      it("has Open Graph and Twitter card tags", () => {
        const head = headOf(route);
        expect(head.meta("og:type")).toMatch(/^(website|article)$/);
        expect(head.meta("og:site_name")).toBeTruthy();
        expect(head.meta("og:locale")).toBe("en_IN");
        expect(head.meta("og:title")).toBe(head.title);
        expect(head.meta("og:description")).toBe(head.description);
        expect(head.meta("og:image:alt")).toBeTruthy();
        expect(head.meta("twitter:card")).toBe("summary_large_image");
        // X falls back to og:title, og:description and og:image: no second copy of each
        expect(head.meta("twitter:title")).toBeUndefined();
        expect(head.meta("twitter:image:alt")).toBe(head.meta("og:image:alt"));
      });

      it("shares an image that exists, with the declared size, under 150 kB", () => {
        const head = headOf(route);
        const file = localFile(head.meta("og:image") ?? "");
        expect(existsSync(file), file).toBe(true);
        expect(pngSize(file)).toEqual({
          width: Number(head.meta("og:image:width")),
          height: Number(head.meta("og:image:height")),
        });
        expect(pngSize(file)).toEqual({ width: 1200, height: 630 });
        expect(readFileSync(file).length).toBeLessThanOrEqual(150 * 1024);
      });

      it("carries JSON-LD blocks that parse, outside the page's script hashes", () => {
        const head = headOf(route);
        const html = read(route);
        const hashes = inlineScriptHashes(html);
        const blocks = [
          ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
        ];
        expect(blocks.length).toBe(head.jsonLd.length);
        for (const [, body] of blocks) {
          const data = JSON.parse(body!) as Record<string, unknown>;
          expect(data["@context"]).toBe("https://schema.org");
          // a data block is never run, so CSP does not apply to it (decision 0009): no hash
          // for it in the headers of every page (the browser tests fail on any CSP violation)
          const hash = `'sha256-${createHash("sha256").update(body!, "utf8").digest("base64")}'`;
          expect(hashes).not.toContain(hash);
        }
      });
    });
  }

  it("shares one image per page: no two pages share a picture", () => {
    const images = pagePaths.map((route) => headOf(route).meta("og:image"));
    expect(new Set(images).size).toBe(pagePaths.length);
  });

  it("marks the 404 and the forms' result pages noindex, without a canonical URL", () => {
    for (const route of noindexPaths) {
      const head = headOf(route);
      expect(head.robots, route).toBe("noindex");
      expect(head.canonical, route).toBeUndefined();
    }
  });

  describe("structured data", () => {
    const organizationOk = (block: Record<string, unknown>) => {
      expect(block).toMatchObject({ name: expect.any(String), url: `${origin}/` });
      expect(existsSync(localFile(block.logo as string))).toBe(true);
      expect(pngSize(localFile(block.logo as string)).width).toBeGreaterThanOrEqual(112);
      expect(block.sameAs).toHaveLength(2);
      const contacts = block.contactPoint as Record<string, unknown>[];
      expect(contacts.length).toBe(2);
      for (const contact of contacts) {
        expect(contact.telephone).toMatch(/^\+\d{8,15}$/);
        expect(contact.email).toMatch(/@/);
      }
      expect(block.address).toMatchObject({ "@type": "PostalAddress", addressCountry: "IN" });
    };

    it("has Organization and WebSite on the home page, Organization on the about page", () => {
      const home = headOf(paths.home);
      expect(home.ofType("Organization")).toHaveLength(1);
      organizationOk(home.ofType("Organization")[0]!);
      expect(home.ofType("WebSite")[0]).toMatchObject({
        url: `${origin}/`,
        name: expect.any(String),
      });
      const about = headOf(paths.about);
      expect(about.ofType("Organization")).toHaveLength(1);
      organizationOk(about.ofType("Organization")[0]!);
    });

    it("has a BreadcrumbList ending at the page on every nested page, and on no other", () => {
      for (const route of pagePaths) {
        const crumbs = headOf(route).ofType("BreadcrumbList");
        const nested = route.split("/").length > 2;
        expect(crumbs, route).toHaveLength(nested ? 1 : 0);
        if (!nested) continue;
        const items = crumbs[0]!.itemListElement as Record<string, unknown>[];
        expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
        expect(items[0]!.item).toBe(`${origin}/`);
        expect(items.at(-1)!.item).toBe(`${origin}${route}`);
        expect(items[1]!.item).toBe(`${origin}/${route.split("/")[1]}`);
        for (const item of items) expect(item.name).toBeTruthy();
      }
    });

    it.each(jobSlugs)("has a complete JobPosting on /careers/%s", (slug) => {
      const job = jobs.find((candidate) => candidate.slug === slug)!;
      const postings = headOf(paths.job(slug)).ofType("JobPosting");
      expect(postings).toHaveLength(1);
      const posting = postings[0]!;
      expect(posting.title).toBe(job.title);
      expect(posting.description).toContain("<ul>");
      for (const line of [
        ...job.about,
        ...job.responsibilities,
        ...job.qualifications,
        ...job.niceToHave,
      ]) {
        expect(posting.description).toContain(escapeHtml(line));
      }
      expect(posting.datePosted).toBe(job.datePosted);
      expect(String(posting.validThrough).startsWith(job.validThrough)).toBe(true);
      expect(Date.parse(String(posting.validThrough))).toBeGreaterThan(Date.parse(job.datePosted));
      expect(posting.employmentType).toBe("FULL_TIME");
      expect(posting.directApply).toBe(true);
      expect(posting.hiringOrganization).toMatchObject({
        name: expect.any(String),
        sameAs: `${origin}/`,
      });
      expect(posting.jobLocation).toMatchObject({
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          addressLocality: "Bengaluru",
          addressRegion: "Karnataka",
          addressCountry: "IN",
        },
      });
      expect(posting.experienceRequirements).toMatchObject({
        "@type": "OccupationalExperienceRequirements",
        monthsOfExperience: job.experienceYears.min * 12,
      });
      expect(posting.identifier).toMatchObject({ value: slug });
    });

    it("carries no JobPosting on pages other than the two jobs", () => {
      for (const route of pagePaths.filter((path) => !path.startsWith(`${paths.careers}/`))) {
        expect(headOf(route).ofType("JobPosting"), route).toHaveLength(0);
      }
    });
  });

  describe("sitemap and robots.txt", () => {
    it("lists exactly the route table's canonical URLs and security.txt, each with a lastmod", () => {
      const xml = readFileSync(join(client, "sitemap.xml"), "utf8");
      const document = new DOMParser().parseFromString(xml, "application/xml");
      const entries = [...document.getElementsByTagName("url")].map((url) => ({
        loc: url.getElementsByTagName("loc")[0]?.textContent,
        lastmod: url.getElementsByTagName("lastmod")[0]?.textContent ?? "",
      }));
      expect(entries.map((entry) => entry.loc).sort()).toEqual(
        sitemapPaths.map((route) => `${origin}${route}`).sort(),
      );
      expect(sitemapPaths).toEqual([...pagePaths, paths.securityTxt]);
      for (const entry of entries) expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const route of noindexPaths) expect(xml).not.toContain(`${origin}${route}<`);
    });

    it("writes security.txt at this build, on the site's origin, expiring within a year", () => {
      const text = readFileSync(join(client, paths.securityTxt), "utf8");
      expect(text).toContain(`Canonical: ${origin}${paths.securityTxt}\n`);
      expect(text).toContain(`Policy: ${origin}${paths.trust}\n`);
      expect(text).toMatch(/^Contact: mailto:\S+@\S+$/m);
      const expires = Date.parse(/^Expires: (.+)$/m.exec(text)?.[1] ?? "");
      expect(expires).toBeGreaterThan(Date.now());
      expect(expires).toBeLessThan(Date.now() + 365 * 24 * 60 * 60 * 1000);
    });

    it("names the sitemap in robots.txt by its absolute URL", () => {
      const robots = readFileSync(join(client, "robots.txt"), "utf8");
      expect(robots).toMatch(/^User-agent: \*$/m);
      expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    });
  });

  describe("icons", () => {
    it("links a 32 px PNG favicon, the SVG one and a 180 px apple-touch-icon; the manifest after the paint", () => {
      const document = documentOf(paths.home);
      const href = (selector: string) =>
        document.querySelector(selector)?.getAttribute("href") ?? "";
      expect(pngSize(join(client, href('link[rel="icon"][type="image/png"]')))).toEqual({
        width: 32,
        height: 32,
      });
      expect(existsSync(join(client, href('link[rel="icon"][type="image/svg+xml"]')))).toBe(true);
      expect(pngSize(join(client, href('link[rel="apple-touch-icon"]')))).toEqual({
        width: 180,
        height: 180,
      });
      // linked by behaviours/web-manifest.ts after the first paint, never in the HTML,
      // where Chromium fetches it at `load`, inside a small page's paint (decision 0024)
      expect(document.querySelector('link[rel="manifest"]')).toBeNull();
      const manifest = JSON.parse(readFileSync(join(client, paths.webManifest), "utf8")) as {
        name: string;
        icons: { src: string; sizes: string; type: string }[];
      };
      expect(manifest.name).toBeTruthy();
      for (const icon of manifest.icons.filter((candidate) => candidate.type === "image/png")) {
        const [width, height] = icon.sizes.split("x").map(Number);
        expect(pngSize(join(client, icon.src))).toEqual({ width, height });
      }
    });
  });
});
