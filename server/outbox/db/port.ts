// The outbox's database port (decision 0033): the little the operations (operations.ts, and
// the security pack's pack-store.ts) need of a database, so each operation is written once and
// runs on SQLite (sqlite-port.ts, inside the outbox's worker thread) and on PostgreSQL
// (postgres-port.ts) alike. SQL is written with PostgreSQL's `$1` parameters; the SQLite port
// reads them as its own numbered `?1`. What the two spell differently is a property here.

export type Value = string | number | bigint | boolean | Uint8Array | null;

export type Row = Record<string, unknown>;

export interface Result {
  rows: Row[];
  /** rows written (or returned, for a statement with RETURNING) */
  changes: number;
}

export interface Db {
  readonly dialect: "sqlite" | "postgres";
  /** the outbox's table of delivery rows (`messages` in SQLite, `outbox_messages` in PostgreSQL) */
  readonly messages: string;
  /**
   * Appended to a SELECT that picks a row to change: PostgreSQL locks it (` FOR UPDATE`,
   * ` FOR UPDATE SKIP LOCKED` to pass rows another instance holds); SQLite has one writer and
   * takes the file's lock with the transaction, so it appends nothing.
   */
  readonly forUpdate: string;
  readonly skipLocked: string;
  query(sql: string, params?: readonly Value[]): Promise<Result>;
  /**
   * `work` in one transaction (SQLite: BEGIN IMMEDIATE; PostgreSQL: a pooled connection).
   * `lockKey`: PostgreSQL also holds an advisory lock on it, so two instances adding the same
   * content wait for each other (SQLite's write lock already does).
   */
  transaction<T>(work: (db: Db) => Promise<T>, lockKey?: string): Promise<T>;
  /** After an erasure or a purge: SQLite writes the WAL back so erased pages do not linger. */
  scrub(): Promise<void>;
  /** Resolves only when the store answers in time (SQLite: when its file can be written). */
  ping(now: number): Promise<void>;
}

/** What every operation is given: the port, and the caller's clock read once for the call. */
export interface Context {
  db: Db;
  now: number;
}

/** An interface's methods as operations over the port: the same arguments after the context. */
export type Operations<I> = {
  [K in keyof I]: I[K] extends (...args: infer A) => Promise<infer R>
    ? (context: Context, ...args: A) => Promise<R>
    : never;
};

/** How a store runs one operation (on its pool, or posted to its thread): typed by its name. */
export type Runner<I> = <K extends keyof I & string>(
  name: K,
  args: Parameters<Operations<I>[K]> extends [Context, ...infer A] ? A : never,
) => ReturnType<Operations<I>[K]>;

/** The interface `I` itself, each method handed to `run` with its name and arguments. */
export function bindOperations<I>(operations: Operations<I>, run: Runner<I>): I {
  const bound: Record<string, (...args: never[]) => unknown> = {};
  for (const name of Object.keys(operations) as Array<keyof I & string>) {
    bound[name] = (...args: never[]) => run(name, args as never);
  }
  return bound as I;
}

/** The interface run directly on a port (PostgreSQL's pool; SQLite's, inside its thread). */
export function direct<I>(operations: Operations<I>, context: () => Context): I {
  return bindOperations(operations, (name, args) => {
    const operation = operations[name] as unknown as (
      context: Context,
      ...args: unknown[]
    ) => never;
    return operation(context(), ...args);
  });
}
