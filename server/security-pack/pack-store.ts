import type { Db, Operations } from "../outbox/db/port.ts";
import {
  downloadOf,
  packSql,
  purgeCutoffs,
  requestOf,
  requestValues,
  type PackDownload,
  type PackStore,
} from "./pack-sql.ts";

// The pack's tables (pack-sql.ts) on the outbox's database port (decision 0033): written once,
// run inside the SQLite outbox's worker thread like every outbox call (so a download or a
// decision never blocks the event loop), or on the PostgreSQL pool, where every instance
// sharing the database sees the same requests, downloads and signing key.

const $ = (position: number) => `$${position}`;

export const packOperations: Operations<PackStore> = {
  addRequest: async ({ db }, request) => {
    await db.query(packSql.insertRequest($), requestValues(request));
  },
  removeRequest: async ({ db }, ref) => {
    await db.query(packSql.deleteRequest($), [ref]);
  },
  reopen: async ({ db }, ref) => {
    await db.query(packSql.reopen($), [ref]);
  },
  getRequest: async ({ db }, ref) => {
    const { rows } = await db.query(packSql.getRequest($), [ref]);
    return rows[0] ? requestOf(rows[0]) : undefined;
  },
  listRequests: async ({ db }) => (await db.query(packSql.listRequests())).rows.map(requestOf),
  /** Single use: only a pending request is decided (one statement). */
  decide: async ({ db, now }, ref, state, via) => {
    const { rows } = await db.query(packSql.decide($), [state, now, via, ref]);
    return rows[0] ? requestOf(rows[0]) : undefined;
  },
  /**
   * The request's row first (PostgreSQL locks it; SQLite's transaction holds the one write
   * lock): two downloads at once, on two instances, are counted one by one.
   */
  recordDownload: ({ db, now }, download: Omit<PackDownload, "at">, limit) =>
    db.transaction(async (tx) => {
      const { ref, document, version, emailHash } = download;
      await tx.query(`SELECT 1 FROM pack_requests WHERE ref = $1${tx.forUpdate}`, [ref]);
      const written = await tx.query(packSql.recordDownload($), [
        ref,
        document,
        version,
        now,
        emailHash,
        limit,
      ]);
      return written.changes === 1;
    }),
  /** A used-up link is refused on this count before the watermark's work (recordDownload decides). */
  countDownloads: async ({ db }, ref, document) => {
    const { rows } = await db.query(packSql.countDownloads($), [ref, document]);
    return Number(rows[0]?.n ?? 0);
  },
  listDownloads: async ({ db }) => (await db.query(packSql.listDownloads())).rows.map(downloadOf),
  packKey: async ({ db }, candidate) => {
    await db.query(packSql.keepKey($), [candidate]);
    return String((await db.query(packSql.readKey())).rows[0]?.secret);
  },
};

/** `erase --email`, inside the outbox's erasure transaction: the address's requests and log. */
export async function erasePack(db: Db, emailHash: string): Promise<void> {
  await db.query(packSql.eraseRequests($), [emailHash]);
  await db.query(packSql.eraseDownloads($), [emailHash]);
}

/** Retention, inside the outbox's purge transaction. */
export async function purgePack(db: Db, now: number, retentionMs: number): Promise<void> {
  const cutoffs = purgeCutoffs(now, retentionMs);
  await db.query(packSql.purgeRequests($), cutoffs.requests);
  await db.query(packSql.purgeDownloads($), cutoffs.downloads);
}
