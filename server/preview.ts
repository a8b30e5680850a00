import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createHash } from "node:crypto";
import { statSync } from "node:fs";
import { join } from "node:path";
import { DEMO_SCHEDULER_PATH, SPAM_CHALLENGE_PATH } from "#common/endpoints.ts";
import { escapeHtml } from "#common/html.ts";
import type { Config, PreviewConfig } from "./config.ts";
import { isPreviewName, previewName } from "./preview-name.ts";
import { loadSite, resolve, sendFile, type Site } from "./static.ts";

// Branch previews (decision 0038). The workflow builds each branch and publishes its
// `build/client` as `<PREVIEW_DIR>/<name>/client` (name: server/preview-name.ts); this server
// serves it to requests whose Host is `<name>.<PREVIEW_ORIGIN's host>`, the build as it is
// (its pages link to /assets/… at the root, so no Astro base path is needed), with the site's
// own headers plus `X-Robots-Tag: noindex`. The editor's Preview button opens
// `https://preview.<domain>/<branch>/<page>` (EDITOR_PREVIEW_URL, the branch as Keystatic spells
// it, slashes and all); that host redirects to the branch's own host. Nothing a preview's visitor
// sends reaches the enquiry pipeline: every post is answered here, and nothing is stored or sent.

/** Loaded previews kept in memory: each is read whole, as the site is (static.ts). */
const KEPT = 6;

/** The builds in PREVIEW_DIR, each loaded on first request and again once it is replaced. */
function previewSites(dir: string, schedulerUrl: string) {
  const kept = new Map<string, { stamp: string; site: Site }>();
  return (name: string): Site | undefined => {
    let stamp: string;
    try {
      // the workflow switches a new build in by renaming its folder: a new inode
      const stat = statSync(join(dir, name));
      stamp = `${stat.ino}:${stat.mtimeMs}`;
    } catch {
      kept.delete(name);
      return undefined;
    }
    const known = kept.get(name);
    kept.delete(name);
    let site = known?.stamp === stamp ? known.site : undefined;
    try {
      site ??= loadSite(join(dir, name, "client"), schedulerUrl);
    } catch {
      // removed while being read (the nightly prune): as good as gone
      return undefined;
    }
    if (site.pages.size === 0) return undefined;
    kept.set(name, { stamp, site });
    // the least recently served goes first (a Map keeps insertion order)
    for (const old of kept.keys()) if (kept.size > KEPT) kept.delete(old);
    return site;
  };
}

/** The preview's own pages (no branch, a form posted): readable, and styled under their own policy. */
const STYLE =
  "body{font:1.0625rem/1.6 system-ui,sans-serif;color:#0f172a;max-width:36rem;margin:0 auto;padding:3rem 1.25rem}h1{font-size:1.75rem;line-height:1.25;margin:0 0 1rem}";
const PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

