import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

// One log line per request: method, path (without the query), status and time. Fastify's
// own request logging writes two lines with the client's address and the full URL; the
// path is enough to follow a problem and keeps visitors' data out of the log.

const MAX_PATH = 200;

export function logRequest(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split("?")[0] ?? "";
  request.log.info(
    {
      method: request.method,
      path: path.length > MAX_PATH ? `${path.slice(0, MAX_PATH)}…` : path,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    },
    "request",
  );
}

export function registerRequestLog(app: FastifyInstance) {
  app.addHook("onResponse", async (request, reply) => logRequest(request, reply));
}
