import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { contentSecurityPolicy } from "./csp.ts";

// The prerendered build is small (a few hundred kB), so it is read once at start, compressed
// once with brotli and gzip, and served from memory: one HTML file per route, the 404 page
// for unknown paths, long-lived caching for hashed assets and revalidation for the rest.

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
};

const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".json",
  ".txt",
  ".xml",
  ".webmanifest",
]);

export interface StaticFile {
  type: string;
  etag: string;
  cacheControl: string;
  identity: Buffer;
  compressible: boolean;
  /** compressed on first request, then kept (compressing the whole build at start is slow) */
  br?: Buffer;
  gzip?: Buffer;
  /** HTML only: the page's own strict CSP */
  csp?: string;
}

export interface Site {
  /** non-HTML files by URL path (/assets/…, /favicon.svg) */
  files: Map<string, StaticFile>;
  /** prerendered pages by canonical route path (/, /about, /case-study/mobile) */
  pages: Map<string, StaticFile>;
  notFound: StaticFile | undefined;
  /** 404 pages prerendered by a slug route, by section (/case-study → /case-study/__404) */
  sectionNotFound: Map<string, StaticFile>;
}

const SECTION_NOT_FOUND = "/__404";

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

function prepare(body: Buffer, ext: string, cacheControl: string, csp?: string): StaticFile {
  return {
    type: TYPES[ext] ?? "application/octet-stream",
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    cacheControl,
    identity: body,
    compressible: COMPRESSIBLE.has(ext) && body.length > 512,
    csp,
  };
}

export function loadSite(clientDir: string, schedulerUrl: string): Site {
  const site: Site = {
    files: new Map(),
    pages: new Map(),
    notFound: undefined,
    sectionNotFound: new Map(),
  };
  if (!existsSync(clientDir)) return site;
  const schedulerOrigin = new URL(schedulerUrl).origin;
  for (const path of walk(clientDir)) {
    const urlPath = `/${relative(clientDir, path).split(sep).join("/")}`;
    const ext = extname(path);
    const body = readFileSync(path);
    if (ext === ".html") {
      if (!urlPath.endsWith("/index.html")) continue; // e.g. __spa-fallback.html
      const route = urlPath.slice(0, -"/index.html".length) || "/";
      const csp = contentSecurityPolicy(body.toString("utf8"), { schedulerOrigin });
      const page = prepare(body, ext, "no-cache", csp);
      if (route === "/404") site.notFound = page;
      else if (route.endsWith(SECTION_NOT_FOUND)) {
        site.sectionNotFound.set(route.slice(0, -SECTION_NOT_FOUND.length), page);
      } else site.pages.set(route, page);
      continue;
    }
    const cacheControl = urlPath.startsWith("/assets/")
      ? "public, max-age=31536000, immutable"
      : "public, max-age=3600, must-revalidate";
    site.files.set(urlPath, prepare(body, ext, cacheControl));
  }
  return site;
}

export type Resolution =
  | { kind: "file"; file: StaticFile; status: 200 | 404 }
  | { kind: "redirect"; location: string }
  | { kind: "missing" };

/** Decides what a GET of `pathname` answers: a file, a page, a redirect or the 404 page. */
export function resolve(site: Site, pathname: string, search: string): Resolution {
  const asset = site.files.get(pathname);
  if (asset) return { kind: "file", file: asset, status: 200 };

  let canonical = pathname.toLowerCase();
  if (canonical.length > 1) canonical = canonical.replace(/\/+$/, "") || "/";
  if (canonical.endsWith("/index.html"))
    canonical = canonical.slice(0, -"/index.html".length) || "/";
  if (canonical !== pathname) return { kind: "redirect", location: `${canonical}${search}` };

  const page = site.pages.get(pathname);
  if (page) return { kind: "file", file: page, status: 200 };
  const section = site.sectionNotFound.get(pathname.slice(0, pathname.lastIndexOf("/")));
  const notFound = section ?? site.notFound;
  if (notFound) return { kind: "file", file: notFound, status: 404 };
  return { kind: "missing" };
}

/** br, then gzip, then identity, as the client accepts. */
export function negotiate(file: StaticFile, acceptEncoding: string | undefined) {
  const accepts = (name: string) =>
    new RegExp(`(^|[\\s,])${name}(?!;q=0(\\.0+)?(\\s|,|$))`).test(acceptEncoding ?? "");
  if (file.compressible && accepts("br")) {
    file.br ??= brotliCompressSync(file.identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: file.identity.length,
      },
    });
    return { encoding: "br", body: file.br } as const;
  }
  if (file.compressible && accepts("gzip")) {
    file.gzip ??= gzipSync(file.identity, { level: 9 });
    return { encoding: "gzip", body: file.gzip } as const;
  }
  return { encoding: undefined, body: file.identity } as const;
}