function page(reply: FastifyReply, status: number, title: string, text: string) {
  reply.header("Cache-Control", "no-store");
  reply.header("Content-Security-Policy", PAGE_CSP);
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>` +
        `<style>${STYLE}</style></head>` +
        `<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body></html>`,
    );
}

const missing = (reply: FastifyReply, name: string | undefined) =>
  page(
    reply,
    404,
    "No preview here",
    `${name ? `Nothing is published for the branch “${name}”.` : "This address names no branch."} ` +
      "A branch's preview appears a few minutes after each save to it, once it is built, and " +
      "goes when the branch is deleted (as merging its pull request does).",
  );

/** A preview's forms: answered here, never passed on (nothing is stored, sent or counted). */
function formAnswer(request: FastifyRequest, reply: FastifyReply) {
  const message = "This is a preview: the form was not sent to anyone.";
  reply.header("Cache-Control", "no-store");
  if (/application\/json/.test(String(request.headers.accept ?? ""))) {
    // the shape of a sent form (spec section 7), so the preview shows what a visitor sees next
    return reply.code(200).type("application/json").send({ message });
  }
  return page(reply, 200, "Preview: nothing was sent", message);
}

/** The branch's build, as the site serves its own (site-routes.ts; no prefilled subject). */
function serve(request: FastifyRequest, reply: FastifyReply, site: Site, schedulerUrl: string) {
  const query = request.url.indexOf("?");
  const rawPath = query < 0 ? request.url : request.url.slice(0, query);
  const search = query < 0 ? "" : request.url.slice(query);
  if (rawPath === "/robots.txt") {
    return reply.type("text/plain; charset=utf-8").send("User-agent: *\nDisallow: /\n");
  }
  if (rawPath === SPAM_CHALLENGE_PATH) return reply.code(204).send();
  if (rawPath === DEMO_SCHEDULER_PATH) return reply.redirect(schedulerUrl, 302);
  const result = resolve(site, rawPath, search);
  if (result.kind === "bad-request") {
    return reply.code(400).type("text/plain; charset=utf-8").send("Bad request.");
  }
  if (result.kind === "redirect") return reply.redirect(result.location, 301);
  if (result.kind === "missing") return missing(reply, undefined);
  const { file, status } = result;
  return sendFile(request, reply, file, status);
}

/**
 * `/<branch>/<page>` on the preview origin itself: the longest leading part of the path that
 * names a published preview is the branch (a branch's name may hold slashes), and the rest is
 * the page, on that branch's host.
 */
function toBranchHost(
  request: FastifyRequest,
  reply: FastifyReply,
  preview: PreviewConfig,
  branchPrefix: string,
  published: (name: string) => boolean,
) {
  const query = request.url.indexOf("?");
  const rawPath = query < 0 ? request.url : request.url.slice(0, query);
  let parts: string[];
  try {
    parts = rawPath.split("/").slice(1).map(decodeURIComponent);
  } catch {
    return reply.code(400).type("text/plain; charset=utf-8").send("Bad request.");
  }
  for (let end = parts.length; end > 0; end--) {
    const name = previewName(parts.slice(0, end).join("/"));
    if (!name || !published(name)) continue;
    // built from our own host and re-encoded segments: it cannot lead to another origin
    const rest = parts.slice(end).map(encodeURIComponent).join("/");
    const search = query < 0 ? "" : request.url.slice(query).replace(/[^\x21-\x7e]/g, "");
    reply.header("Cache-Control", "no-store");
    return reply.redirect(`${preview.protocol}//${name}.${preview.host}/${rest}${search}`, 302);
  }
  // the branch it most likely names: Keystatic's are the branch prefix and one more part
  const path = parts.filter(Boolean).join("/");
  const prefix = path.startsWith(branchPrefix) ? branchPrefix : "";
  return missing(reply, previewName(prefix + (path.slice(prefix.length).split("/")[0] ?? "")));
}

export function registerPreview(app: FastifyInstance, config: Config) {
  const preview = config.preview;
  if (!preview) return;
  const suffix = `.${preview.host}`;
  const branchPrefix = config.editor?.branchPrefix ?? "content/";
  const siteOf = previewSites(preview.dir, config.schedulerUrl);
  // first of every hook: a preview's host answers everything itself, so no route of the site,
  // the forms or the editor ever runs for it
  app.addHook("onRequest", async (request, reply) => {
    const host = request.headers.host?.toLowerCase() ?? "";
    const apex = host === preview.host;
    if (!apex && !host.endsWith(suffix)) return;
    reply.header("X-Robots-Tag", "noindex");
    if (request.method !== "GET" && request.method !== "HEAD") return formAnswer(request, reply);
    if (apex)
      return toBranchHost(
        request,
        reply,
        preview,
        branchPrefix,
        (name) => siteOf(name) !== undefined,
      );
    const name = host.slice(0, -suffix.length);
    const site = isPreviewName(name) ? siteOf(name) : undefined;
    if (!site) return missing(reply, isPreviewName(name) ? name : undefined);
    return serve(request, reply, site, config.schedulerUrl);
  });
}
