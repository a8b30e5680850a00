import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { messageRow, missingRows, type Destination } from "./destinations.ts";
import { insertRow } from "./insert.ts";
import { erasePackSqlite, purgePackSqlite } from "../security-pack/sqlite-pack.ts";
import {
  addressKey,
  DROPPED_ATTACHMENT,
  ERASED_CONTENT,
  erasureKey,
  full,
  hitQuery,
  outboxStats,
  releaseQuery,
  SQLITE_MIGRATIONS,
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
  type OutboxStats,
  type PurgedMessage,
  type RequeueResult,
  type StoredMessage,
  type WindowCount,
} from "./records.ts";

// The SQLite outbox itself: synchronous `node:sqlite` calls, run only inside the outbox's
// worker thread (sqlite-thread.ts) so a locked or slow disk never blocks the event loop
// that serves pages. WAL mode, synchronous=FULL: a row (and its résumé, in the same row)
// is on disk when `add` returns. Writes are single statements or IMMEDIATE transactions,
// so the server and the CLI can share the file. Every file is private to the server's user.
// Deleted and erased content is overwritten in the file (secure_delete), and the WAL is
// truncated after a purge or an erasure, so erased data does not linger in free pages.

export const SQLITE_FILE = "outbox.sqlite";

/** Creates `file` (and its WAL companions, when present) owner-only before SQLite opens it. */
function privateFiles(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, "a", 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(path)) chmodSync(path, 0o600);
  }
}

