import { missingRows } from "./destinations.ts";
import type { Db, Operations } from "./db/port.ts";
import { insertRow } from "./insert.ts";
import {
  addressKey,
  enquiryRow,
  erasureKey,
  full,
  optionalNumber,
  outboxStats,
  summary,
} from "./mapping.ts";
import type {
  ErasedMessage,
  MessageKind,
  MessageState,
  Outbox,
  PurgedMessage,
  RequeueResult,
} from "./records.ts";
import { erasePack, purgePack } from "../security-pack/pack-store.ts";

// The outbox's operations, written once over the database port (db/port.ts, decision 0033):
// the SQLite store runs them inside its worker thread (sqlite-thread.ts), the PostgreSQL store
// on its pool (postgres-store.ts). Each gets the port and the caller's clock, read once.

/** What the operations serve: the Outbox but for what each store holds itself. */
export type OutboxCalls = Omit<Outbox, "kind" | "pack" | "close">;

/**
 * What retention blanks: every column that holds the visitor's data. The columns are NOT NULL,
 * so text becomes ''; a Reply-To of '' matches no erasure request.
 */
const ERASED_CONTENT = `reply_to = '', reply_name = '', mail_to = '', subject = '', body = '',
  content_hash = '', attachment_name = NULL, attachment_type = NULL, attachment = NULL,
  last_error = NULL, data_json = NULL, attribution = NULL, size_bytes = 0`;

/** The size of a row without its attachment (the résumé dropped). */
const SIZE_WITHOUT_ATTACHMENT = `octet_length(body) + octet_length(subject)
  + coalesce(octet_length(data_json), 0)`;

const SUMMARY_COLUMNS = `id, created_at, kind, destination, reply_to, subject, state, attempts,
  next_attempt_at, last_error, sent_at, attachment_name, claimed_by, lease_until,
  resume_consent, erased_at`;

/** Ended by its claimer: only while it still holds the claim. */
const OWNED = "state = 'sending' AND claimed_by = $2 AND id = $1";

const sizeBytes = async (db: Db) =>
  Number(
    (await db.query(`SELECT coalesce(sum(size_bytes), 0) AS n FROM ${db.messages}`)).rows[0]?.n ??
      0,
  );

const purged = (rows: Array<Record<string, unknown>>, erased: PurgedMessage["erased"]) =>
  rows.map((row): PurgedMessage => ({ id: Number(row.id), kind: row.kind as MessageKind, erased }));

const byId = <T extends { id: number }>(list: T[]) => list.sort((a, b) => a.id - b.id);

