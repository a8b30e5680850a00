import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { DOCUMENT_REQUEST, type PackSettings } from "../destinations/document-request.ts";
import { securityPackRoutes } from "../security-pack/routes.ts";
import { SecurityPack, warnOfMissingDocuments } from "../security-pack/service.ts";
import type { Site } from "../static.ts";

/**
 * The security-review pack (decision 0029): on with its destination (SITE_URL set). Its routes
 * are registered either way: with the pack off they answer that it is not offered.
 */
export const securityPackPlugin = fp<{ config: Config; site: Site }>(
  async (app, { config, site }) => {
    const { store, intake } = app.outbox;
    const settings = config.destinations.active.find((on) => on.name === DOCUMENT_REQUEST)
      ?.settings as PackSettings | undefined;
    const pack = settings
      ? await SecurityPack.open({
          store,
          intake,
          settings,
          mailTo: config.mailTo,
          mailFrom: config.mailFrom,
        })
      : undefined;
    if (pack) await warnOfMissingDocuments(pack.settings, app.log);
    const { check, unverified, sharedLimits } = app.spamGuard;
    await app.register(securityPackRoutes, {
      pack,
      site,
      allowedOrigins: config.allowedOrigins,
      mailTo: config.mailTo,
      rateLimitMax: config.rateLimitMax,
      spam: check,
      unverified,
      sharedLimits,
    });
  },
  { name: "security-pack", dependencies: ["outbox", "spam"], fastify: "5.x" },
);
