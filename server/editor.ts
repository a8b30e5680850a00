import rateLimit from "@fastify/rate-limit";
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Config, EditorConfig } from "./config.ts";
import { inlineScriptHashes } from "./csp.ts";
import { SETTINGS_ELEMENT_ID, type EditorSettings } from "../editor/settings.ts";

// The editor in production (decision 0026): Keystatic's UI, built ahead of time into
// <BUILD_DIR>/editor (npm run build:editor), and Keystatic's GitHub sign-in routes
// (makeGenericAPIRouteHandler), served to requests for EDITOR_ORIGIN's host alone. That origin
// serves nothing else (the GitHub token cookie is readable by its scripts), and the public host
// never serves the editor. Each save is a commit made by the browser with the signed-in
// person's GitHub token: only people with write access to the repository can save.

/** The editor's own policy: Keystatic's UI and GitHub's API, nothing else (decision 0026). */
export const editorCsp = (scripts: readonly string[] = []) =>
  [
    "default-src 'none'",
    // the sign-in popup's answer closes itself with one inline script, allowed by its hash
    ["script-src 'self'", ...scripts].join(" "),
    // Keystatic's UI styles itself with emotion, which inserts <style> elements at run time
    "style-src 'self' 'unsafe-inline'",
    // avatars; images of content files, fetched from the repository and shown as blob:/data:
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self'",
    // GitHub's GraphQL and REST APIs, called by the browser with the signed-in person's token
    "connect-src 'self' https://api.github.com",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".svg": "image/svg+xml",
  ".png": "image/png",
};

interface Asset {
  type: string;
  body: Buffer;
  gzip: Buffer | undefined;
}

/** The prebuilt editor: its page (the settings written in) and its hashed assets. */
function loadEditor(dir: string, settings: EditorSettings) {
  const page = join(dir, "editor", "index.html");
  if (!existsSync(page)) return undefined;
  const json = JSON.stringify(settings).replace(/</g, "\\u003c");
  const html = readFileSync(page, "utf8").replace(
    "</head>",
    `<script type="application/json" id="${SETTINGS_ELEMENT_ID}">${json}</script></head>`,
  );
  const assets = new Map<string, Asset>();
  const assetDir = join(dir, "assets");
  for (const name of existsSync(assetDir) ? readdirSync(assetDir) : []) {
    const body = readFileSync(join(assetDir, name));
    const type = TYPES[extname(name)] ?? "application/octet-stream";
    const gzip = /^(text|image\/svg)/.test(type) ? gzipSync(body, { level: 6 }) : undefined;
    assets.set(name, { type, body, gzip });
  }
  return { html, assets };
}

/** Keystatic's answer headers, in any of the shapes its handler returns. */
function headerPairs(headers: unknown): [string, string][] {
  if (!headers) return [];
  if (headers instanceof Headers) return [...headers.entries()];
  if (Array.isArray(headers)) return headers as [string, string][];
  return Object.entries(headers as Record<string, string>);
}

/** Keystatic marks its cookies Secure only when NODE_ENV=production: always, here. */
export function secureCookie(value: string): string {
  return /;\s*secure(;|$)/i.test(value) ? value : `${value}; Secure`;
}

function notFound(reply: FastifyReply) {
  return reply.code(404).type("text/plain; charset=utf-8").send("Not found.");
}

const isEditorPath = (path: string) => /^\/(api\/)?keystatic(\/|$|\?)/.test(path);

export async function registerEditor(app: FastifyInstance, config: Config) {
  const editor = config.editor;
  // Without the editor, its paths are the public site's 404 like any unknown path; with it,
  // the public host answers them 404 before any route, and the editor's host serves nothing else.
  if (!editor) return;
  const host = new URL(editor.origin).host;
  const forEditor = (request: FastifyRequest) => request.headers.host?.toLowerCase() === host;
  app.addHook("onRequest", async (request, reply) => {
    const editorPath = isEditorPath(request.url);
    // the editor's address alone (https://cms.…/) opens the editor, not "Not found."
    if (forEditor(request) && /^\/(\?|$)/.test(request.url)) {
      return reply.code(302).header("Cache-Control", "no-store").redirect("/keystatic");
    }
    if (forEditor(request) !== editorPath) return notFound(reply);
  });
  await app.register(async (scope) => editorRoutes(scope, config, editor, host));
}

