import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

// A loopback stand-in for the owner's analytics provider (decision 0037): it serves the
// provider's script where the provider does and records every request the pages send it.
//
// - Plausible: plausible.io's `/js/script.js` is not on npm; its official tracking library is
//   (`@plausible-analytics/tracker`). The script served here is that library, unchanged but
//   for its `export` line, started the way script.js starts: its domain from `data-domain`,
//   its endpoint `/api/event` at the script's origin, the snippet's queue replayed. Only
//   `captureOnLocalhost` differs (the tests' pages are on 127.0.0.1, which script.js ignores).
// - Umami: its tracker is not on npm. The script served here is a minimal stand-in written
//   to Umami's documented tracker (umami.is/docs/tracker-functions, /docs/api/sending-stats):
//   `data-website-id`, `data-host-url`, a page view on load, `umami.track(name, data)`, each a
//   JSON POST of `{ type: "event", payload: { website, hostname, screen, language, title,
//   url, referrer[, name, data] } }` to `<host>/api/send`.

export interface Recorded {
  method: string;
  path: string;
  contentType: string | undefined;
  origin: string | undefined;
  body: unknown;
}

const require = createRequire(import.meta.url);
const plausibleLibrary = readFileSync(require.resolve("@plausible-analytics/tracker"), "utf8");

const PLAUSIBLE_SCRIPT = `(() => {
${plausibleLibrary.replace(/^export \{[^}]*\}\s*$/m, "")}
const script = document.currentScript;
const queued = (window.plausible && window.plausible.q) || [];
init({
  domain: script.dataset.domain,
  endpoint: new URL(script.src).origin + "/api/event",
  captureOnLocalhost: true,
});
for (const [name, options] of queued) track(name, options || {});
})();`;

const UMAMI_SCRIPT = `(() => {
const script = document.currentScript;
const website = script.getAttribute("data-website-id");
const host = (script.getAttribute("data-host-url") || new URL(script.src).origin).replace(/\\/$/, "");
const payload = () => ({
  website,
  hostname: location.hostname,
  screen: screen.width + "x" + screen.height,
  language: navigator.language,
  title: document.title,
  url: location.pathname + location.search,
  referrer: document.referrer,
});
const send = (body) =>
  fetch(host + "/api/send", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ type: "event", payload: body }),
    credentials: "omit",
  });
window.umami = {
  track: (name, data) => send(typeof name === "string" ? { ...payload(), name, data } : payload()),
};
send(payload());
})();`;

const SCRIPTS: Record<string, string> = {
  "/js/script.js": PLAUSIBLE_SCRIPT,
  "/script.js": UMAMI_SCRIPT,
};

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** Starts the collector on 127.0.0.1; `requests` holds what arrived, scripts included. */
export async function startCollector() {
  const requests: Recorded[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? "/", "http://collector").pathname;
      const body = await bodyOf(request);
      requests.push({
        method: request.method ?? "",
        path,
        contentType: request.headers["content-type"],
        origin: request.headers.origin,
        body,
      });
      // the providers answer the pages' cross-origin requests (Umami's JSON needs a preflight)
      response.setHeader("Access-Control-Allow-Origin", "*");
      response.setHeader("Access-Control-Allow-Headers", "Content-Type");
      const script = request.method === "GET" ? SCRIPTS[path] : undefined;
      if (script !== undefined) {
        response.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8" });
        response.end(script);
      } else if (request.method === "OPTIONS") {
        response.writeHead(204).end();
      } else if (request.method === "POST" && path === "/api/event") {
        response.writeHead(202, { "Content-Type": "text/plain" }).end("ok");
      } else if (request.method === "POST" && path === "/api/send") {
        response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
      } else {
        response.writeHead(404).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** the beacons (not the scripts, not the preflights) that arrived on `path` */
    sent: (path: string) =>
      requests.filter((request) => request.method === "POST" && request.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
