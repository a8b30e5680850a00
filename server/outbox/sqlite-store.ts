import { Worker } from "node:worker_threads";
import { bindOperations, type Runner } from "./db/port.ts";
import { toBuffer } from "./mapping.ts";
import { outboxOperations, type OutboxCalls } from "./operations.ts";
import { OutboxUnavailableError, type Outbox } from "./records.ts";
import type { Answer, Call, Close, ThreadCalls } from "./sqlite-thread.ts";
import { packOperations } from "../security-pack/pack-store.ts";

// The SQLite outbox as seen from the event loop: every call is posted to the worker thread
// that owns the database (sqlite-thread.ts) and answered asynchronously, within `timeoutMs` or
// with OutboxUnavailableError. A page request never waits for SQLite. The proxy is built from
// the operations themselves (typed by the Outbox interface), so it has no method of its own.

export interface SqliteOutboxOptions {
  now?: () => number;
  /** the longest a call may take, lock waits included */
  timeoutMs?: number;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** A message's attachment crosses the thread as a Uint8Array: a Buffer again. */
function restore(value: unknown): unknown {
  const attachment = (value as { attachment?: { content: Uint8Array } | null } | undefined)
    ?.attachment;
  if (attachment) attachment.content = toBuffer(attachment.content);
  return value;
}

class SqliteThread {
  readonly #worker: Worker;
  readonly #now: () => number;
  readonly timeoutMs: number;
  readonly #pending = new Map<number, Pending>();
  #seq = 0;
  #closed = false;

  constructor(dataDir: string, options: SqliteOutboxOptions) {
    this.#now = options.now ?? Date.now;
    this.timeoutMs = options.timeoutMs ?? 3_000;
    this.#worker = new Worker(new URL("./sqlite-thread.ts", import.meta.url), {
      workerData: { dataDir },
    });
    this.#worker.unref();
    this.#worker.on("message", (answer: Answer) => this.#settle(answer));
    this.#worker.on("error", (error) => this.#failAll(error));
    this.#worker.on("exit", () => this.#failAll(new Error("the outbox thread stopped")));
  }

  /** The calls of one set (the outbox's, the pack's), each posted with its name and arguments. */
  runner<S extends keyof ThreadCalls>(set: S, timeoutMs?: number): Runner<ThreadCalls[S]> {
    return ((name, args) =>
      this.#post((seq) => {
        const deadline = Date.now() + (timeoutMs ?? this.timeoutMs);
        return { seq, set, name, args, now: this.#now(), deadline } as unknown as Call;
      }, timeoutMs)) as Runner<ThreadCalls[S]>;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      await this.#post((seq): Close => ({ seq, close: true }), 10_000);
    } catch {
      // closing anyway
    }
    this.#closed = true;
    await this.#worker.terminate();
  }

  #post(message: (seq: number) => Call | Close, timeoutMs = this.timeoutMs): Promise<unknown> {
    if (this.#closed) return Promise.reject(new OutboxUnavailableError("the outbox is closed"));
    const seq = ++this.#seq;
    return new Promise((resolve, reject) => {
      // The thread refuses a call past its deadline; this timer only covers a thread that
      // is itself stuck (a slow fsync of a large row).
      const timer = setTimeout(() => {
        this.#pending.delete(seq);
        reject(new OutboxUnavailableError(`the outbox did not answer within ${timeoutMs} ms`));
      }, timeoutMs + 1_000);
      this.#pending.set(seq, { resolve, reject, timer });
      this.#worker.postMessage(message(seq));
    });
  }

  #settle(answer: Answer): void {
    const pending = this.#pending.get(answer.seq);
    if (!pending) return;
    this.#pending.delete(answer.seq);
    clearTimeout(pending.timer);
    if (answer.ok) pending.resolve(restore(answer.value));
    else {
      const { name, message, code } = answer.error;
      const error = new OutboxUnavailableError(`outbox: ${message}`);
      Object.assign(error, { cause: { name, code } });
      pending.reject(error);
    }
  }

  #failAll(error: Error): void {
    for (const [seq, pending] of this.#pending) {
      this.#pending.delete(seq);
      clearTimeout(pending.timer);
      pending.reject(new OutboxUnavailableError(`outbox: ${error.message}`));
    }
  }
}

export const SqliteOutbox = {
  /** Opens (creating, owner-only) `DATA_DIR/outbox.sqlite`; rejects if it cannot. */
  async open(dataDir: string, options: SqliteOutboxOptions = {}): Promise<Outbox> {
    const thread = new SqliteThread(dataDir, options);
    try {
      // the first call waits for the thread to start and the schema to be migrated
      await thread.runner("outbox", Math.max(thread.timeoutMs, 10_000))("ping", []);
    } catch (error) {
      await thread.close();
      throw error;
    }
    return {
      ...bindOperations<OutboxCalls>(outboxOperations, thread.runner("outbox")),
      kind: "sqlite",
      pack: bindOperations(packOperations, thread.runner("pack")),
      close: () => thread.close(),
    };
  },
};
