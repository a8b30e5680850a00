import Fastify, {
  type FastifyError,
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join } from "node:path";
import type { Config } from "./config.ts";
import { registerEditor } from "./editor.ts";
import { registerPreview } from "./preview.ts";
import { logRequest, registerRequestLog } from "./request-log.ts";
import { applySecurityHeaders, registerSecurityHeaders } from "./security-headers.ts";
import { metricsPlugin } from "./metrics/register.ts";
import { deliveryPlugin } from "./plugins/delivery.ts";
import { outboxPlugin } from "./plugins/outbox.ts";
import { retentionPlugin } from "./plugins/retention.ts";
import { securityPackPlugin } from "./plugins/security-pack.ts";
import { spamPlugin } from "./plugins/spam.ts";
import { sendEmailPlugin } from "./send-email/register.ts";
import { siteRoutesPlugin } from "./site-routes.ts";
import { loadSite } from "./static.ts";
import { loadFullPhoneRules } from "#common/phone.ts";

export interface BuildOptions {
  /** where the log lines go instead of stdout (tests read them in-process); unset = stdout */
  logStream?: { write(line: string): void };
}

export async function buildApp(
  config: Config,
  { logStream }: BuildOptions = {},
): Promise<FastifyInstance> {
  // the forms' phone numbers are judged on the full numbering plans, never the small set
  await loadFullPhoneRules();
  const { requestTimeoutMs, idleTimeoutMs, maxConnections } = config.http;
  const app = Fastify<Server, IncomingMessage, ServerResponse>({
    logger: logStream ? { level: config.logLevel, stream: logStream } : { level: config.logLevel },
    // One line per request, written by registerRequestLog (no query strings, no addresses).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustedProxies(config.trustProxy),
    // A path the router cannot decode (bad percent-encoding) is the client's fault: a plain
    // 400 with our headers and one log line, instead of Fastify's bare JSON answer.
    frameworkErrors: (_error, request, reply) =>
      badUrl(request as unknown as FastifyRequest, reply as unknown as FastifyReply),
    // Node checks request timeouts only every `connectionsCheckingInterval` (30 s by
    // default), so a stalled body would get its 408 up to 30 s late; check 10× per timeout.
    serverFactory: (handler) => {
      const server = createServer(
        {
          requestTimeout: requestTimeoutMs,
          headersTimeout: Math.min(60_000, requestTimeoutMs),
          connectionsCheckingInterval: Math.max(100, Math.min(30_000, requestTimeoutMs / 10)),
          keepAliveTimeout: 72_000,
        },
        handler,
      );
      // A socket with no traffic at all (a stalled upload, an idle keep-alive) is closed.
      server.setTimeout(idleTimeoutMs);
      // Past this many open sockets new connections are refused instead of queued.
      server.maxConnections = maxConnections;
      return server;
    },
  });

  const site = loadSite(join(config.buildDir, "client"), config.schedulerUrl, config.analytics);
  registerRequestLog(app);
  // Our own faults are logged with their stack; a client's (4xx) only by the request line.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    const text = status >= 500 ? "Internal error." : "Bad request.";
    return reply.code(status).type("text/plain; charset=utf-8").send(text);
  });
  registerSecurityHeaders(app);
  // before all: a branch preview's host answers everything itself, forms included (decision 0038)
  registerPreview(app, config);
  // first: on the editor's host nothing else is served, on the public host none of the editor
  await registerEditor(app, config);
  // The enquiry pipeline, one named plugin per part (decision 0034). Each names the parts it
  // uses (Fastify refuses to start without them) and closes what it opens; onClose hooks run
  // in reverse order, so the outbox, registered first, closes after everything that uses it.
  await app.register(outboxPlugin, { config });
  await app.register(metricsPlugin, { config });
  await app.register(deliveryPlugin, { config });
  await app.register(retentionPlugin, { config });
  await app.register(spamPlugin, { config });
  await app.register(sendEmailPlugin, { config, site });
  await app.register(securityPackPlugin, { config, site });
  await app.register(siteRoutesPlugin, { config, site });

  return app;
}

function badUrl(request: FastifyRequest, reply: FastifyReply) {
  applySecurityHeaders(reply);
  void reply.code(400).type("text/plain; charset=utf-8").send("Bad request.");
  logRequest(request, reply);
}

/** A hop count trusts that many proxies from our side; Fastify's types only take a function. */
function trustedProxies(setting: Config["trustProxy"]) {
  if (typeof setting !== "number") return setting;
  return (_address: string, hop: number) => hop < setting;
}
