import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { MemoryCounter } from "../limits/window-counter.ts";
import type { WindowCounter } from "../outbox/store.ts";
import { SpamCheck } from "../spam/spam-check.ts";
import { UnverifiedAllowance } from "../spam/unverified-allowance.ts";

/** What the form routes reach through `app.spamGuard`. */
export interface SpamGuard {
  /** the proof-of-work challenge and its check (decision 0020) */
  check: SpamCheck;
  /** posts without a solution, counted per client address and hour */
  unverified: UnverifiedAllowance;
  /** the per-client limits every instance counts together (PostgreSQL); undefined on SQLite */
  sharedLimits: WindowCounter | undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    spamGuard: SpamGuard;
  }
}

/** The spam check and the limits the forms share; its key is kept in the outbox's store. */
export const spamPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const { store } = app.outbox;
    // The limits every instance on a shared store counts together (PostgreSQL); SQLite serves
    // one instance, which counts them in memory, off the disk.
    const sharedLimits = store.kind === "postgres" ? store : undefined;
    app.decorate("spamGuard", {
      check: await SpamCheck.open(config.spam, store),
      unverified: new UnverifiedAllowance(
        config.spam.unverifiedMaxPerHour,
        sharedLimits ?? new MemoryCounter(),
      ),
      sharedLimits,
    });
  },
  { name: "spam", dependencies: ["outbox"], fastify: "5.x" },
);
