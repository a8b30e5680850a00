import type { FastifyInstance } from "fastify";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import type { DestinationModule } from "../../server/destinations/index.ts";
import { SERVER_TEST_ENV } from "./server-process.ts";

// The server in the test's own process, as fastify/demo's test/helper.ts does it: the same
// loadConfig and buildApp as `node server/main.ts`, with the defaults runServer gives a child
// process, answering through app.inject (no process, no socket). With `listen`, it also
// listens on a free loopback port, for the tests about sockets: slow and stalled uploads,
// request timeouts, the connection limit, a client that vanishes mid-body. What a test needs
// of the process itself (refusing a bad config at start, signals, a kill and a restart, two
// processes on one store) stays with server-process.ts, and the CLI is always a process.
//
// Two apps in one process share its pid: a worker starting while another app of this process
// holds a claim takes that claim back as a dead process's (worker.ts, isOrphan). Start a
// second app on a shared store before anything is posted, as the spam test does.

export interface TestApp {
  app: FastifyInstance;
  /** the origin requests name (Host, and Origin where a test sends one): the real address once listening */
  url: string;
  /** the loopback port, when listening */
  port: number | undefined;
  /** `fetch` through app.inject: `path` on this app, the answer decoded as fetch decodes it */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** every log line the app has written so far (pino's JSON lines, as on a process's stdout) */
  logs(): string;
  /** app.close(): the outbox workers finish, the store, the relay connection and timers close */
  close(): Promise<void>;
}

/** What Node's fetch sends unless told otherwise (as a server sees it). */
const FETCH_HEADERS: Record<string, string> = {
  accept: "*/*",
  "accept-language": "*",
  "sec-fetch-mode": "cors",
  "user-agent": "node",
  "accept-encoding": "gzip, deflate",
};

/** Statuses a Response may not have a body with. */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

export async function buildTestApp(
  env: Record<string, string>,
  {
    listen = false,
    destinations,
  }: {
    listen?: boolean;
    /** the server's list of destinations, when a test composes its own (e.g. adds one) */
    destinations?: readonly DestinationModule[];
  } = {},
): Promise<TestApp> {
  const config = loadConfig({ ...SERVER_TEST_ENV, ...env }, destinations);
  let logs = "";
  const app = await buildApp(config, { logStream: { write: (line) => void (logs += line) } });
  let url = "http://localhost";
  let port: number | undefined;
  try {
    if (listen) {
      url = await app.listen({ port: 0, host: "127.0.0.1" });
      port = Number(new URL(url).port);
    } else {
      // what listen() does first: the onReady hooks start the outbox workers, retention,
      // the metrics server and the alerts
      await app.ready();
    }
  } catch (error) {
    await app.close();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    app,
    url,
    port,
    fetch: (path, init) => injectFetch(app, url, path, init),
    logs: () => logs,
    close: () => (closing ??= app.close()),
  };
}

async function injectFetch(
  app: FastifyInstance,
  origin: string,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  // A Request encodes the body (FormData as multipart) and its Content-Type as fetch would.
  const target = new URL(path, origin);
  if (target.origin !== new URL(origin).origin) throw new Error(`not this app: ${path}`);
  const request = new Request(target, init);
  const headers: Record<string, string> = { ...FETCH_HEADERS };
  request.headers.forEach((value, name) => (headers[name] = value));
  headers.host = target.host;
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  const answer = await app.inject({
    method: request.method as "GET",
    url: target.pathname + target.search,
    headers,
    ...(body ? { body } : {}),
  });
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) responseHeaders.append(name, String(item));
    }
  }
  if (answer.statusCode >= 300 && answer.statusCode < 400 && init.redirect !== "manual") {
    // fetch would follow it; no test here needs that, so say so instead of guessing
    throw new Error(`${answer.statusCode} for ${path}: pass redirect: "manual" to read it`);
  }
  const raw = answer.rawPayload;
  const empty = request.method === "HEAD" || NULL_BODY.has(answer.statusCode);
  return new Response(empty ? null : new Uint8Array(decode(raw, answer.headers)), {
    status: answer.statusCode,
    statusText: answer.statusMessage,
    headers: responseHeaders,
  });
}

/** The body as fetch hands it to its reader: Content-Encoding undone. */
function decode(raw: Buffer, headers: Record<string, unknown>): Buffer {
  if (raw.length === 0) return raw;
  switch (String(headers["content-encoding"] ?? "").toLowerCase()) {
    case "br":
      return brotliDecompressSync(raw);
    case "gzip":
    case "x-gzip":
      return gunzipSync(raw);
    case "deflate":
      return inflateSync(raw);
    default:
      return raw;
  }
}
