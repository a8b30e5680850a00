import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { registerHealth } from "../health.ts";
import { OutboxIntake } from "../outbox/intake.ts";
import { openOutbox, type Outbox } from "../outbox/store.ts";

/** A double click or a browser retry arrives within seconds; an hour is plenty. */
export const DEDUPE_WINDOW_MS = 60 * 60_000;

/** What the rest of the pipeline reaches through `app.outbox`. */
export interface OutboxParts {
  store: Outbox;
  /** the questions every submission meets before it is stored (limits, disk, size cap) */
  intake: OutboxIntake;
  /** calls `listener` each time a submission is stored (the delivery workers wake on it) */
  onStored(listener: () => void): void;
}

declare module "fastify" {
  interface FastifyInstance {
    outbox: OutboxParts;
  }
}

/**
 * The outbox (SQLite in DATA_DIR, or PostgreSQL with DATABASE_URL), the intake in front of
 * it and the health probes that ask it. Closed last: every plugin that uses the store is
 * registered after this one, and Fastify runs onClose hooks in reverse order.
 */
export const outboxPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const settings = config.store;
    const store = await openOutbox({
      dataDir: config.dataDir,
      databaseUrl: settings.databaseUrl,
      timeoutMs: settings.timeoutMs,
    });
    const listeners: (() => void)[] = [];
    const intake = new OutboxIntake({
      store,
      dataDir: store.kind === "sqlite" ? config.dataDir : undefined,
      minFreeBytes: settings.minFreeBytes,
      maxBytes: settings.maxBytes,
      maxPerMinute: settings.maxPerMinute,
      dedupeWindowMs: DEDUPE_WINDOW_MS,
      destinations: config.destinations.active,
      // the acknowledgement's one a day is counted in the store whichever it is (it survives a
      // restart, and instances sharing the store count together)
      destinationLimits: store,
      log: app.log,
      onStored: () => listeners.forEach((listener) => listener()),
    });
    app.decorate("outbox", {
      store,
      intake,
      onStored: (listener: () => void) => void listeners.push(listener),
    });
    registerHealth(app, intake);
    app.addHook("onClose", async () => {
      await store.close();
    });
  },
  { name: "outbox", fastify: "5.x" },
);
