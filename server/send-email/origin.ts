import type { FastifyReply, FastifyRequest } from "fastify";

// Who may post the forms: pages of this server and of the configured ALLOWED_ORIGINS.
// A browser on any other site is refused, so the endpoint cannot be used as a relay by
// someone else's page. Clients that are not browsers send no Origin; they are held to
// the same validation and rate limit as everyone else.

export type OriginVerdict = { allowed: true; corsOrigin: string | undefined } | { allowed: false };

export function judgeOrigin(
  request: FastifyRequest,
  allowedOrigins: readonly string[],
): OriginVerdict {
  const origin = request.headers.origin;
  if (origin === undefined) {
    if (request.headers["sec-fetch-site"] === "cross-site") return { allowed: false };
    return { allowed: true, corsOrigin: undefined };
  }
  if (allowedOrigins.includes(origin)) return { allowed: true, corsOrigin: origin };
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return { allowed: false }; // "null" (sandboxed frames, files) and garbage
  }
  if (host === request.host.toLowerCase()) return { allowed: true, corsOrigin: undefined };
  return { allowed: false };
}

export function applyCors(reply: FastifyReply, corsOrigin: string | undefined): void {
  reply.header("Vary", "Origin");
  // Echo one exact, allowed origin: never "*".
  if (corsOrigin) reply.header("Access-Control-Allow-Origin", corsOrigin);
}
