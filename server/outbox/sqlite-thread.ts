import { parentPort, workerData } from "node:worker_threads";
import { SqliteCore } from "./sqlite-core.ts";
import { SqlitePack } from "../security-pack/sqlite-pack.ts";

// The outbox's worker thread: owns the SQLite connection and runs one call at a time.
// Each call carries the caller's clock and a deadline; a call whose deadline has passed
// is refused without touching the database, and no call waits for a lock past it.

export interface Call {
  seq: number;
  method: string;
  args: unknown[];
  now: number;
  deadline: number;
}

export type Answer =
  | { seq: number; ok: true; value: unknown }
  | { seq: number; ok: false; error: { name: string; message: string; code?: string } };

const port = parentPort;
if (!port) throw new Error("sqlite-thread.ts runs as a worker thread");

let core: SqliteCore | undefined;
let pack: SqlitePack | undefined;
let openError: unknown;
try {
  core = new SqliteCore((workerData as { dataDir: string }).dataDir);
  const opened = core;
  pack = new SqlitePack(opened.database, () => opened.now);
} catch (error) {
  openError = error;
}

function describe(error: unknown): { name: string; message: string; code?: string } {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { name: error.name, message: error.message, ...(code ? { code: String(code) } : {}) };
  }
  return { name: "Error", message: String(error) };
}

port.on("message", (call: Call) => {
  let answer: Answer;
  try {
    if (!core) throw openError;
    const remaining = call.deadline - Date.now();
    if (remaining <= 0)
      throw Object.assign(new Error("outbox call expired"), { code: "ETIMEDOUT" });
    core.now = call.now;
    core.setBusyTimeout(remaining);
    // "pack.<method>": the security-review pack's tables, on the same connection
    const [target, name] = call.method.startsWith("pack.")
      ? [pack, call.method.slice(5)]
      : [core, call.method];
    const method = (target as unknown as Record<string, (...args: unknown[]) => unknown>)[name];
    if (typeof method !== "function") throw new Error(`no outbox call ${call.method}`);
    answer = { seq: call.seq, ok: true, value: method.apply(target, call.args) };
  } catch (error) {
    answer = { seq: call.seq, ok: false, error: describe(error) };
  }
  port.postMessage(answer);
});
