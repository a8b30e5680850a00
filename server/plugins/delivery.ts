import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import type { DestinationModule } from "../destinations/index.ts";
import type { Outbox } from "../outbox/store.ts";
import { OutboxWorker } from "../outbox/worker.ts";

/**
 * A delivery worker per destination that is on (server/destinations/, decision 0023): started
 * when the server is ready, woken by each stored submission, stopped — waiting for a delivery
 * in progress, at most OUTBOX_SHUTDOWN_MS — before the store closes.
 */
export const deliveryPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const { store } = app.outbox;
    const { metrics, alerts } = app.pipelineMetrics;
    const { modules, active } = config.destinations;
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
          leaseMs: config.store.leaseMs,
          onOutcome: (outcome) => {
            metrics.delivery(outcome, destination.name);
            if (outcome === "failed") alerts?.failedForGood();
          },
        }),
      };
    });
    app.outbox.onStored(() => workers.forEach(({ worker }) => worker.wake()));

    app.addHook("onReady", async () => {
      workers.forEach(({ worker }) => worker.start());
      const off = modules.filter((module) => !active.some((on) => on.name === module.name));
      void warnOfStranded(store, off, app.log);
    });
    app.addHook("onClose", async () => {
      await Promise.all(workers.map(({ worker }) => worker.stop(config.store.shutdownMs)));
      for (const { sender } of workers) sender?.close();
    });
  },
  { name: "delivery-workers", dependencies: ["outbox", "metrics"], fastify: "5.x" },
);

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
