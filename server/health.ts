import type { FastifyInstance } from "fastify";
import type { Readiness } from "./outbox/intake.ts";

// Probes for a load balancer or orchestrator:
//   GET /healthz  live: the process answers (restart it if this fails)
//   GET /readyz   ready: the outbox store answers in time, there is disk to write to and
//                 the outbox is under its size cap; 503 while starting, shutting down, or
//                 when submissions would be refused (take the instance out of rotation, do
//                 not restart it). Asked afresh (probes within 500 ms share an answer), so
//                 it turns 200 within a second of the store's recovery.

export interface ReadinessProbe {
  /** the questions a submission meets (OutboxIntake) */
  readiness(): Promise<Readiness>;
}

export function registerHealth(app: FastifyInstance, readiness: ReadinessProbe): void {
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
    const { store, disk, size } = await readiness
      .readiness()
      .catch(() => ({ store: false, disk: false, size: false }));
    const ready = store && disk && size;
    return reply.code(ready ? 200 : 503).send({
      status: ready ? "ready" : "not ready",
      store: store ? "ok" : "unavailable",
      disk: disk ? "ok" : "low",
      size: size ? "ok" : "full",
    });
  });
}
