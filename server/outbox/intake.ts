import { statfs } from "node:fs/promises";
import { describeError } from "./backoff.ts";
import type { NewMessage, Outbox } from "./store.ts";

// Where an accepted submission enters the outbox, behind the storage guard: free disk
// (SQLite), the outbox's size cap, an overall submissions-per-minute ceiling, and a store
// that answers in time. Whatever stops a submission, the visitor gets 503 with a JSON
// error and Retry-After (the form shows its failure message and keeps the input), never
// a false 200 and never a stalled request; the operator gets one loud log line per cause
// until it clears.

export interface IntakeLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface IntakeOptions {
  store: Outbox;
  /** directory whose free space is checked; undefined = the store is not on local disk */
  dataDir: string | undefined;
  minFreeBytes: number;
  maxBytes: number;
  maxPerMinute: number;
  dedupeWindowMs: number;
  log: IntakeLog;
  /** called after a submission is stored, to deliver it without waiting for a poll */
  onStored: () => void;
  now?: () => number;
}

export type IntakeResult =
  { ok: true; id: number; duplicate: boolean } | { ok: false; error: string; retryAfterS: number };

export const UNAVAILABLE_MESSAGE =
  "We cannot accept submissions right now. Nothing was sent; please try again in a few minutes.";
export const BUSY_MESSAGE =
  "We are receiving too many submissions right now. Nothing was sent; please try again in a minute.";

type Cause = "disk" | "size" | "store" | "rate";

export class OutboxIntake {
  readonly #options: IntakeOptions;
  readonly #now: () => number;
  readonly #recent: number[] = [];
  readonly #alarms = new Set<Cause>();
  #disk: { checkedAt: number; free: number } | undefined;

  constructor(options: IntakeOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
  }

  /** Free bytes where the outbox is kept (checked at most once a second), or undefined. */
  async freeBytes(): Promise<number | undefined> {
    const { dataDir } = this.#options;
    if (!dataDir) return undefined;
    const now = Date.now();
    if (this.#disk && now - this.#disk.checkedAt < 1_000) return this.#disk.free;
    const stats = await statfs(dataDir);
    this.#disk = { checkedAt: now, free: Number(stats.bavail) * Number(stats.bsize) };
    return this.#disk.free;
  }

  /** Enough free disk for new submissions (always true for a store not on local disk). */
  async diskReady(): Promise<boolean> {
    const free = await this.freeBytes().catch(() => 0);
    return free === undefined || free >= this.#options.minFreeBytes;
  }

  async store(message: NewMessage): Promise<IntakeResult> {
    const { store, maxBytes, maxPerMinute, minFreeBytes, dedupeWindowMs } = this.#options;
    const now = this.#now();
    if (maxPerMinute > 0) {
      while (this.#recent.length > 0 && (this.#recent[0] ?? 0) <= now - 60_000)
        this.#recent.shift();
      if (this.#recent.length >= maxPerMinute) {
        const retryAfterS = Math.max(
          1,
          Math.ceil(((this.#recent[0] ?? now) + 60_000 - now) / 1000),
        );
        this.#alarm("rate", { maxPerMinute }, "more submissions than OUTBOX_MAX_PER_MINUTE");
        return { ok: false, error: BUSY_MESSAGE, retryAfterS };
      }
      this.#recent.push(now);
    }

    const free = await this.freeBytes().catch(() => 0);
    if (free !== undefined && free < minFreeBytes) {
      this.#alarm(
        "disk",
        { freeMB: Math.floor(free / 1048576), minFreeMB: Math.floor(minFreeBytes / 1048576) },
        "free disk space is below OUTBOX_MIN_FREE_MB",
      );
      return { ok: false, error: UNAVAILABLE_MESSAGE, retryAfterS: 300 };
    }
    this.#clear("disk");

    let result;
    try {
      result = await store.add(message, { dedupeWindowMs, maxBytes });
    } catch (error) {
      this.#alarm(
        "store",
        { error: describeError(error) },
        "the outbox could not store a submission in time",
      );
      return { ok: false, error: UNAVAILABLE_MESSAGE, retryAfterS: 30 };
    }
    this.#clear("store");
    if (result.outcome === "full") {
      this.#alarm(
        "size",
        { outboxMB: Math.floor(result.bytes / 1048576), maxMB: Math.floor(maxBytes / 1048576) },
        "the outbox is at OUTBOX_MAX_MB",
      );
      return { ok: false, error: UNAVAILABLE_MESSAGE, retryAfterS: 300 };
    }
    this.#clear("size");
    this.#clear("rate");
    const duplicate = result.outcome === "duplicate";
    if (!duplicate) this.#options.onStored();
    return { ok: true, id: result.id, duplicate };
  }

  #alarm(cause: Cause, details: object, problem: string): void {
    if (this.#alarms.has(cause)) return;
    this.#alarms.add(cause);
    this.#options.log.error(
      { cause, ...details },
      `OUTBOX REFUSING SUBMISSIONS: ${problem}; visitors get 503 until it clears`,
    );
  }

  #clear(cause: Cause): void {
    if (this.#alarms.delete(cause)) {
      this.#options.log.info({ cause }, "outbox: accepting submissions again");
    }
  }
}