export class SqliteCore {
  readonly #db: DatabaseSync;
  readonly #file: string;
  /** the caller's clock, set before each call (tests run the outbox on a fake clock) */
  now = Date.now();

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    this.#file = join(dataDir, SQLITE_FILE);
    privateFiles(this.#file);
    this.#db = new DatabaseSync(this.#file);
    this.#db.exec("PRAGMA journal_mode = WAL");
    this.#db.exec("PRAGMA synchronous = FULL");
    this.#db.exec("PRAGMA busy_timeout = 5000");
    this.#db.exec("PRAGMA secure_delete = ON");
    this.#migrate();
    // SQLite gives -wal and -shm the main file's mode; make sure of it.
    privateFiles(this.#file);
  }

  #migrate(): void {
    this.#immediate(() => {
      const version = Number(this.#db.prepare("PRAGMA user_version").get()?.user_version ?? 0);
      SQLITE_MIGRATIONS.forEach((step, index) => {
        if (index < version) return;
        this.#db.exec(step);
      });
      this.#db.exec(`PRAGMA user_version = ${SQLITE_MIGRATIONS.length}`);
    });
  }

  /** The connection, for the pack's calls on this thread (security-pack/sqlite-pack.ts). */
  get database(): DatabaseSync {
    return this.#db;
  }

  /** How long a call may wait for another process's write lock. */
  setBusyTimeout(ms: number): void {
    this.#db.exec(`PRAGMA busy_timeout = ${Math.max(0, Math.floor(ms))}`);
  }

  /**
   * One row per destination, in one transaction. An identical submission within the window
   * adds only the destinations whose earlier copy failed (or that were not asked then).
   */
  add(message: NewMessage, options: AddOptions): AddResult {
    const now = this.now;
    return this.#immediate(() => {
      const existing = this.#db
        .prepare(
          `SELECT id, destination FROM messages
           WHERE content_hash = ? AND created_at >= ? AND state != 'failed' ORDER BY id`,
        )
        .all(message.contentHash, now - options.dedupeWindowMs);
      const rows = missingRows(
        [...(options.rows ?? [messageRow(message)])],
        new Set(existing.map((row) => String(row.destination))),
      );
      if (rows.length === 0) return { outcome: "duplicate", id: Number(existing[0]?.id) };
      if (options.maxBytes > 0) {
        const bytes = this.sizeBytes();
        const size = rows.reduce((sum, row) => sum + row.sizeBytes, 0);
        if (bytes + size > options.maxBytes) return { outcome: "full", bytes };
      }
      const ids = rows.map((row) => {
        const { sql, values } = insertRow("messages", () => "?", message, row, now);
        return Number(this.#db.prepare(sql).get(...values)?.id);
      });
      return {
        outcome: "stored",
        id: ids[0] ?? 0,
        destinations: rows.map((row) => row.destination),
      };
    });
  }

  get(id: number): StoredMessage | undefined {
    const row = this.#db.prepare("SELECT * FROM messages WHERE id = ?").get(id);
    return row ? full(row) : undefined;
  }

  list(state?: MessageState): MessageSummary[] {
    const where = state ? "WHERE state = ?" : "";
    return this.#db
      .prepare(`SELECT ${SUMMARY_COLUMNS} FROM messages ${where} ORDER BY id`)
      .all(...(state ? [state] : []))
      .map(summary);
  }

  count(state: MessageState, destination?: Destination): number {
    const row = destination
      ? this.#db
          .prepare("SELECT count(*) AS n FROM messages WHERE state = ? AND destination = ?")
          .get(state, destination)
      : this.#db.prepare("SELECT count(*) AS n FROM messages WHERE state = ?").get(state);
    return Number(row?.n ?? 0);
  }

  stats(): OutboxStats {
    return outboxStats(this.#db.prepare(statsQuery("messages")).all());
  }

  nextDueAt(destination: Destination = "email"): number | undefined {
    const row = this.#db
      .prepare(
        `SELECT min(next_attempt_at) AS due FROM messages
         WHERE state = 'pending' AND destination = ?`,
      )
      .get(destination);
    return row?.due == null ? undefined : Number(row.due);
  }

  claimDue(
    owner: string,
    leaseMs: number,
    destination: Destination = "email",
  ): StoredMessage | undefined {
    return this.#immediate(() => {
      const row = this.#db
        .prepare(
          `SELECT id FROM messages
           WHERE destination = ? AND state = 'pending' AND next_attempt_at <= ?
           ORDER BY next_attempt_at, id LIMIT 1`,
        )
        .get(destination, this.now);
      if (!row) return undefined;
      return this.#claim(Number(row.id), owner, leaseMs);
    });
  }

  claim(id: number, owner: string, leaseMs: number): StoredMessage | undefined {
    return this.#immediate(() => this.#claim(id, owner, leaseMs));
  }

  #claim(id: number, owner: string, leaseMs: number): StoredMessage | undefined {
    const changed = this.#db
      .prepare(
        `UPDATE messages SET state = 'sending', claimed_by = ?, lease_until = ?,
           attempts = attempts + 1
         WHERE id = ? AND state = 'pending'`,
      )
      .run(owner, this.now + leaseMs, id);
    return changed.changes === 1 ? this.get(id) : undefined;
  }

  renew(id: number, owner: string, leaseMs: number): boolean {
    return this.#owned(
      "UPDATE messages SET lease_until = ? WHERE id = ? AND state = 'sending' AND claimed_by = ?",
      [this.now + leaseMs, id, owner],
    );
  }

  /** Delivered: a résumé kept without the visitor's consent goes at once. */
  markSent(id: number, owner: string): boolean {
    return this.#immediate(() => {
      const sent = this.#owned(
        `UPDATE messages SET state = 'sent', sent_at = ?, last_error = NULL, claimed_by = NULL,
           lease_until = NULL
         WHERE id = ? AND state = 'sending' AND claimed_by = ?`,
        [this.now, id, owner],
      );
      if (sent) this.#dropAttachments("id = ?", [id]);
      return sent;
    });
  }

  #dropAttachments(where: string, params: Array<string | number>): PurgedMessage[] {
    return this.#db
      .prepare(
        `UPDATE messages SET ${DROPPED_ATTACHMENT},
           size_bytes = length(CAST(body AS BLOB)) + length(CAST(subject AS BLOB))
             + coalesce(length(CAST(data_json AS BLOB)), 0)
         WHERE ${where} AND state = 'sent' AND attachment_name IS NOT NULL
           AND resume_consent = 0 AND erased_at IS NULL
         RETURNING id, kind`,
      )
      .all(...params)
      .map((row) => ({ id: Number(row.id), kind: row.kind as MessageKind, erased: "attachment" }));
  }

  purge(retentionMs: number): PurgedMessage[] {
    const purged = this.#immediate(() => {
      this.#db.prepare("DELETE FROM limit_windows WHERE reset_at <= ?").run(this.now);
      purgePackSqlite(this.#db, this.now, retentionMs);
      const erased = this.#db
        .prepare(
          `UPDATE messages SET ${ERASED_CONTENT}, erased_at = ?
           WHERE state = 'sent' AND erased_at IS NULL AND sent_at <= ?
           RETURNING id, kind`,
        )
        .all(this.now, this.now - retentionMs)
        .map((row): PurgedMessage => ({
          id: Number(row.id),
          kind: row.kind as MessageKind,
          erased: "content",
        }));
      return [...erased, ...this.#dropAttachments("1 = 1", [])];
    });
    if (purged.length > 0) this.#truncateWal();
    return purged.sort((a, b) => a.id - b.id);
  }

  erase(email: string): ErasedMessage[] {
    const key = erasureKey(email);
    if (!key) return [];
    const erased = this.#immediate(() => {
      this.#db.prepare("DELETE FROM limit_windows WHERE key LIKE ?").run(`%:${addressKey(key)}`);
      erasePackSqlite(this.#db, addressKey(key));
      return this.#db
        .prepare(
          "DELETE FROM messages WHERE lower(reply_to) = ? RETURNING id, kind, destination, state",
        )
        .all(key)
        .map((row) => ({
          id: Number(row.id),
          kind: row.kind as MessageKind,
          destination: String(row.destination),
          state: row.state as MessageState,
        }));
    });
    if (erased.length > 0) this.#truncateWal();
    return erased.sort((a, b) => a.id - b.id);
  }

  /** Erased rows' old pages can sit in the WAL until a checkpoint: write them back now. */
  #truncateWal(): void {
    try {
      this.#db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    } catch {
      // busy readers: the next checkpoint (automatic) writes them back
    }
  }

  markRetry(id: number, owner: string, error: string, nextAttemptAt: number): boolean {
    return this.#owned(
      `UPDATE messages SET state = 'pending', last_error = ?, next_attempt_at = ?,
         claimed_by = NULL, lease_until = NULL
       WHERE id = ? AND state = 'sending' AND claimed_by = ?`,
      [error, nextAttemptAt, id, owner],
    );
  }

  markFailed(id: number, owner: string, error: string): boolean {
    return this.#owned(
      `UPDATE messages SET state = 'failed', last_error = ?, claimed_by = NULL, lease_until = NULL
       WHERE id = ? AND state = 'sending' AND claimed_by = ?`,
      [error, id, owner],
    );
  }

  #owned(sql: string, params: Array<string | number>): boolean {
    return this.#db.prepare(sql).run(...params).changes === 1;
  }

  releaseExpired(): number {
    const changed = this.#db
      .prepare(
        `UPDATE messages SET state = 'pending', claimed_by = NULL, lease_until = NULL,
           next_attempt_at = ?
         WHERE state = 'sending' AND (lease_until IS NULL OR lease_until < ?)`,
      )
      .run(this.now, this.now);
    return Number(changed.changes);
  }

  requeue(id: number): RequeueResult {
    return this.#immediate((): RequeueResult => {
      const row = this.#db
        .prepare("SELECT state, sent_at, claimed_by, lease_until FROM messages WHERE id = ?")
        .get(id);
      if (!row) return { outcome: "missing" };
      if (row.state === "sent") return { outcome: "sent", sentAt: Number(row.sent_at) };
      const leaseUntil = row.lease_until == null ? null : Number(row.lease_until);
      if (row.state === "sending" && leaseUntil !== null && leaseUntil >= this.now) {
        return {
          outcome: "busy",
          claimedBy: row.claimed_by == null ? null : String(row.claimed_by),
          leaseUntil,
        };
      }
      this.#db
        .prepare(
          `UPDATE messages SET state = 'pending', attempts = 0, retry_from = ?, next_attempt_at = ?,
             claimed_by = NULL, lease_until = NULL
           WHERE id = ?`,
        )
        .run(this.now, this.now, id);
      return { outcome: "queued" };
    });
  }

  hurry(destination: Destination = "email"): number {
    const changed = this.#db
      .prepare(
        `UPDATE messages SET next_attempt_at = ?
         WHERE destination = ? AND state = 'pending' AND next_attempt_at > ?`,
      )
      .run(this.now, destination, this.now);
    return Number(changed.changes);
  }

  useChallenge(key: string, expiresAt: number): boolean {
    return this.#immediate(() => {
      this.#db.prepare("DELETE FROM spam_challenges WHERE expires_at < ?").run(this.now);
      const added = this.#db
        .prepare(
          `INSERT INTO spam_challenges (challenge, expires_at) VALUES (?, ?)
           ON CONFLICT (challenge) DO NOTHING`,
        )
        .run(key, expiresAt);
      return added.changes === 1;
    });
  }

  hit(key: string, windowMs: number): WindowCount {
    const row = this.#db
      .prepare(hitQuery((position) => `?${position}`))
      .get(key, this.now, this.now + windowMs);
    return { count: Number(row?.count), resetAt: Number(row?.reset_at) };
  }

  release(key: string, resetAt: number): void {
    this.#db.prepare(releaseQuery((position) => `?${position}`)).run(key, resetAt);
  }

  spamKey(candidate: string): string {
    return this.#immediate(() => {
      this.#db
        .prepare("INSERT INTO spam_key (id, secret) VALUES (1, ?) ON CONFLICT (id) DO NOTHING")
        .run(candidate);
      return String(this.#db.prepare("SELECT secret FROM spam_key WHERE id = 1").get()?.secret);
    });
  }

  sizeBytes(): number {
    const row = this.#db.prepare("SELECT coalesce(sum(size_bytes), 0) AS n FROM messages").get();
    return Number(row?.n ?? 0);
  }

  /** Answers only if the database can be written (see the heartbeat migration). */
  ping(): void {
    this.#db
      .prepare(
        "INSERT INTO heartbeat (id, at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET at = excluded.at",
      )
      .run(this.now);
  }

  close(): void {
    if (this.#db.isOpen) this.#db.close();
  }

  #immediate<T>(work: () => T): T {
    this.#db.exec("BEGIN IMMEDIATE");
    try {
      const result = work();
      this.#db.exec("COMMIT");
      return result;
    } catch (error) {
      if (this.#db.isTransaction) this.#db.exec("ROLLBACK");
      throw error;
    }
  }
}
