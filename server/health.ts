import type { FastifyInstance } from "fastify";

// Probes for a load balancer or orchestrator:
//   GET /healthz  live: the process answers (restart it if this fails)
//   GET /readyz   ready: the outbox store answers in time and there is disk to write to;
//                 503 while starting, shutting down, or when submissions would be refused
//                 (take the instance out of rotation, do not restart it)

export interface Readiness {
  /** rejects when the store does not answer in time */
  ping(): Promise<void>;
  /** false when free disk is below the configured minimum */
  diskReady(): Promise<boolean>;
}

export function registerHealth(app: FastifyInstance, readiness: Readiness): void {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });

  app.get("/healthz", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return { status: "ok" };
  });

  app.get("/readyz", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    if (closing) return reply.code(503).send({ status: "closing" });
    const [store, disk] = await Promise.all([
      readiness.ping().then(
        () => true,
        () => false,
      ),
      readiness.diskReady().catch(() => false),
    ]);
    const ready = store && disk;
    return reply.code(ready ? 200 : 503).send({
      status: ready ? "ready" : "not ready",
      store: store ? "ok" : "unavailable",
      disk: disk ? "ok" : "low",
    });
  });
}
