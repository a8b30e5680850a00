import { chmodSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

// The durable outbox: one SQLite file in WAL mode with synchronous=FULL, so a row (and
// its résumé, stored in the same row) is on disk when `add` returns and before the
// visitor gets the 200 answer. All writes are single statements or IMMEDIATE
// transactions, so the server and the CLI can share the file.

import {
  full,
  SCHEMA,
  summary,
  SUMMARY_COLUMNS,
  type MessageState,
  type MessageSummary,
  type NewMessage,
  type StoredMessage,
} from "./records.ts";

export type {
  Attachment,
  MessageKind,
  MessageState,
  MessageSummary,
  NewMessage,
  StoredMessage,
} from "./records.ts";

export class OutboxStore {
  readonly #db: DatabaseSync;
  readonly #now: () => number;

  constructor(file: string, now: () => number = Date.now) {
    this.#db = new DatabaseSync(file);
    this.#now = now;
    this.#db.exec("PRAGMA journal_mode = WAL");
    this.#db.exec("PRAGMA synchronous = FULL");
    this.#db.exec("PRAGMA busy_timeout = 5000");
    this.#db.exec(SCHEMA);
  }

  /** The outbox of a data directory, created (private to this user) when missing. */
  static open(dataDir: string, now?: () => number): OutboxStore {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const file = join(dataDir, "outbox.sqlite");
    const store = new OutboxStore(file, now);
    chmodSync(file, 0o600);
    return store;
  }

  /**
   * Stores a submission unless an identical one arrived within `dedupeWindowMs`;
   * either way returns the id that holds it.
   */
  add(message: NewMessage, dedupeWindowMs: number): { id: number; duplicate: boolean } {
    const now = this.#now();
    return this.#immediate(() => {
      const existing = this.#db
        .prepare("SELECT id FROM messages WHERE content_hash = ? AND created_at >= ? LIMIT 1")
        .get(message.contentHash, now - dedupeWindowMs);
      if (existing) return { id: Number(existing.id), duplicate: true };
      const result = this.#db
        .prepare(
          `INSERT INTO messages (created_at, kind, content_hash, message_id, reply_to, reply_name,
             mail_to, subject, body, attachment_name, attachment_type, attachment, state,
             retry_from, next_attempt_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
        )
        .run(
          now,
          message.kind,
          message.contentHash,
          message.messageId,
          message.replyTo,
          message.replyName,
          message.mailTo,
          message.subject,
          message.body,
          message.attachment?.filename ?? null,
          message.attachment?.contentType ?? null,
          message.attachment?.content ?? null,
          now,
          now,
        );
      return { id: Number(result.lastInsertRowid), duplicate: false };
    });
  }

  get(id: number): StoredMessage | undefined {
    const row = this.#db.prepare("SELECT * FROM messages WHERE id = ?").get(id);
    return row ? full(row) : undefined;
  }

  list(): MessageSummary[] {
    return this.#db
      .prepare(`SELECT ${SUMMARY_COLUMNS} FROM messages ORDER BY id`)
      .all()
      .map(summary);
  }

  count(state: MessageState): number {
    const row = this.#db.prepare("SELECT count(*) AS n FROM messages WHERE state = ?").get(state);
    return Number(row?.n ?? 0);
  }

  /** When the earliest pending message is due, or undefined when nothing is pending. */
  nextDueAt(): number | undefined {
    const row = this.#db
      .prepare("SELECT min(next_attempt_at) AS due FROM messages WHERE state = 'pending'")
      .get();
    return row?.due == null ? undefined : Number(row.due);
  }

  /** Takes the next due message for delivery (pending → sending), atomically across processes. */
  claimDue(owner: number): StoredMessage | undefined {
    const now = this.#now();
    return this.#immediate(() => {
      const row = this.#db
        .prepare(
          `SELECT id FROM messages WHERE state = 'pending' AND next_attempt_at <= ?
           ORDER BY next_attempt_at, id LIMIT 1`,
        )
        .get(now);
      if (!row) return undefined;
      return this.#claim(Number(row.id), owner);
    });
  }

  /** Takes one message for delivery if it is pending (whatever its due time). */
  claim(id: number, owner: number): StoredMessage | undefined {
    return this.#immediate(() => this.#claim(id, owner));
  }

  #claim(id: number, owner: number): StoredMessage | undefined {
    const changed = this.#db
      .prepare(
        `UPDATE messages SET state = 'sending', claimed_by = ?, attempts = attempts + 1
         WHERE id = ? AND state = 'pending'`,
      )
      .run(owner, id);
    return changed.changes === 1 ? this.get(id) : undefined;
  }

  markSent(id: number): void {
    this.#db
      .prepare(
        `UPDATE messages SET state = 'sent', sent_at = ?, last_error = NULL, claimed_by = NULL
         WHERE id = ? AND state = 'sending'`,
      )
      .run(this.#now(), id);
  }

  markRetry(id: number, error: string, nextAttemptAt: number): void {
    this.#db
      .prepare(
        `UPDATE messages SET state = 'pending', last_error = ?, next_attempt_at = ?, claimed_by = NULL
         WHERE id = ? AND state = 'sending'`,
      )
      .run(error, nextAttemptAt, id);
  }

  markFailed(id: number, error: string): void {
    this.#db
      .prepare(
        `UPDATE messages SET state = 'failed', last_error = ?, claimed_by = NULL
         WHERE id = ? AND state = 'sending'`,
      )
      .run(error, id);
  }

  /**
   * After a crash a message can be left in `sending`. Puts back every one whose owner is
   * not a live process other than this one (the CLI may be sending one right now).
   */
  recoverStuck(self: number, isAlive: (pid: number) => boolean): number {
    const rows = this.#db
      .prepare("SELECT id, claimed_by FROM messages WHERE state = 'sending'")
      .all();
    let recovered = 0;
    for (const row of rows) {
      const owner = Number(row.claimed_by);
      if (owner !== self && owner > 0 && isAlive(owner)) continue;
      const changed = this.#db
        .prepare(
          `UPDATE messages SET state = 'pending', claimed_by = NULL, next_attempt_at = ?
           WHERE id = ? AND state = 'sending'`,
        )
        .run(this.#now(), Number(row.id));
      recovered += Number(changed.changes);
    }
    return recovered;
  }

  /** Operator retry: a failed or pending message is due now with a fresh lifetime. */
  requeue(id: number): boolean {
    const now = this.#now();
    const changed = this.#db
      .prepare(
        `UPDATE messages SET state = 'pending', attempts = 0, retry_from = ?, next_attempt_at = ?
         WHERE id = ? AND state IN ('pending', 'failed')`,
      )
      .run(now, now, id);
    return changed.changes === 1;
  }

  /** The relay works again: everything waiting for a later retry becomes due now. */
  hurry(): number {
    const now = this.#now();
    const changed = this.#db
      .prepare(
        "UPDATE messages SET next_attempt_at = ? WHERE state = 'pending' AND next_attempt_at > ?",
      )
      .run(now, now);
    return Number(changed.changes);
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
      this.#db.exec("ROLLBACK");
      throw error;
    }
  }
}
