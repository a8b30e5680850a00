import fp from "fastify-plugin";
import type { Server } from "node:http";
import type { Config } from "../config.ts";
import { PipelineAlerts } from "./alerts.ts";
import { serveMetrics } from "./metrics-server.ts";
import { PipelineMetrics, routeKind } from "./pipeline-metrics.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** the figures every part of the pipeline counts into, and the alerts (when on) */
    pipelineMetrics: { metrics: PipelineMetrics; alerts: PipelineAlerts | undefined };
  }
}

/**
 * The operator's view of the enquiry pipeline: the figures (always counted; served on
 * METRICS_PORT when it is set) and the chat alerts (when ALERT_WEBHOOK_URL is set).
 */
export const metricsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const settings = config.metrics;
    const destinations = config.destinations.modules;
    const { store } = app.outbox;
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
    app.decorate("pipelineMetrics", { metrics, alerts });
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
  },
  { name: "metrics", dependencies: ["outbox"], fastify: "5.x" },
);
