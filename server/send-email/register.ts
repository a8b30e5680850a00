import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import { registerHealth } from "../health.ts";
import { createSmtpSender } from "../mailer/mailer.ts";
import { OutboxIntake } from "../outbox/intake.ts";
import { RetentionSchedule } from "../outbox/retention.ts";
import { openOutbox, type Outbox } from "../outbox/store.ts";
import { OutboxWorker } from "../outbox/worker.ts";
import { createWebhookSender } from "../webhook/sender.ts";
import { registerMetrics } from "../metrics/register.ts";
import type { Site } from "../static.ts";
import { SpamCheck } from "../spam/spam-check.ts";
import { UnverifiedAllowance } from "../spam/unverified-allowance.ts";
import { sendEmailRoutes } from "./route.ts";

/** A double click or a browser retry arrives within seconds; an hour is plenty. */
export const DEDUPE_WINDOW_MS = 60 * 60_000;

/**
 * The enquiry side of the server: POST /send-email, the outbox (SQLite in DATA_DIR, or
 * PostgreSQL with DATABASE_URL) and its delivery worker (started when the server is ready,
 * stopped — waiting for a delivery in progress — before the store closes), the health
 * probes, the retention purge (at start, then hourly), and GET /demo-scheduler.
 */
export async function registerSendEmail(app: FastifyInstance, config: Config, site: Site) {
  const settings = config.store;
  const store = await openOutbox({
    dataDir: config.dataDir,
    databaseUrl: settings.databaseUrl,
    timeoutMs: settings.timeoutMs,
  });
  const sender = config.smtpUrl
    ? createSmtpSender(config.smtpUrl, config.mailFrom, {
        allowPlaintext: config.smtpAllowPlaintext,
      })
    : undefined;
  const { metrics, alerts } = registerMetrics(app, config.metrics, store);
  // One worker per destination: a webhook that hangs or refuses never delays the e-mail.
  const webhook = config.webhook;
  const destinations = webhook ? (["email", "webhook"] as const) : (["email"] as const);
  const workers = destinations.map(
    (destination) =>
      new OutboxWorker({
        store,
        destination,
        sender: destination === "webhook" && webhook ? createWebhookSender(webhook) : sender,
        policy: config.outbox,
        log: app.log,
        leaseMs: settings.leaseMs,
        onOutcome: (outcome) => {
          metrics.delivery(outcome, destination);
          if (outcome === "failed") alerts?.failedForGood();
        },
      }),
  );
  const retention = new RetentionSchedule({
    store,
    retentionMs: settings.retentionMs,
    log: app.log,
  });
  const intake = new OutboxIntake({
    store,
    dataDir: store.kind === "sqlite" ? config.dataDir : undefined,
    minFreeBytes: settings.minFreeBytes,
    maxBytes: settings.maxBytes,
    maxPerMinute: settings.maxPerMinute,
    dedupeWindowMs: DEDUPE_WINDOW_MS,
    destinations,
    webhookFiles: webhook?.includeFiles ?? false,
    log: app.log,
    onStored: () => workers.forEach((worker) => worker.wake()),
  });

  registerHealth(app, intake);
  const spam = await SpamCheck.open(config.spam, store);

  await app.register(sendEmailRoutes, {
    allowedOrigins: config.allowedOrigins,
    mailTo: config.mailTo,
    mailFrom: config.mailFrom,
    rateLimitMax: config.rateLimitMax,
    intake,
    site,
    metrics,
    spam,
    unverified: new UnverifiedAllowance(config.spam.unverifiedMaxPerHour),
    unverifiedMaxPerHour: config.spam.unverifiedMaxPerHour,
  });

  // The scheduler is configured at run time: the demo dialog's iframe loads this URL.
  app.get("/demo-scheduler", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return reply.redirect(config.schedulerUrl, 302);
  });

  app.addHook("onReady", async () => {
    workers.forEach((worker) => worker.start());
    retention.start();
    if (!webhook) void warnOfStrandedWebhooks(store, app.log);
  });
  app.addHook("onClose", async () => {
    await Promise.all(workers.map((worker) => worker.stop(settings.shutdownMs)));
    await retention.stop();
    sender?.close();
    await store.close();
  });
}

/** Webhook deliveries stored while WEBHOOK_URL was set wait until it is set again: say so. */
async function warnOfStrandedWebhooks(
  store: Outbox,
  log: { warn(details: object, message: string): void },
): Promise<void> {
  const pending = await store.count("pending", "webhook").catch(() => 0);
  if (pending > 0) {
    log.warn(
      { pending },
      "outbox: WEBHOOK_URL is not set; webhook deliveries wait in the outbox (npm run outbox -- --destination webhook)",
    );
  }
}
