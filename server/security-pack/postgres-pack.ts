import type pg from "pg";
import {
  downloadOf,
  packSql,
  purgeCutoffs,
  requestOf,
  requestValues,
  type PackDownload,
  type PackRequest,
  type PackStore,
} from "./pack-sql.ts";

// The pack's tables in PostgreSQL (pack-sql.ts), through the outbox's pool and its time limits
// (postgres-store.ts hands its query and transaction functions over). Every instance sharing
// the database sees the same requests, downloads and signing key.

type Query = (sql: string, params?: unknown[]) => Promise<pg.QueryResult>;
type Transaction = <T>(work: (client: pg.PoolClient) => Promise<T>) => Promise<T>;

const $ = (position: number) => `$${position}`;

export function postgresPack(query: Query, transaction: Transaction, now: () => number): PackStore {
  return {
    async addRequest(request) {
      await query(packSql.insertRequest($), requestValues(request));
    },
    async removeRequest(ref) {
      await query(packSql.deleteRequest($), [ref]);
    },
    async reopen(ref) {
      await query(packSql.reopen($), [ref]);
    },
    async getRequest(ref) {
      const { rows } = await query(packSql.getRequest($), [ref]);
      return rows[0] ? requestOf(rows[0]) : undefined;
    },
    async listRequests() {
      return (await query(packSql.listRequests())).rows.map(requestOf);
    },
    async decide(ref, state, via) {
      const { rows } = await query(packSql.decide($), [state, now(), via, ref]);
      return rows[0] ? requestOf(rows[0]) : undefined;
    },
    // The request's row lock first: two downloads at once on two instances count one by one.
    recordDownload(download: Omit<PackDownload, "at">, limit: number) {
      const { ref, document, version, emailHash } = download;
      return transaction(async (client) => {
        await client.query("SELECT 1 FROM pack_requests WHERE ref = $1 FOR UPDATE", [ref]);
        const result = await client.query(packSql.recordDownload($), [
          ref,
          document,
          version,
          now(),
          emailHash,
          limit,
        ]);
        return result.rowCount === 1;
      });
    },
    async countDownloads(ref, document) {
      const { rows } = await query(packSql.countDownloads($), [ref, document]);
      return Number(rows[0]?.n ?? 0);
    },
    async listDownloads() {
      return (await query(packSql.listDownloads())).rows.map(downloadOf);
    },
    async packKey(candidate) {
      await query(packSql.keepKey($), [candidate]);
      return String((await query(packSql.readKey())).rows[0]?.secret);
    },
  };
}

/** `erase --email` inside the store's transaction. */
export async function erasePackPostgres(client: pg.PoolClient, emailHash: string): Promise<void> {
  await client.query(packSql.eraseRequests($), [emailHash]);
  await client.query(packSql.eraseDownloads($), [emailHash]);
}

/** Retention inside the store's purge transaction. */
export async function purgePackPostgres(
  client: pg.PoolClient,
  now: number,
  retentionMs: number,
): Promise<void> {
  const cutoffs = purgeCutoffs(now, retentionMs);
  await client.query(packSql.purgeRequests($), cutoffs.requests);
  await client.query(packSql.purgeDownloads($), cutoffs.downloads);
}

export type { PackRequest };
