import { parentPort, workerData } from "node:worker_threads";
import { SqlitePort } from "./db/sqlite-port.ts";
import { direct, type Context } from "./db/port.ts";
import { outboxOperations, type OutboxCalls } from "./operations.ts";
import { packOperations } from "../security-pack/pack-store.ts";
import type { PackStore } from "../security-pack/pack-sql.ts";

// The outbox's worker thread: owns the SQLite connection (db/sqlite-port.ts) and runs the
// outbox's operations (operations.ts, and the pack's) one call at a time. Each call carries the
// caller's clock and a deadline; a call whose deadline has passed is refused without touching
// the database, and no call waits for a lock past it.

/** What runs here: the outbox's calls and the security pack's, each an interface. */
export interface ThreadCalls {
  outbox: OutboxCalls;
  pack: PackStore;
}

/** One call, typed from the interfaces: its set, a method of it, that method's arguments. */
export type Call = {
  [S in keyof ThreadCalls]: {
    [K in keyof ThreadCalls[S]]: {
      seq: number;
      set: S;
      name: K;
      args: ThreadCalls[S][K] extends (...args: infer A) => unknown ? A : never;
      now: number;
      deadline: number;
    };
  }[keyof ThreadCalls[S]];
}[keyof ThreadCalls];

/** The last message: the connection closes. */
export interface Close {
  seq: number;
  close: true;
}

export type Answer =
  | { seq: number; ok: true; value: unknown }
  | { seq: number; ok: false; error: { name: string; message: string; code?: string } };

const port = parentPort;
if (!port) throw new Error("sqlite-thread.ts runs as a worker thread");

let db: SqlitePort | undefined;
let openError: unknown;
try {
  db = new SqlitePort((workerData as { dataDir: string }).dataDir);
} catch (error) {
  openError = error;
}

/** the clock of the call being run */
let now = 0;
const context = (): Context => {
  if (!db) throw openError;
  return { db, now };
};
const calls: ThreadCalls = {
  outbox: direct<OutboxCalls>(outboxOperations, context),
  pack: direct<PackStore>(packOperations, context),
};

function describe(error: unknown): { name: string; message: string; code?: string } {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { name: error.name, message: error.message, ...(code ? { code: String(code) } : {}) };
  }
  return { name: "Error", message: String(error) };
}

async function run(call: Call): Promise<unknown> {
  if (!db) throw openError;
  const remaining = call.deadline - Date.now();
  if (remaining <= 0) throw Object.assign(new Error("outbox call expired"), { code: "ETIMEDOUT" });
  now = call.now;
  db.setBusyTimeout(remaining);
  if (call.set === "pack") {
    const method = calls.pack[call.name] as (...args: unknown[]) => Promise<unknown>;
    return method(...call.args);
  }
  const method = calls.outbox[call.name] as (...args: unknown[]) => Promise<unknown>;
  return method(...call.args);
}

// One call at a time: the port answers synchronously, and a transaction's awaits must not let
// the next call in.
let queue: Promise<void> = Promise.resolve();
port.on("message", (call: Call | Close) => {
  queue = queue.then(async () => {
    let answer: Answer;
    try {
      if ("close" in call) {
        db?.close();
        answer = { seq: call.seq, ok: true, value: undefined };
      } else answer = { seq: call.seq, ok: true, value: await run(call) };
    } catch (error) {
      answer = { seq: call.seq, ok: false, error: describe(error) };
    }
    port.postMessage(answer);
  });
});
