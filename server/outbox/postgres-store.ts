import { direct } from "./db/port.ts";
import { PostgresPort, type PostgresPortOptions } from "./db/postgres-port.ts";
import { outboxOperations, type OutboxCalls } from "./operations.ts";
import type { Outbox } from "./records.ts";
import { packOperations } from "../security-pack/pack-store.ts";
import type { PackStore } from "../security-pack/pack-sql.ts";

// The PostgreSQL outbox, shared by any number of server instances: the operations
// (operations.ts) run directly on the port's pool (db/postgres-port.ts). Times are the
// application's clock in milliseconds, like the SQLite store; leases are long enough (a minute
// by default) that clock skew between instances of a few seconds does not matter.

export interface PostgresOutboxOptions extends PostgresPortOptions {
  now?: () => number;
}

export const PostgresOutbox = {
  async open(url: string, options: PostgresOutboxOptions = {}): Promise<Outbox> {
    const { now = Date.now, ...portOptions } = options;
    const db = await PostgresPort.open(url, portOptions);
    const context = () => ({ db, now: now() });
    return {
      ...direct<OutboxCalls>(outboxOperations, context),
      kind: "postgres",
      pack: direct<PackStore>(packOperations, context),
      close: () => db.close(),
    };
  },
};
