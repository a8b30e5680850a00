import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import type { DestinationModule } from "../destinations/index.ts";
import { registerHealth } from "../health.ts";
import { MemoryCounter } from "../limits/window-counter.ts";
import { OutboxIntake } from "../outbox/intake.ts";
import { RetentionSchedule } from "../outbox/retention.ts";
import { openOutbox, type Outbox } from "../outbox/store.ts";
import { OutboxWorker } from "../outbox/worker.ts";
import { registerMetrics } from "../metrics/register.ts";
import type { Site } from "../static.ts";
import { SpamCheck } from "../spam/spam-check.ts";
import { UnverifiedAllowance } from "../spam/unverified-allowance.ts";
import { sendEmailRoutes } from "./route.ts";
import { DOCUMENT_REQUEST, type PackSettings } from "../destinations/document-request.ts";
import { securityPackRoutes } from "../security-pack/routes.ts";
import { SecurityPack, warnOfMissingDocuments } from "../security-pack/service.ts";

/** A double click or a browser retry arrives within seconds; an hour is plenty. */
export const DEDUPE_WINDOW_MS = 60 * 60_000;

/**
 * The enquiry side of the server: POST /send-email, the outbox (SQLite in DATA_DIR, or
 * PostgreSQL with DATABASE_URL) and a delivery worker per destination that is on (started
 * when the server is ready, stopped — waiting for a delivery in progress — before the store
 * closes), the health probes, the retention purge (at start, then hourly), and
 * GET /demo-scheduler. Destinations come from the config (server/destinations/, decision 0023).
 */
export async function registerSendEmail(app: FastifyInstance, config: Config, site: Site) {
  const settings = config.store;
  const { modules, active } = config.destinations;
  const store = await openOutbox({
    dataDir: config.dataDir,
    databaseUrl: settings.databaseUrl,
    timeoutMs: settings.timeoutMs,
  });
  const { metrics, alerts } = registerMetrics(app, config.metrics, store, modules);
  // One worker per destination: a receiver that hangs or refuses never delays another.
  const workers = active.map((destination) => {
    const sender = destination.sender();
    return {
      sender,
      worker: new OutboxWorker({
        store,
        destination: destination.name,
        sender,
        idleReason: destination.idleReason,
        policy: config.outbox,
        log: app.log,
        leaseMs: settings.leaseMs,
        onOutcome: (outcome) => {
          metrics.delivery(outcome, destination.name);
          if (outcome === "failed") alerts?.failedForGood();
        },
      }),
    };
  });
  // The limits every instance on a shared store counts together (PostgreSQL); SQLite serves one
  // instance, which counts them in memory, off the disk.
  const limits = store.kind === "postgres" ? store : new MemoryCounter();
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
    destinations: active,
    // the acknowledgement's one a day is counted in the store whichever it is (it survives a
    // restart, and instances sharing the store count together)
    destinationLimits: store,
    log: app.log,
    onStored: () => workers.forEach(({ worker }) => worker.wake()),
  });

  registerHealth(app, intake);
  const spam = await SpamCheck.open(config.spam, store);

  const unverified = new UnverifiedAllowance(config.spam.unverifiedMaxPerHour, limits);
  await app.register(sendEmailRoutes, {
    allowedOrigins: config.allowedOrigins,
    mailTo: config.mailTo,
    mailFrom: config.mailFrom,
    rateLimitMax: config.rateLimitMax,
    intake,
    site,
    metrics,
    spam,
    unverified,
    unverifiedMaxPerHour: config.spam.unverifiedMaxPerHour,
    sharedLimits: store.kind === "postgres" ? store : undefined,
  });

  // The security-review pack (decision 0029): on with its destination (SITE_URL set).
  const packSettings = active.find((on) => on.name === DOCUMENT_REQUEST)?.settings;
  const pack = packSettings
    ? await SecurityPack.open({
        store,
        intake,
        settings: packSettings as PackSettings,
        mailTo: config.mailTo,
        mailFrom: config.mailFrom,
      })
    : undefined;
  if (pack) await warnOfMissingDocuments(pack.settings, app.log);
  await app.register(securityPackRoutes, {
    pack,
    site,
    allowedOrigins: config.allowedOrigins,
    mailTo: config.mailTo,
    rateLimitMax: config.rateLimitMax,
    spam,
    unverified,
    sharedLimits: store.kind === "postgres" ? store : undefined,
  });

  // The scheduler is configured at run time: the demo dialog's iframe loads this URL.
  app.get("/demo-scheduler", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return reply.redirect(config.schedulerUrl, 302);
  });

  app.addHook("onReady", async () => {
    workers.forEach(({ worker }) => worker.start());
    retention.start();
    const off = modules.filter((module) => !active.some((on) => on.name === module.name));
    void warnOfStranded(store, off, app.log);
  });
  app.addHook("onClose", async () => {
    await Promise.all(workers.map(({ worker }) => worker.stop(settings.shutdownMs)));
    await retention.stop();
    for (const { sender } of workers) sender?.close();
    await store.close();
  });
}

/** Rows stored while a destination was on wait until it is on again: say so. */
async function warnOfStranded(
  store: Outbox,
  off: readonly DestinationModule[],
  log: { warn(details: object, message: string): void },
): Promise<void> {
  for (const module of off) {
    const pending = await store.count("pending", module.name).catch(() => 0);
    if (pending > 0) {
      log.warn(
        { destination: module.name, pending },
        `outbox: ${module.offReason}; ${module.name} deliveries wait in the outbox (npm run outbox -- --destination ${module.name})`,
      );
    }
  }
}
