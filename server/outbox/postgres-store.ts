import pg from "pg";
import { messageRow, missingRows, type Destination } from "./destinations.ts";
import { insertRow } from "./insert.ts";
import {
  erasePackPostgres,
  postgresPack,
  purgePackPostgres,
} from "../security-pack/postgres-pack.ts";
import type { PackStore } from "../security-pack/pack-sql.ts";
import {
  addressKey,
  DROPPED_ATTACHMENT,
  ERASED_CONTENT,
  erasureKey,
  full,
  hitQuery,
  outboxStats,
  OutboxUnavailableError,
  POSTGRES_MIGRATIONS,
  releaseQuery,
  statsQuery,
  summary,
  SUMMARY_COLUMNS,
  type AddOptions,
  type AddResult,
  type ErasedMessage,
  type MessageKind,
  type MessageState,
  type MessageSummary,
  type NewMessage,
  type Outbox,
  type OutboxStats,
  type PurgedMessage,
  type RequeueResult,
  type StoredMessage,
  type WindowCount,
} from "./records.ts";

// The PostgreSQL outbox, shared by any number of server instances. Claims take the next
// due row with FOR UPDATE SKIP LOCKED, so two instances never claim the same message and
// never wait for each other; leases (claimed_by + lease_until) let any instance take back
// a message whose claimer died. Times are the application's clock in milliseconds, like
// the SQLite store; leases are long enough (a minute by default) that clock skew between
// instances of a few seconds does not matter. The schema is created or migrated at start
// under an advisory lock, so instances starting together do not race.

export interface PostgresOutboxOptions {
  now?: () => number;
  /** the longest a call may take (connect, lock waits and statement included) */
  timeoutMs?: number;
  /** connections per instance */
  poolSize?: number;
}

const MIGRATION_LOCK = 4_109_201_701;

export class PostgresOutbox implements Outbox {
  readonly kind = "postgres";
  readonly #pool: pg.Pool;
  readonly #now: () => number;
  readonly pack: PackStore;

  private constructor(pool: pg.Pool, now: () => number) {
    this.#pool = pool;
    this.#now = now;
    this.pack = postgresPack(
      (sql, params) => this.#query(sql, params),
      (work) => this.#transaction(work),
      now,
    );
  }

  static async open(url: string, options: PostgresOutboxOptions = {}): Promise<PostgresOutbox> {
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
    const store = new PostgresOutbox(pool, options.now ?? Date.now);
    try {
      await store.#migrate();
    } catch (error) {
      await pool.end().catch(() => {});
      throw error;
    }
    return store;
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

  async #query(sql: string, params: unknown[] = []): Promise<pg.QueryResult> {
    try {
      return await this.#pool.query(sql, params);
    } catch (error) {
      throw unavailable(error);
    }
  }

  async #transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    let lent: Lent;
    try {
      lent = lend(await this.#pool.connect());
    } catch (error) {
      throw unavailable(error);
    }
    const { client } = lent;
    try {
      await client.query("BEGIN");
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(lent.broke);
      throw unavailable(error);
    } finally {
      lent.release();
    }
  }

