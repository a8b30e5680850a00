import type { FastifyReply, FastifyRequest } from "fastify";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import Negotiator from "negotiator";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { analyticsModule, markPage } from "./analytics.ts";
import type { AnalyticsSettings } from "./config-analytics.ts";
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
  // the security-review pack's public documents (app/pages/documents/)
  ".pdf": "application/pdf",
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
  /**
   * Addresses that answer 410 Gone (a filled role), with the page that says so: the build
   * writes it under /gone (/gone/careers/x is the page for /careers/x).
   */
  gone: Map<string, StaticFile>;
}

const SECTION_NOT_FOUND = "/__404";
const GONE = "/gone/";

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

/**
 * The build in `clientDir`, read once. With `analytics` (a runtime setting, decision 0037) every
 * page is marked to load the build's analytics behaviour after its paint, and its CSP allows
 * the provider's origin; without it every page is served byte for byte as built.
 */
export function loadSite(
  clientDir: string,
  schedulerUrl: string,
  analytics?: AnalyticsSettings,
): Site {
  const site: Site = {
    files: new Map(),
    pages: new Map(),
    notFound: undefined,
    sectionNotFound: new Map(),
    gone: new Map(),
  };
  if (!existsSync(clientDir)) return site;
  const schedulerOrigin = new URL(schedulerUrl).origin;
  const paths = walk(clientDir);
  const behaviour = analytics && analyticsBehaviour(clientDir, paths);
  const analyticsOrigin = analytics?.origin;
  for (const path of paths) {
    const urlPath = `/${relative(clientDir, path).split(sep).join("/")}`;
    const ext = extname(path);
    let body = readFileSync(path);
    // pages; an .html under /assets is markup a page's script fetches (app/lib/build-files.ts)
    if (ext === ".html" && !urlPath.startsWith("/assets/")) {
      if (!urlPath.endsWith("/index.html")) continue; // e.g. __spa-fallback.html
      const route = urlPath.slice(0, -"/index.html".length) || "/";
      if (analytics && behaviour) {
        body = Buffer.from(markPage(body.toString("utf8"), analytics, behaviour));
      }
      const csp = contentSecurityPolicy(body.toString("utf8"), {
        schedulerOrigin,
        analyticsOrigin,
      });
      const page = prepare(body, ext, "no-cache", csp);
      if (route === "/404") site.notFound = page;
      else if (route.startsWith(GONE)) site.gone.set(route.slice(GONE.length - 1), page);
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

/** The analytics behaviour's address in the build; a build without one cannot serve analytics. */
function analyticsBehaviour(clientDir: string, paths: readonly string[]): string {
  const module = analyticsModule(
    paths.map((path) => `/${relative(clientDir, path).split(sep).join("/")}`),
  );
  if (!module) {
    throw new Error(
      `ANALYTICS_PROVIDER is set but the build in ${clientDir} has no analytics behaviour (/assets/analytics.<hash>.js): rebuild with "npm run build"`,
    );
  }
  return module;
}

export type Resolution =
  | { kind: "file"; file: StaticFile; status: 200 | 404 | 410 }
  | { kind: "redirect"; location: string }
  | { kind: "bad-request" }
  | { kind: "missing" };

const CONTROL = /\p{Cc}/u;

/** The one spelling of a page path: lower case, single slashes, no trailing slash or index.html. */
export function canonicalPath(decoded: string): string {
  let path = decoded.toLowerCase().replace(/[/\\]+/g, "/");
  if (path.endsWith("/index.html")) path = path.slice(0, -"/index.html".length);
  if (path.length > 1) path = path.replace(/\/+$/, "");
  return path.startsWith("/") ? path : `/${path}`;
}

/** Percent-encodes everything outside printable ASCII, so a Location header is always valid. */
function encodeQuery(search: string): string {
  return search.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char.toWellFormed()));
}

/**
 * What a GET of `rawPath` (as received, still percent-encoded) answers: a file, a page, a
 * redirect to another spelling of an existing page, 400 for broken percent-encoding, or the
 * 404 page. A redirect only ever points at a page of the site, built from our own path
 * (never from the request's bytes), so it cannot lead to another origin (`//evil.example`,
 * `/\evil.example`) or carry a header-breaking character.
 */
export function resolve(site: Site, rawPath: string, search: string): Resolution {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: "bad-request" };
  }
  const asset = site.files.get(decoded);
  if (asset) return { kind: "file", file: asset, status: 200 };

  const canonical = CONTROL.test(decoded) ? undefined : canonicalPath(decoded);
  for (const [pages, status] of [
    [site.pages, 200],
    [site.gone, 410],
  ] as const) {
    const page = canonical === undefined ? undefined : pages.get(canonical);
    if (!page || canonical === undefined) continue;
    if (canonical === decoded) return { kind: "file", file: page, status };
    const location = canonical.split("/").map(encodeURIComponent).join("/");
    return { kind: "redirect", location: `${location}${encodeQuery(search)}` };
  }

  const key = canonical ?? "/";
  const section = site.sectionNotFound.get(key.slice(0, key.lastIndexOf("/")));
  const notFound = section ?? site.notFound;
  if (notFound) return { kind: "file", file: notFound, status: 404 };
  return { kind: "missing" };
}

