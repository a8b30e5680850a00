import pg from "pg";
import { OutboxUnavailableError } from "../records.ts";
import { POSTGRES_MIGRATIONS } from "./migrations.ts";
import type { Db, Result, Value } from "./port.ts";

// The port on PostgreSQL, shared by any number of server instances: a pool whose every call is
// bounded in time (connect, lock waits and statement), failing with OutboxUnavailableError.
// Picking a row to change locks it (FOR UPDATE), passing those another instance holds (SKIP
// LOCKED), so two instances never claim the same message and never wait for each other. The
// schema is created or migrated at start under an advisory lock, so instances starting
// together do not race.

export interface PostgresPortOptions {
  /** the longest a call may take (connect, lock waits and statement included) */
  timeoutMs?: number;
  /** connections per instance */
  poolSize?: number;
}

const MIGRATION_LOCK = 4_109_201_701;

type Queryable = pg.Pool | pg.PoolClient;

/** The statements, on the pool or on one lent connection (inside a transaction). */
class PostgresDb implements Db {
  readonly dialect = "postgres";
  readonly messages = "outbox_messages";
  readonly forUpdate = " FOR UPDATE";
  readonly skipLocked = " FOR UPDATE SKIP LOCKED";
  readonly #on: Queryable;

  constructor(on: Queryable) {
    this.#on = on;
  }

  async query(sql: string, params: readonly Value[] = []): Promise<Result> {
    try {
      const { rows, rowCount } = await this.#on.query(sql, params as Value[]);
      return { rows, changes: rowCount ?? rows.length };
    } catch (error) {
      throw unavailable(error);
    }
  }

  /** Already in one (a lent connection): the work joins it. */
  transaction<T>(work: (db: Db) => Promise<T>): Promise<T> {
    return work(this);
  }

  async scrub(): Promise<void> {}

  async ping(): Promise<void> {
    await this.query("SELECT 1");
  }
}

export class PostgresPort extends PostgresDb {
  readonly #pool: pg.Pool;

  private constructor(pool: pg.Pool) {
    super(pool);
    this.#pool = pool;
  }

  static async open(url: string, options: PostgresPortOptions = {}): Promise<PostgresPort> {
    const timeoutMs = options.timeoutMs ?? 3_000;
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 5,
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
      statement_timeout: timeoutMs,
      idleTimeoutMillis: 30_000,
      application_name: "company-website-outbox",
    });
    // A dropped connection of an idle client must not crash the process.
    pool.on("error", () => {});
    const port = new PostgresPort(pool);
    try {
      await port.#migrate();
    } catch (error) {
      await pool.end().catch(() => {});
      throw error;
    }
    return port;
  }

  async #migrate(): Promise<void> {
    const lent = lend(await this.#pool.connect());
    const { client } = lent;
    try {
      await client.query("BEGIN");
      await client.query("SET LOCAL statement_timeout = 60000");
      await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
      await client.query(
        "CREATE TABLE IF NOT EXISTS outbox_schema (version INTEGER NOT NULL, applied_at BIGINT NOT NULL)",
      );
      const { rows } = await client.query(
        "SELECT coalesce(max(version), 0) AS v FROM outbox_schema",
      );
      const version = Number(rows[0]?.v ?? 0);
      for (let step = version; step < POSTGRES_MIGRATIONS.length; step++) {
        await client.query(POSTGRES_MIGRATIONS[step] ?? "");
        await client.query("INSERT INTO outbox_schema (version, applied_at) VALUES ($1, $2)", [
          step + 1,
          Date.now(),
        ]);
      }
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK").catch(lent.broke);
      throw error;
    } finally {
      lent.release();
    }
  }

  override async transaction<T>(work: (db: Db) => Promise<T>, lockKey?: string): Promise<T> {
    let lent: Lent;
    try {
      lent = lend(await this.#pool.connect());
    } catch (error) {
      throw unavailable(error);
    }
    const { client } = lent;
    try {
      await client.query("BEGIN");
      // e.g. two instances receiving the same double click: one stores it, the other sees it
      if (lockKey !== undefined) {
        await client.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [lockKey]);
      }
      const result = await work(new PostgresDb(client));
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(lent.broke);
      throw unavailable(error);
    } finally {
      lent.release();
    }
  }

  async close(): Promise<void> {
    await this.#pool.end().catch(() => {});
  }
}

/** A pooled client lent for a transaction, with its "error" event heard. */
interface Lent {
  client: pg.PoolClient;
  /** the connection is not fit to lend again (its ROLLBACK failed) */
  broke: (error: unknown) => void;
  /** back to the pool, which discards it if it broke */
  release: () => void;
}

/**
 * The pool listens for a client's "error" only while the client is idle. A connection cut while
 * it is lent (PostgreSQL stopped or restarted, its backend ended) emits "error" on the client,
 * and unheard that is an uncaught exception that ends the process; the query in progress fails
 * with the cut anyway. A client that broke, or whose ROLLBACK failed, goes back as an error,
 * so the pool drops it instead of lending a dead or mid-transaction connection again.
 */
function lend(client: pg.PoolClient): Lent {
  let broken: Error | undefined;
  const broke = (error: unknown) => {
    broken ??= error instanceof Error ? error : new Error(String(error));
  };
  client.on("error", broke);
  return {
    client,
    broke,
    release: () => {
      client.off("error", broke);
      client.release(broken);
    },
  };
}

function unavailable(error: unknown): Error {
  if (error instanceof OutboxUnavailableError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return Object.assign(new OutboxUnavailableError(`outbox: ${message}`), { cause: error });
}
