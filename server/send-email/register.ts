import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import type { Site } from "../static.ts";
import { sendEmailRoutes } from "./route.ts";

/**
 * POST /send-email (and its challenge): the form's submission through the spam check into the
 * outbox's intake. Its own routes live in route.ts, encapsulated (their rate limit is theirs).
 */
export const sendEmailPlugin = fp<{ config: Config; site: Site }>(
  async (app, { config, site }) => {
    const { check, unverified, sharedLimits } = app.spamGuard;
    await app.register(sendEmailRoutes, {
      allowedOrigins: config.allowedOrigins,
      mailTo: config.mailTo,
      mailFrom: config.mailFrom,
      rateLimitMax: config.rateLimitMax,
      intake: app.outbox.intake,
      site,
      metrics: app.pipelineMetrics.metrics,
      spam: check,
      unverified,
      unverifiedMaxPerHour: config.spam.unverifiedMaxPerHour,
      sharedLimits,
    });
  },
  { name: "send-email", dependencies: ["outbox", "metrics", "spam"], fastify: "5.x" },
);