export type Encoding = "br" | "gzip" | undefined;

const ENCODINGS = ["br", "gzip", "identity"];
// negotiator 1.x breaks q-value ties by the server's preference; @types/negotiator 0.6 predates it.
type PreferringEncoding = (
  available: string[],
  options: { preferred: string[] },
) => string | undefined;

/** The client's preferred encoding by Accept-Encoding q-values; br before gzip on a tie. */
export function chooseEncoding(file: StaticFile, acceptEncoding: string | undefined): Encoding {
  if (!file.compressible) return undefined;
  const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding } });
  const encodingOf = negotiator.encoding as PreferringEncoding;
  const chosen = encodingOf.call(negotiator, ENCODINGS, { preferred: ENCODINGS });
  return chosen === "br" || chosen === "gzip" ? chosen : undefined;
}

/** Each encoding is its own representation with its own ETag (RFC 9110 8.8.3). */
export function etagFor(file: StaticFile, encoding: Encoding): string {
  return encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;
}

/** If-None-Match: weak comparison against a list of tags, `*` matching any. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || strip(tag) === strip(etag));
}

// A file is compressed once and kept, so it gets brotli's best (11). A body made for one request
// (a page with a link's value written in) is compressed on every such request: at 5 the
// contact page (51 kB) takes ~0.8 ms and comes to 10.8 kB, where 11 takes ~50 ms for 9.8 kB
// (median of 200 runs, Node 24, the 2-core test machine). Gzip at 9 takes ~0.7 ms.
const BROTLI_QUALITY = { kept: 11, perRequest: 5 } as const;

function compress(body: Buffer, encoding: "br" | "gzip", use: keyof typeof BROTLI_QUALITY) {
  if (encoding === "gzip") return gzipSync(body, { level: 9 });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[use],
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** The body of the chosen encoding, compressed on first use and kept. */
export function negotiate(file: StaticFile, acceptEncoding: string | undefined) {
  const encoding = chooseEncoding(file, acceptEncoding);
  const etag = etagFor(file, encoding);
  if (encoding === "br") {
    file.br ??= compress(file.identity, encoding, "kept");
    return { encoding, etag, body: file.br } as const;
  }
  if (encoding === "gzip") {
    file.gzip ??= compress(file.identity, encoding, "kept");
    return { encoding, etag, body: file.gzip } as const;
  }
  return { encoding, etag, body: file.identity } as const;
}

/**
 * Sends `file` with `status` as the site sends a built file: the encoding the request accepts,
 * its ETag (a 304 when the request already has it), cache rule and CSP. The site's routes and
 * the branch previews (preview.ts) answer alike.
 */
export function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StaticFile,
  status: number,
) {
  const { encoding, etag, body } = negotiate(file, request.headers["accept-encoding"]);
  reply.header("Vary", "Accept-Encoding");
  reply.header("ETag", etag);
  reply.header("Cache-Control", file.cacheControl);
  if (file.csp) reply.header("Content-Security-Policy", file.csp);
  if (status === 200 && matchesIfNoneMatch(request.headers["if-none-match"], etag)) {
    return reply.code(304).send();
  }
  if (encoding) reply.header("Content-Encoding", encoding);
  return reply.code(status).type(file.type).send(body);
}

/**
 * `body`, a version of `file` made for one request, in the encoding `file` would be sent in,
 * compressed now and not kept. No ETag: the body belongs to that request alone.
 */
export function encodeForRequest(
  file: StaticFile,
  body: Buffer,
  acceptEncoding: string | undefined,
) {
  const encoding = chooseEncoding(file, acceptEncoding);
  return {
    encoding,
    body: encoding ? compress(body, encoding, "perRequest") : body,
  } as const;
}
