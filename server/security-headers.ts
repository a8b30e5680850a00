import type { FastifyInstance, FastifyReply } from "fastify";

/** Headers every response carries; pages add their own Content-Security-Policy. */
export function applySecurityHeaders(reply: FastifyReply) {
  reply.header("X-Content-Type-Options", "nosniff");
  reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
  reply.header("X-Frame-Options", "DENY");
  reply.header("Cross-Origin-Opener-Policy", "same-origin");
  // (FLoC's interest-cohort is gone from browsers: Chromium logs it as an unknown feature)
  reply.header("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  reply.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  if (!reply.hasHeader("Content-Security-Policy")) {
    reply.header("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
  }
}

export function registerSecurityHeaders(app: FastifyInstance) {
  // onSend, not onRequest: error answers and 404s go through it too.
  app.addHook("onSend", async (_request, reply, payload) => {
    applySecurityHeaders(reply);
    return payload;
  });
}