  /** One row per destination, in one transaction; duplicates as in the SQLite store. */
  add(message: NewMessage, options: AddOptions): Promise<AddResult> {
    const now = this.#now();
    return this.#transaction(async (client): Promise<AddResult> => {
      // Two instances receiving the same double click: one stores it, the other sees it.
      await client.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [
        message.contentHash,
      ]);
      const existing = await client.query(
        `SELECT id, destination FROM outbox_messages
         WHERE content_hash = $1 AND created_at >= $2 AND state <> 'failed' ORDER BY id`,
        [message.contentHash, now - options.dedupeWindowMs],
      );
      const rows = missingRows(
        [...(options.rows ?? [messageRow(message)])],
        new Set(existing.rows.map((row) => String(row.destination))),
      );
      if (rows.length === 0) return { outcome: "duplicate", id: Number(existing.rows[0]?.id) };
      if (options.maxBytes > 0) {
        const { rows: total } = await client.query(
          "SELECT coalesce(sum(size_bytes), 0) AS n FROM outbox_messages",
        );
        const bytes = Number(total[0]?.n ?? 0);
        const size = rows.reduce((sum, row) => sum + row.sizeBytes, 0);
        if (bytes + size > options.maxBytes) return { outcome: "full", bytes };
      }
      const ids: number[] = [];
      for (const row of rows) {
        const { sql, values } = insertRow(
          "outbox_messages",
          (position) => `$${position}`,
          message,
          row,
          now,
        );
        const inserted = await client.query(sql, values);
        ids.push(Number(inserted.rows[0]?.id));
      }
      return {
        outcome: "stored",
        id: ids[0] ?? 0,
        destinations: rows.map((row) => row.destination),
      };
    });
  }

  async get(id: number): Promise<StoredMessage | undefined> {
    const { rows } = await this.#query("SELECT * FROM outbox_messages WHERE id = $1", [id]);
    return rows[0] ? full(rows[0]) : undefined;
  }

  async list(state?: MessageState): Promise<MessageSummary[]> {
    const { rows } = await this.#query(
      `SELECT ${SUMMARY_COLUMNS} FROM outbox_messages
       WHERE ($1::text IS NULL OR state = $1) ORDER BY id`,
      [state ?? null],
    );
    return rows.map(summary);
  }

  async stats(): Promise<OutboxStats> {
    const { rows } = await this.#query(statsQuery("outbox_messages"));
    return outboxStats(rows);
  }

  async count(state: MessageState, destination?: Destination): Promise<number> {
    const { rows } = await this.#query(
      `SELECT count(*) AS n FROM outbox_messages
       WHERE state = $1 AND ($2::text IS NULL OR destination = $2)`,
      [state, destination ?? null],
    );
    return Number(rows[0]?.n ?? 0);
  }

  async nextDueAt(destination: Destination = "email"): Promise<number | undefined> {
    const { rows } = await this.#query(
      `SELECT min(next_attempt_at) AS due FROM outbox_messages
       WHERE state = 'pending' AND destination = $1`,
      [destination],
    );
    return rows[0]?.due == null ? undefined : Number(rows[0].due);
  }

  async claimDue(
    owner: string,
    leaseMs: number,
    destination: Destination = "email",
  ): Promise<StoredMessage | undefined> {
    const now = this.#now();
    const { rows } = await this.#query(
      `UPDATE outbox_messages m
       SET state = 'sending', claimed_by = $2, lease_until = $3, attempts = m.attempts + 1
       FROM (SELECT id FROM outbox_messages
             WHERE destination = $4 AND state = 'pending' AND next_attempt_at <= $1
             ORDER BY next_attempt_at, id LIMIT 1
             FOR UPDATE SKIP LOCKED) due
       WHERE m.id = due.id
       RETURNING m.*`,
      [now, owner, now + leaseMs, destination],
    );
    return rows[0] ? full(rows[0]) : undefined;
  }

  async claim(id: number, owner: string, leaseMs: number): Promise<StoredMessage | undefined> {
    const { rows } = await this.#query(
      `UPDATE outbox_messages
       SET state = 'sending', claimed_by = $2, lease_until = $3, attempts = attempts + 1
       WHERE id = $1 AND state = 'pending'
       RETURNING *`,
      [id, owner, this.#now() + leaseMs],
    );
    return rows[0] ? full(rows[0]) : undefined;
  }

  async #owned(sql: string, params: unknown[]): Promise<boolean> {
    const { rowCount } = await this.#query(sql, params);
    return rowCount === 1;
  }

  renew(id: number, owner: string, leaseMs: number): Promise<boolean> {
    return this.#owned(
      `UPDATE outbox_messages SET lease_until = $1
       WHERE id = $2 AND state = 'sending' AND claimed_by = $3`,
      [this.#now() + leaseMs, id, owner],
    );
  }

  /** Delivered: a résumé kept without the visitor's consent goes in the same statement. */
  markSent(id: number, owner: string): Promise<boolean> {
    return this.#owned(
      `UPDATE outbox_messages SET state = 'sent', sent_at = $1, last_error = NULL,
         claimed_by = NULL, lease_until = NULL,
         attachment_name = CASE WHEN resume_consent THEN attachment_name END,
         attachment_type = CASE WHEN resume_consent THEN attachment_type END,
         attachment = CASE WHEN resume_consent THEN attachment END,
         size_bytes = CASE WHEN resume_consent THEN size_bytes
           ELSE octet_length(body) + octet_length(subject) + coalesce(octet_length(data_json), 0)
           END
       WHERE id = $2 AND state = 'sending' AND claimed_by = $3`,
      [this.#now(), id, owner],
    );
  }

  purge(retentionMs: number): Promise<PurgedMessage[]> {
    const now = this.#now();
    return this.#transaction(async (client) => {
      await client.query("DELETE FROM limit_windows WHERE reset_at <= $1", [now]);
      await purgePackPostgres(client, now, retentionMs);
      const erased = await client.query(
        `UPDATE outbox_messages SET ${ERASED_CONTENT}, erased_at = $1
         WHERE state = 'sent' AND erased_at IS NULL AND sent_at <= $2
         RETURNING id, kind`,
        [now, now - retentionMs],
      );
      const dropped = await client.query(
        `UPDATE outbox_messages SET ${DROPPED_ATTACHMENT},
           size_bytes = octet_length(body) + octet_length(subject)
             + coalesce(octet_length(data_json), 0)
         WHERE state = 'sent' AND attachment_name IS NOT NULL AND NOT resume_consent
           AND erased_at IS NULL
         RETURNING id, kind`,
      );
      const purged = (rows: pg.QueryResultRow[], erased: PurgedMessage["erased"]) =>
        rows.map((row) => ({ id: Number(row.id), kind: row.kind as MessageKind, erased }));
      return [...purged(erased.rows, "content"), ...purged(dropped.rows, "attachment")].sort(
        (a, b) => a.id - b.id,
      );
    });
  }

  async erase(email: string): Promise<ErasedMessage[]> {
    const key = erasureKey(email);
    if (!key) return [];
    const rows = await this.#transaction(async (client) => {
      await client.query("DELETE FROM limit_windows WHERE key LIKE $1", [`%:${addressKey(key)}`]);
      await erasePackPostgres(client, addressKey(key));
      const deleted = await client.query(
        `DELETE FROM outbox_messages WHERE lower(reply_to) = $1
         RETURNING id, kind, destination, state`,
        [key],
      );
      return deleted.rows;
    });
    return rows
      .map((row) => ({
        id: Number(row.id),
        kind: row.kind as MessageKind,
        destination: String(row.destination),
        state: row.state as MessageState,
      }))
      .sort((a, b) => a.id - b.id);
  }

  /** One statement: counted by every instance on this database alike. */
  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.#now();
    const { rows } = await this.#query(
      hitQuery((position) => `$${position}`),
      [key, now, now + windowMs],
    );
    return { count: Number(rows[0]?.count), resetAt: Number(rows[0]?.reset_at) };
  }

  async release(key: string, resetAt: number): Promise<void> {
    await this.#query(
      releaseQuery((position) => `$${position}`),
      [key, resetAt],
    );
  }

  markRetry(id: number, owner: string, error: string, nextAttemptAt: number): Promise<boolean> {
    return this.#owned(
      `UPDATE outbox_messages SET state = 'pending', last_error = $1, next_attempt_at = $2,
         claimed_by = NULL, lease_until = NULL
       WHERE id = $3 AND state = 'sending' AND claimed_by = $4`,
      [error, nextAttemptAt, id, owner],
    );
  }

  markFailed(id: number, owner: string, error: string): Promise<boolean> {
    return this.#owned(
      `UPDATE outbox_messages SET state = 'failed', last_error = $1, claimed_by = NULL,
         lease_until = NULL
       WHERE id = $2 AND state = 'sending' AND claimed_by = $3`,
      [error, id, owner],
    );
  }

  async releaseExpired(): Promise<number> {
    const now = this.#now();
    const { rowCount } = await this.#query(
      `UPDATE outbox_messages SET state = 'pending', claimed_by = NULL, lease_until = NULL,
         next_attempt_at = $1
       WHERE state = 'sending' AND (lease_until IS NULL OR lease_until < $1)`,
      [now],
    );
    return rowCount ?? 0;
  }

  requeue(id: number): Promise<RequeueResult> {
    const now = this.#now();
    return this.#transaction(async (client): Promise<RequeueResult> => {
      const { rows } = await client.query(
        "SELECT state, sent_at, claimed_by, lease_until FROM outbox_messages WHERE id = $1 FOR UPDATE",
        [id],
      );
      const row = rows[0];
      if (!row) return { outcome: "missing" };
      if (row.state === "sent") return { outcome: "sent", sentAt: Number(row.sent_at) };
      const leaseUntil = row.lease_until == null ? null : Number(row.lease_until);
      if (row.state === "sending" && leaseUntil !== null && leaseUntil >= now) {
        return { outcome: "busy", claimedBy: row.claimed_by ?? null, leaseUntil };
      }
      await client.query(
        `UPDATE outbox_messages SET state = 'pending', attempts = 0, retry_from = $1,
           next_attempt_at = $1, claimed_by = NULL, lease_until = NULL
         WHERE id = $2`,
        [now, id],
      );
      return { outcome: "queued" };
    });
  }

  async hurry(destination: Destination = "email"): Promise<number> {
    const now = this.#now();
    const { rowCount } = await this.#query(
      `UPDATE outbox_messages SET next_attempt_at = $1
       WHERE destination = $2 AND state = 'pending' AND next_attempt_at > $1`,
      [now, destination],
    );
    return rowCount ?? 0;
  }

  useChallenge(key: string, expiresAt: number): Promise<boolean> {
    const now = this.#now();
    return this.#transaction(async (client) => {
      await client.query("DELETE FROM spam_challenges WHERE expires_at < $1", [now]);
      const { rowCount } = await client.query(
        `INSERT INTO spam_challenges (challenge, expires_at) VALUES ($1, $2)
         ON CONFLICT (challenge) DO NOTHING`,
        [key, expiresAt],
      );
      return rowCount === 1;
    });
  }

  async spamKey(candidate: string): Promise<string> {
    await this.#query(
      "INSERT INTO spam_key (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING",
      [candidate],
    );
    const { rows } = await this.#query("SELECT secret FROM spam_key WHERE id = 1");
    return String(rows[0]?.secret);
  }

  async sizeBytes(): Promise<number> {
    const { rows } = await this.#query(
      "SELECT coalesce(sum(size_bytes), 0) AS n FROM outbox_messages",
    );
    return Number(rows[0]?.n ?? 0);
  }

  async ping(): Promise<void> {
    await this.#query("SELECT 1");
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
