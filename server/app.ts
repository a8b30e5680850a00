import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config.ts";
import { registerSecurityHeaders } from "./security-headers.ts";
import { registerSendEmail } from "./send-email/register.ts";
import { registerSiteRoutes } from "./site-routes.ts";

export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: process.env.LOG_LEVEL ?? "info" },
    trustProxy: process.env.TRUST_PROXY === "1",
    // A client that stalls must not hold a connection for ever.
    requestTimeout: 30_000,
  });

  registerSecurityHeaders(app);
  await registerSendEmail(app, config);
  registerSiteRoutes(app, config);

  return app;
}
