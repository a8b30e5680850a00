import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { RetentionSchedule } from "../outbox/retention.ts";

/** The retention purge (OUTBOX_RETENTION_DAYS): at start, then hourly; stopped before the store closes. */
export const retentionPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const retention = new RetentionSchedule({
      store: app.outbox.store,
      retentionMs: config.store.retentionMs,
      log: app.log,
    });
    app.addHook("onReady", async () => retention.start());
    app.addHook("onClose", async () => {
      await retention.stop();
    });
  },
  { name: "retention", dependencies: ["outbox"], fastify: "5.x" },
);
