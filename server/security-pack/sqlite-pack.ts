import type { DatabaseSync } from "node:sqlite";
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

// The pack's tables in SQLite (pack-sql.ts), run inside the outbox's worker thread on its
// connection: sqlite-thread.ts passes calls named "pack.<method>" here, so a download or a
// decision never blocks the event loop, like every outbox call. Each method is one statement
// (SQLite runs one writer at a time), so a decision is single use and a download's count holds.

const q = () => "?";

export class SqlitePack {
  readonly #db: DatabaseSync;
  readonly #now: () => number;

  constructor(db: DatabaseSync, now: () => number) {
    this.#db = db;
    this.#now = now;
  }

  addRequest(request: PackRequest): void {
    this.#db.prepare(packSql.insertRequest(q)).run(...requestValues(request));
  }
  removeRequest(ref: string): void {
    this.#db.prepare(packSql.deleteRequest(q)).run(ref);
  }
  reopen(ref: string): void {
    this.#db.prepare(packSql.reopen(q)).run(ref);
  }
  getRequest(ref: string): PackRequest | undefined {
    const row = this.#db.prepare(packSql.getRequest(q)).get(ref);
    return row ? requestOf(row) : undefined;
  }
  listRequests(): PackRequest[] {
    return this.#db.prepare(packSql.listRequests()).all().map(requestOf);
  }
  decide(ref: string, state: string, via: string): PackRequest | undefined {
    const row = this.#db.prepare(packSql.decide(q)).get(state, this.#now(), via, ref);
    return row ? requestOf(row) : undefined;
  }
  recordDownload(download: Omit<PackDownload, "at">, limit: number): boolean {
    const { ref, document, version, emailHash } = download;
    const result = this.#db
      .prepare(packSql.recordDownload(q))
      .run(ref, document, version, this.#now(), emailHash, ref, document, limit);
    return Number(result.changes) === 1;
  }
  countDownloads(ref: string, document: string): number {
    return Number(this.#db.prepare(packSql.countDownloads(q)).get(ref, document)?.n ?? 0);
  }
  listDownloads(): PackDownload[] {
    return this.#db.prepare(packSql.listDownloads()).all().map(downloadOf);
  }
  packKey(candidate: string): string {
    this.#db.prepare(packSql.keepKey(q)).run(candidate);
    return String(this.#db.prepare(packSql.readKey()).get()?.secret);
  }
}

/** `erase --email` (inside the store's own transaction): the address's requests and log. */
export function erasePackSqlite(db: DatabaseSync, emailHash: string): number {
  const requests = db.prepare(packSql.eraseRequests(q)).run(emailHash).changes;
  const downloads = db.prepare(packSql.eraseDownloads(q)).run(emailHash).changes;
  return Number(requests) + Number(downloads);
}

/** Retention (inside the store's purge transaction). */
export function purgePackSqlite(db: DatabaseSync, now: number, retentionMs: number): void {
  const cutoffs = purgeCutoffs(now, retentionMs);
  db.prepare(packSql.purgeRequests(q)).run(...cutoffs.requests);
  db.prepare(packSql.purgeDownloads(q)).run(...cutoffs.downloads);
}

/** The pack as the event loop sees it: each method posted to the outbox's thread. */
export function sqlitePackCalls(call: (method: string, args: unknown[]) => Promise<unknown>) {
  const on =
    <T>(method: keyof SqlitePack) =>
    (...args: unknown[]) =>
      call(`pack.${method}`, args) as Promise<T>;
  return {
    addRequest: on<void>("addRequest"),
    removeRequest: on<void>("removeRequest"),
    reopen: on<void>("reopen"),
    getRequest: on<PackRequest | undefined>("getRequest"),
    listRequests: on<PackRequest[]>("listRequests"),
    decide: on<PackRequest | undefined>("decide"),
    recordDownload: on<boolean>("recordDownload"),
    countDownloads: on<number>("countDownloads"),
    listDownloads: on<PackDownload[]>("listDownloads"),
    packKey: on<string>("packKey"),
  } satisfies PackStore;
}
