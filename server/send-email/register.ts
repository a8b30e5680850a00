import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import { createSmtpSender } from "../mailer/mailer.ts";
import { OutboxStore } from "../outbox/store.ts";
import { OutboxWorker } from "../outbox/worker.ts";
import type { Site } from "../static.ts";
import { sendEmailRoutes } from "./route.ts";

/** A double click or a browser retry arrives within seconds; an hour is plenty. */
export const DEDUPE_WINDOW_MS = 60 * 60_000;

/**
 * The enquiry side of the server: POST /send-email, the outbox and its delivery worker
 * (started when the server is ready, stopped when it closes), and GET /demo-scheduler.
 */
export async function registerSendEmail(app: FastifyInstance, config: Config, site: Site) {
  const store = OutboxStore.open(config.dataDir);
  const sender = config.smtpUrl
    ? createSmtpSender(config.smtpUrl, config.mailFrom, {
        allowPlaintext: config.smtpAllowPlaintext,
      })
    : undefined;
  const worker = new OutboxWorker({ store, sender, policy: config.outbox, log: app.log });

  await app.register(sendEmailRoutes, {
    allowedOrigins: config.allowedOrigins,
    mailTo: config.mailTo,
    mailFrom: config.mailFrom,
    rateLimitMax: config.rateLimitMax,
    store,
    dedupeWindowMs: DEDUPE_WINDOW_MS,
    onStored: () => worker.wake(),
    site,
  });

  // The scheduler is configured at run time: the demo dialog's iframe loads this URL.
  app.get("/demo-scheduler", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return reply.redirect(config.schedulerUrl, 302);
  });

  app.addHook("onReady", async () => worker.start());
  app.addHook("onClose", async () => {
    await worker.stop();
    sender?.close();
    store.close();
  });
}