async function editorRoutes(
  app: FastifyInstance,
  config: Config,
  editor: EditorConfig,
  host: string,
) {
  const built = loadEditor(join(config.buildDir, "editor"), {
    repo: editor.repo,
    branchPrefix: editor.branchPrefix,
    appSlug: editor.appSlug,
    previewUrl: editor.previewUrl,
  });
  if (!built) app.log.warn(`No editor in ${config.buildDir}/editor: run "npm run build:editor".`);

  const handler = makeGenericAPIRouteHandler({
    clientId: editor.clientId,
    clientSecret: editor.clientSecret,
    secret: editor.secret,
    config: {
      storage: {
        kind: "github",
        repo: editor.repo,
        branchPrefix: editor.branchPrefix,
      },
    },
  });

  await app.register(rateLimit, { global: false, hook: "preHandler" });
  // on every answer of this origin, its refusals (429, 404) too; the page and its assets
  // set their own caching below, the API's answers are never stored
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("Content-Security-Policy", editorCsp());
    reply.header("Cross-Origin-Resource-Policy", "same-origin");
    reply.header("Cache-Control", "no-store");
  });

  app.route({
    method: ["GET", "POST"],
    url: "/api/keystatic/*",
    constraints: { host },
    config: { rateLimit: { max: editor.signInRateMax, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      // The URL Keystatic sees, and builds its OAuth callback from, is EDITOR_ORIGIN's: never
      // the Host or X-Forwarded-* headers a proxy or a client sends.
      const url = new URL(request.url, editor.origin);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (name === "host" || name.startsWith("x-forwarded-") || value === undefined) continue;
        for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
      }
      const answer = await handler(new Request(url, { method: request.method, headers }));
      for (const [name, value] of headerPairs(answer.headers)) {
        const cookie = name.toLowerCase() === "set-cookie";
        reply.header(name, cookie ? secureCookie(value) : value);
      }
      reply.header("Cache-Control", "no-store");
      const body = answer.body ?? "";
      if (typeof body === "string" && /<script/i.test(body)) {
        reply.header("Content-Security-Policy", editorCsp(inlineScriptHashes(body)));
      }
      if (!reply.hasHeader("Content-Type") && typeof body === "string") {
        reply.type("text/plain; charset=utf-8");
      }
      return reply
        .code(answer.status ?? 200)
        .send(typeof body === "string" ? body : Buffer.from(body));
    },
  });

  app.route({
    method: ["GET", "HEAD"],
    url: "/keystatic/assets/:name",
    constraints: { host },
    handler: async (request, reply) => {
      const { name } = request.params as { name: string };
      const asset = built?.assets.get(name);
      if (!asset) return notFound(reply);
      reply.header("Cache-Control", "public, max-age=31536000, immutable");
      reply.header("Vary", "Accept-Encoding");
      const gzip = asset.gzip && /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
      if (gzip) reply.header("Content-Encoding", "gzip");
      return reply.type(asset.type).send(gzip ? asset.gzip : asset.body);
    },
  });

  const page = async (_request: FastifyRequest, reply: FastifyReply) => {
    if (!built) {
      return reply.code(503).type("text/plain; charset=utf-8").send("The editor is not built.");
    }
    reply.header("Cache-Control", "no-cache");
    return reply.type("text/html; charset=utf-8").send(built.html);
  };
  app.route({ method: ["GET", "HEAD"], url: "/keystatic", constraints: { host }, handler: page });
  app.route({ method: ["GET", "HEAD"], url: "/keystatic/*", constraints: { host }, handler: page });
}
