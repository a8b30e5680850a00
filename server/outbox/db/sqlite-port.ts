import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import { SQLITE_MIGRATIONS } from "./migrations.ts";
import type { Db, Result, Value } from "./port.ts";

// The port on SQLite: synchronous `node:sqlite` calls, made only inside the outbox's worker
// thread (../sqlite-thread.ts) so a locked or slow disk never blocks the event loop that
// serves pages. WAL mode, synchronous=FULL: a row (and its résumé, in the same row) is on disk
// when `add` returns. Writes are single statements or IMMEDIATE transactions, so the server
// and the CLI can share the file. Every file is private to the server's user. Deleted and
// erased content is overwritten in the file (secure_delete), and the WAL is truncated after a
// purge or an erasure (scrub), so erased data does not linger in free pages.

export const SQLITE_FILE = "outbox.sqlite";

/** Creates `file` (and its WAL companions, when present) owner-only before SQLite opens it. */
function privateFiles(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, "a", 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(path)) chmodSync(path, 0o600);
  }
}

/** `$1` as SQLite's numbered `?1` (the same parameter may come twice). */
const numbered = (sql: string) => sql.replace(/\$(\d+)/g, "?$1");

interface Prepared {
  statement: StatementSync;
  /** a SELECT or RETURNING: read its rows; else run it and count the changes */
  returns: boolean;
}

export class SqlitePort implements Db {
  readonly dialect = "sqlite";
  readonly messages = "messages";
  readonly forUpdate = "";
  readonly skipLocked = "";
  readonly #db: DatabaseSync;
  readonly #file: string;
  /** prepared once per statement text: the operations' SQL is a small fixed set */
  readonly #prepared = new Map<string, Prepared>();

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
    this.#db.exec("BEGIN IMMEDIATE");
    try {
      const version = Number(this.#db.prepare("PRAGMA user_version").get()?.user_version ?? 0);
      SQLITE_MIGRATIONS.forEach((step, index) => {
        if (index >= version) this.#db.exec(step);
      });
      this.#db.exec(`PRAGMA user_version = ${SQLITE_MIGRATIONS.length}`);
      this.#db.exec("COMMIT");
    } catch (error) {
      if (this.#db.isTransaction) this.#db.exec("ROLLBACK");
      throw error;
    }
  }

  /** How long a call may wait for another process's write lock. */
  setBusyTimeout(ms: number): void {
    this.#db.exec(`PRAGMA busy_timeout = ${Math.max(0, Math.floor(ms))}`);
  }

  #prepare(sql: string): Prepared {
    let prepared = this.#prepared.get(sql);
    if (!prepared) {
      const statement = this.#db.prepare(numbered(sql));
      prepared = { statement, returns: statement.columns().length > 0 };
      this.#prepared.set(sql, prepared);
    }
    return prepared;
  }

  /** Synchronous underneath: the promise is settled before the thread reads its next call. */
  query(sql: string, params: readonly Value[] = []): Promise<Result> {
    const { statement, returns } = this.#prepare(sql);
    const values = params.map((value) => (typeof value === "boolean" ? Number(value) : value));
    if (returns) {
      const rows = statement.all(...(values as Array<Exclude<Value, boolean>>));
      return Promise.resolve({ rows, changes: rows.length });
    }
    const { changes } = statement.run(...(values as Array<Exclude<Value, boolean>>));
    return Promise.resolve({ rows: [], changes: Number(changes) });
  }

  async transaction<T>(work: (db: Db) => Promise<T>): Promise<T> {
    this.#db.exec("BEGIN IMMEDIATE");
    try {
      const result = await work(this);
      this.#db.exec("COMMIT");
      return result;
    } catch (error) {
      if (this.#db.isTransaction) this.#db.exec("ROLLBACK");
      throw error;
    }
  }

  /** Erased rows' old pages can sit in the WAL until a checkpoint: write them back now. */
  scrub(): Promise<void> {
    try {
      this.#db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    } catch {
      // busy readers: the next checkpoint (automatic) writes them back
    }
    return Promise.resolve();
  }

  /**
   * Answers only if the database can be written: a file that can no longer be written (a
   * read-only mount, a file made immutable) still answers SELECT, so only a write tells.
   */
  async ping(now: number): Promise<void> {
    await this.query(
      "INSERT INTO heartbeat (id, at) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET at = excluded.at",
      [now],
    );
  }

  close(): void {
    this.#prepared.clear();
    if (this.#db.isOpen) this.#db.close();
  }
}
