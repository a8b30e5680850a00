import { Worker } from "node:worker_threads";
import {
  OutboxUnavailableError,
  toBuffer,
  type AddOptions,
  type AddResult,
  type ErasedMessage,
  type MessageState,
  type MessageSummary,
  type NewMessage,
  type Outbox,
  type OutboxStats,
  type PurgedMessage,
  type RequeueResult,
  type StoredMessage,
  type WindowCount,
} from "./records.ts";
import type { Destination } from "./destinations.ts";
import type { Answer, Call } from "./sqlite-thread.ts";
import type { PackStore } from "../security-pack/pack-sql.ts";
import { sqlitePackCalls } from "../security-pack/sqlite-pack.ts";

// The SQLite outbox as seen from the event loop: every call is posted to the worker
// thread that owns the database (sqlite-thread.ts) and answered asynchronously, within
// `timeoutMs` or with OutboxUnavailableError. A page request never waits for SQLite.

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

function restore<T extends StoredMessage | undefined>(message: T): T {
  if (message?.attachment) message.attachment.content = toBuffer(message.attachment.content);
  return message;
}

export class SqliteOutbox implements Outbox {
  readonly kind = "sqlite";
  readonly #worker: Worker;
  readonly #now: () => number;
  readonly #timeoutMs: number;
  readonly #pending = new Map<number, Pending>();
  #seq = 0;
  #closed = false;
  /** the pack's calls, run on the outbox's thread like every other (sqlite-pack.ts) */
  readonly pack: PackStore = sqlitePackCalls((method, args) => this.#call(method, args));

  private constructor(dataDir: string, options: SqliteOutboxOptions) {
    this.#now = options.now ?? Date.now;
    this.#timeoutMs = options.timeoutMs ?? 3_000;
    this.#worker = new Worker(new URL("./sqlite-thread.ts", import.meta.url), {
      workerData: { dataDir },
    });
    this.#worker.unref();
    this.#worker.on("message", (answer: Answer) => this.#settle(answer));
    this.#worker.on("error", (error) => this.#failAll(error));
    this.#worker.on("exit", () => this.#failAll(new Error("the outbox thread stopped")));
  }

  /** Opens (creating, owner-only) `DATA_DIR/outbox.sqlite`; rejects if it cannot. */
  static async open(dataDir: string, options: SqliteOutboxOptions = {}): Promise<SqliteOutbox> {
    const store = new SqliteOutbox(dataDir, options);
    try {
      await store.#call("ping", [], Math.max(store.#timeoutMs, 10_000));
    } catch (error) {
      await store.close();
      throw error;
    }
    return store;
  }

  add(message: NewMessage, options: AddOptions): Promise<AddResult> {
    return this.#call("add", [message, options]) as Promise<AddResult>;
  }
  async get(id: number): Promise<StoredMessage | undefined> {
    return restore((await this.#call("get", [id])) as StoredMessage | undefined);
  }
  list(state?: MessageState): Promise<MessageSummary[]> {
    return this.#call("list", [state]) as Promise<MessageSummary[]>;
  }
  count(state: MessageState, destination?: Destination): Promise<number> {
    return this.#call("count", [state, destination]) as Promise<number>;
  }
  stats(): Promise<OutboxStats> {
    return this.#call("stats", []) as Promise<OutboxStats>;
  }
  nextDueAt(destination?: Destination): Promise<number | undefined> {
    return this.#call("nextDueAt", [destination]) as Promise<number | undefined>;
  }
  async claimDue(
    owner: string,
    leaseMs: number,
    destination?: Destination,
  ): Promise<StoredMessage | undefined> {
    return restore(
      (await this.#call("claimDue", [owner, leaseMs, destination])) as StoredMessage | undefined,
    );
  }
  async claim(id: number, owner: string, leaseMs: number): Promise<StoredMessage | undefined> {
    return restore((await this.#call("claim", [id, owner, leaseMs])) as StoredMessage | undefined);
  }
  renew(id: number, owner: string, leaseMs: number): Promise<boolean> {
    return this.#call("renew", [id, owner, leaseMs]) as Promise<boolean>;
  }
  markSent(id: number, owner: string): Promise<boolean> {
    return this.#call("markSent", [id, owner]) as Promise<boolean>;
  }
  markRetry(id: number, owner: string, error: string, nextAttemptAt: number): Promise<boolean> {
    return this.#call("markRetry", [id, owner, error, nextAttemptAt]) as Promise<boolean>;
  }
  markFailed(id: number, owner: string, error: string): Promise<boolean> {
    return this.#call("markFailed", [id, owner, error]) as Promise<boolean>;
  }
  releaseExpired(): Promise<number> {
    return this.#call("releaseExpired", []) as Promise<number>;
  }
  requeue(id: number): Promise<RequeueResult> {
    return this.#call("requeue", [id]) as Promise<RequeueResult>;
  }
  hurry(destination?: Destination): Promise<number> {
    return this.#call("hurry", [destination]) as Promise<number>;
  }
  purge(retentionMs: number): Promise<PurgedMessage[]> {
    return this.#call("purge", [retentionMs]) as Promise<PurgedMessage[]>;
  }
  erase(email: string): Promise<ErasedMessage[]> {
    return this.#call("erase", [email]) as Promise<ErasedMessage[]>;
  }
  useChallenge(key: string, expiresAt: number): Promise<boolean> {
    return this.#call("useChallenge", [key, expiresAt]) as Promise<boolean>;
  }
  hit(key: string, windowMs: number): Promise<WindowCount> {
    return this.#call("hit", [key, windowMs]) as Promise<WindowCount>;
  }
  async release(key: string, resetAt: number): Promise<void> {
    await this.#call("release", [key, resetAt]);
  }
  spamKey(candidate: string): Promise<string> {
    return this.#call("spamKey", [candidate]) as Promise<string>;
  }
  sizeBytes(): Promise<number> {
    return this.#call("sizeBytes", []) as Promise<number>;
  }
  async ping(): Promise<void> {
    await this.#call("ping", []);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      await this.#call("close", [], 10_000);
    } catch {
      // closing anyway
    }
    this.#closed = true;
    await this.#worker.terminate();
  }

  #call(method: string, args: unknown[], timeoutMs = this.#timeoutMs): Promise<unknown> {
    if (this.#closed) return Promise.reject(new OutboxUnavailableError("the outbox is closed"));
    const seq = ++this.#seq;
    const call: Call = { seq, method, args, now: this.#now(), deadline: Date.now() + timeoutMs };
    return new Promise((resolve, reject) => {
      // The thread refuses a call past its deadline; this timer only covers a thread that
      // is itself stuck (a slow fsync of a large row).
      const timer = setTimeout(() => {
        this.#pending.delete(seq);
        reject(new OutboxUnavailableError(`the outbox did not answer within ${timeoutMs} ms`));
      }, timeoutMs + 1_000);
      this.#pending.set(seq, { resolve, reject, timer });
      this.#worker.postMessage(call);
    });
  }

  #settle(answer: Answer): void {
    const pending = this.#pending.get(answer.seq);
    if (!pending) return;
    this.#pending.delete(answer.seq);
    clearTimeout(pending.timer);
    if (answer.ok) pending.resolve(answer.value);
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