export const outboxOperations: Operations<OutboxCalls> = {
  /**
   * One row per destination, in one transaction. An identical submission within the window
   * adds only the destinations whose earlier copy failed (or that were not asked then).
   */
  add: ({ db, now }, message, options) =>
    db.transaction(async (tx) => {
      const existing = await tx.query(
        `SELECT id, destination FROM ${tx.messages}
         WHERE content_hash = $1 AND created_at >= $2 AND state <> 'failed' ORDER BY id`,
        [message.contentHash, now - options.dedupeWindowMs],
      );
      const present = new Set(existing.rows.map((row) => String(row.destination)));
      const rows = missingRows([...options.rows], present);
      if (rows.length === 0) return { outcome: "duplicate", id: Number(existing.rows[0]?.id) };
      if (options.maxBytes > 0) {
        const bytes = await sizeBytes(tx);
        const size = rows.reduce((sum, row) => sum + row.sizeBytes, 0);
        if (bytes + size > options.maxBytes) return { outcome: "full", bytes };
      }
      const ids: number[] = [];
      for (const row of rows) {
        const { sql, values } = insertRow(tx.messages, message, row, now);
        ids.push(Number((await tx.query(sql, values)).rows[0]?.id));
      }
      return { outcome: "stored", id: ids[0] ?? 0, destinations: rows.map((r) => r.destination) };
    }, message.contentHash),

  get: async ({ db }, id) => {
    const { rows } = await db.query(`SELECT * FROM ${db.messages} WHERE id = $1`, [id]);
    return rows[0] ? full(rows[0]) : undefined;
  },

  list: async ({ db }, state) => {
    const where = state ? "WHERE state = $1" : "";
    const sql = `SELECT ${SUMMARY_COLUMNS} FROM ${db.messages} ${where} ORDER BY id`;
    return (await db.query(sql, state ? [state] : [])).rows.map(summary);
  },

  count: async ({ db }, state, destination) => {
    const sql = `SELECT count(*) AS n FROM ${db.messages} WHERE state = $1`;
    const { rows } = destination
      ? await db.query(`${sql} AND destination = $2`, [state, destination])
      : await db.query(sql, [state]);
    return Number(rows[0]?.n ?? 0);
  },

  /**
   * The counts, then the oldest waiting row of each destination and state. Apart, each part
   * has an index of its own: SQLite counts from the (destination, state, …) index without
   * reading a row, and both stores find the pending and sending rows by index, so the sent rows
   * (most of a large outbox) are only counted. On 100k rows in SQLite: about 20 ms, against
   * 350 ms for one min(created_at) per group and 1 s for list().
   */
  stats: async ({ db }) => {
    const { rows } = await db.query(
      `SELECT destination, state, count(*) AS n, NULL AS oldest FROM ${db.messages}
         GROUP BY destination, state
       UNION ALL
       SELECT destination, state, 0, min(created_at) FROM ${db.messages}
         WHERE state IN ('pending', 'sending') GROUP BY destination, state`,
    );
    return outboxStats(rows);
  },

  nextDueAt: async ({ db }, destination) => {
    const { rows } = await db.query(
      `SELECT min(next_attempt_at) AS due FROM ${db.messages}
       WHERE state = 'pending' AND destination = $1`,
      [destination],
    );
    return rows[0]?.due == null ? undefined : Number(rows[0].due);
  },

  /** One statement: the row is picked and claimed at once (another instance's rows passed). */
  claimDue: async ({ db, now }, owner, leaseMs, destination) => {
    const { rows } = await db.query(
      `UPDATE ${db.messages}
       SET state = 'sending', claimed_by = $2, lease_until = $3, attempts = attempts + 1
       WHERE state = 'pending' AND id = (SELECT id FROM ${db.messages}
         WHERE destination = $4 AND state = 'pending' AND next_attempt_at <= $1
         ORDER BY next_attempt_at, id LIMIT 1${db.skipLocked})
       RETURNING *`,
      [now, owner, now + leaseMs, destination],
    );
    return rows[0] ? full(rows[0]) : undefined;
  },

  claim: async ({ db, now }, id, owner, leaseMs) => {
    const { rows } = await db.query(
      `UPDATE ${db.messages}
       SET state = 'sending', claimed_by = $2, lease_until = $3, attempts = attempts + 1
       WHERE id = $1 AND state = 'pending'
       RETURNING *`,
      [id, owner, now + leaseMs],
    );
    return rows[0] ? full(rows[0]) : undefined;
  },

  renew: async ({ db, now }, id, owner, leaseMs) =>
    (
      await db.query(`UPDATE ${db.messages} SET lease_until = $3 WHERE ${OWNED}`, [
        id,
        owner,
        now + leaseMs,
      ])
    ).changes === 1,

  /** Delivered: a résumé kept without the visitor's consent goes in the same statement. */
  markSent: async ({ db, now }, id, owner) =>
    (
      await db.query(
        `UPDATE ${db.messages} SET state = 'sent', sent_at = $3, last_error = NULL,
         claimed_by = NULL, lease_until = NULL,
         attachment_name = CASE WHEN resume_consent THEN attachment_name END,
         attachment_type = CASE WHEN resume_consent THEN attachment_type END,
         attachment = CASE WHEN resume_consent THEN attachment END,
         size_bytes = CASE WHEN resume_consent THEN size_bytes ELSE ${SIZE_WITHOUT_ATTACHMENT} END
       WHERE ${OWNED}`,
        [id, owner, now],
      )
    ).changes === 1,

  markRetry: async ({ db }, id, owner, error, nextAttemptAt) =>
    (
      await db.query(
        `UPDATE ${db.messages} SET state = 'pending', last_error = $3, next_attempt_at = $4,
         claimed_by = NULL, lease_until = NULL
       WHERE ${OWNED}`,
        [id, owner, error, nextAttemptAt],
      )
    ).changes === 1,

  markFailed: async ({ db }, id, owner, error) =>
    (
      await db.query(
        `UPDATE ${db.messages} SET state = 'failed', last_error = $3, claimed_by = NULL,
         lease_until = NULL
       WHERE ${OWNED}`,
        [id, owner, error],
      )
    ).changes === 1,

  releaseExpired: async ({ db, now }) =>
    (
      await db.query(
        `UPDATE ${db.messages} SET state = 'pending', claimed_by = NULL, lease_until = NULL,
         next_attempt_at = $1
       WHERE state = 'sending' AND (lease_until IS NULL OR lease_until < $1)`,
        [now],
      )
    ).changes,

  requeue: ({ db, now }, id) =>
    db.transaction(async (tx): Promise<RequeueResult> => {
      const { rows } = await tx.query(
        `SELECT state, sent_at, claimed_by, lease_until FROM ${tx.messages}
         WHERE id = $1${tx.forUpdate}`,
        [id],
      );
      const row = rows[0];
      if (!row) return { outcome: "missing" };
      if (row.state === "sent") return { outcome: "sent", sentAt: Number(row.sent_at) };
      const leaseUntil = optionalNumber(row.lease_until);
      if (row.state === "sending" && leaseUntil !== null && leaseUntil >= now) {
        const claimedBy = row.claimed_by == null ? null : String(row.claimed_by);
        return { outcome: "busy", claimedBy, leaseUntil };
      }
      await tx.query(
        `UPDATE ${tx.messages} SET state = 'pending', attempts = 0, retry_from = $1,
           next_attempt_at = $1, claimed_by = NULL, lease_until = NULL
         WHERE id = $2`,
        [now, id],
      );
      return { outcome: "queued" };
    }),

  hurry: async ({ db, now }, destination) =>
    (
      await db.query(
        `UPDATE ${db.messages} SET next_attempt_at = $1
       WHERE destination = $2 AND state = 'pending' AND next_attempt_at > $1`,
        [now, destination],
      )
    ).changes,

  purge: async ({ db, now }, retentionMs) => {
    const all = await db.transaction(async (tx) => {
      await tx.query("DELETE FROM limit_windows WHERE reset_at <= $1", [now]);
      await purgePack(tx, now, retentionMs);
      const erased = await tx.query(
        `UPDATE ${tx.messages} SET ${ERASED_CONTENT}, erased_at = $1
         WHERE state = 'sent' AND erased_at IS NULL AND sent_at <= $2
         RETURNING id, kind`,
        [now, now - retentionMs],
      );
      // older rows than markSent's own drop (and any a crash left)
      const dropped = await tx.query(
        `UPDATE ${tx.messages} SET attachment_name = NULL, attachment_type = NULL,
           attachment = NULL, size_bytes = ${SIZE_WITHOUT_ATTACHMENT}
         WHERE state = 'sent' AND attachment_name IS NOT NULL AND NOT resume_consent
           AND erased_at IS NULL
         RETURNING id, kind`,
      );
      return [...purged(erased.rows, "content"), ...purged(dropped.rows, "attachment")];
    });
    if (all.length > 0) await db.scrub();
    return byId(all);
  },

  erase: async ({ db }, email) => {
    const key = erasureKey(email);
    if (!key) return [];
    const erased = await db.transaction(async (tx) => {
      await tx.query("DELETE FROM limit_windows WHERE key LIKE $1", [`%:${addressKey(key)}`]);
      await erasePack(tx, addressKey(key));
      const { rows } = await tx.query(
        `DELETE FROM ${tx.messages} WHERE lower(reply_to) = $1
         RETURNING id, kind, destination, state`,
        [key],
      );
      return rows.map((row): ErasedMessage => ({
        id: Number(row.id),
        kind: row.kind as MessageKind,
        destination: String(row.destination),
        state: row.state as MessageState,
      }));
    });
    if (erased.length > 0) await db.scrub();
    return byId(erased);
  },

  useChallenge: ({ db, now }, key, expiresAt) =>
    db.transaction(async (tx) => {
      await tx.query("DELETE FROM spam_challenges WHERE expires_at < $1", [now]);
      const added = await tx.query(
        `INSERT INTO spam_challenges (challenge, expires_at) VALUES ($1, $2)
         ON CONFLICT (challenge) DO NOTHING`,
        [key, expiresAt],
      );
      return added.changes === 1;
    }),

  /**
   * One hit on a counted limit, one statement (counted by every instance on the store alike):
   * a new row, a new window once the last one has ended, or one more in the window.
   */
  hit: async ({ db, now }, key, windowMs) => {
    const { rows } = await db.query(
      `INSERT INTO limit_windows (key, count, reset_at) VALUES ($1, 1, $3)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN limit_windows.reset_at <= $2 THEN 1 ELSE limit_windows.count + 1 END,
         reset_at = CASE WHEN limit_windows.reset_at <= $2 THEN $3
           ELSE limit_windows.reset_at END
       RETURNING count, reset_at`,
      [key, now, now + windowMs],
    );
    return { count: Number(rows[0]?.count), resetAt: Number(rows[0]?.reset_at) };
  },

  /** Takes back one hit, only from the window it was counted in. */
  release: async ({ db }, key, resetAt) => {
    await db.query(
      `UPDATE limit_windows SET count = count - 1
       WHERE key = $1 AND reset_at = $2 AND count > 0`,
      [key, resetAt],
    );
  },

  spamKey: ({ db }, candidate) =>
    db.transaction(async (tx) => {
      await tx.query(
        "INSERT INTO spam_key (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING",
        [candidate],
      );
      return String((await tx.query("SELECT secret FROM spam_key WHERE id = 1")).rows[0]?.secret);
    }),

  enquiries: async ({ db }, since) =>
    (
      await db.query(
        `SELECT message_id, created_at, kind, attribution, erased_at FROM ${db.messages}
         WHERE created_at >= $1 AND kind <> 'document-reply' ORDER BY id`,
        [since],
      )
    ).rows.map(enquiryRow),

  sizeBytes: ({ db }) => sizeBytes(db),

  ping: ({ db, now }) => db.ping(now),
};
