import type { FastifyInstance } from "fastify";
import type { Server } from "node:http";
import type { Config } from "../config.ts";
import type { DestinationModule } from "../destinations/index.ts";
import type { Outbox } from "../outbox/store.ts";
import { PipelineAlerts } from "./alerts.ts";
import { serveMetrics } from "./metrics-server.ts";
import { PipelineMetrics, routeKind } from "./pipeline-metrics.ts";

/**
 * The operator's view of the enquiry pipeline: the figures (always counted; served on
 * METRICS_PORT when it is set) and the chat alerts (when ALERT_WEBHOOK_URL is set).
 */
export function registerMetrics(
  app: FastifyInstance,
  settings: Config["metrics"],
  store: Outbox,
  destinations: readonly DestinationModule[],
) {
  const metrics = new PipelineMetrics(
    store,
    destinations.map((destination) => destination.name),
  );
  const alerts = settings.alertWebhookUrl
    ? new PipelineAlerts({
        store,
        receivers: Object.fromEntries(
          destinations.map((destination) => [destination.name, destination.receiver]),
        ),
        webhookUrl: settings.alertWebhookUrl,
        afterMs: settings.alertAfterMs,
        checkEveryMs: settings.alertCheckMs,
        log: app.log,
      })
    : undefined;
  let server: Server | undefined;

  app.addHook("onResponse", async (request, reply) => {
    metrics.request(routeKind(request.url.split("?")[0] ?? ""), reply.elapsedTime / 1000);
  });
  app.addHook("onReady", async () => {
    if (settings.port !== undefined) {
      server = await serveMetrics(metrics.registry, settings.port, settings.host);
      app.log.info({ port: settings.port, host: settings.host }, "metrics: serving /metrics");
    }
    alerts?.start();
  });
  app.addHook("onClose", async () => {
    await alerts?.stop();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  });
  return { metrics, alerts };
}
