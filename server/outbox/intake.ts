import { statfs } from "node:fs/promises";
import type { Admission, ConfiguredDestination } from "../destinations/destination.ts";
import { describeError } from "./backoff.ts";
import type { DeliveryRow } from "./destinations.ts";
import type { NewMessage, Outbox, WindowCounter } from "./store.ts";

// Where an accepted submission enters the outbox, behind the storage guard: free disk
// (SQLite), the outbox's size cap, an overall submissions-per-minute ceiling, and a store
// that answers in time. Whatever stops a submission, the visitor gets 503 with a JSON
// error and Retry-After (the form shows its failure message and keeps the input), never
// a false 200 and never a stalled request; the operator gets one loud log line per cause
// until it clears. /readyz asks the same questions (readiness()), so a load balancer stops
// sending posts exactly while they would be refused, and sends them again once they'd be
// stored.

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
  /** where each submission goes, one outbox row each it concerns (server/destinations/) */
  destinations: readonly ConfiguredDestination[];
  /** where a destination's own limit is counted (the acknowledgement's one a day): the store */
  destinationLimits?: WindowCounter;
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

export interface Readiness {
  store: boolean;
  disk: boolean;
  size: boolean;
}

export class OutboxIntake {
  readonly #options: IntakeOptions;
  readonly #now: () => number;
  readonly #recent: number[] = [];
  readonly #alarms = new Set<Cause>();
  #disk: { checkedAt: number; free: number } | undefined;
  #readiness: { at: number; answer: Promise<Readiness> } | undefined;

  constructor(options: IntakeOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
  }

  /** Free bytes where the outbox is kept (checked at most once a second), or undefined. */
  async #freeBytes(): Promise<number | undefined> {
    const { dataDir } = this.#options;
    if (!dataDir) return undefined;
    const now = Date.now();
    if (this.#disk && now - this.#disk.checkedAt < 1_000) return this.#disk.free;
    const stats = await statfs(dataDir);
    this.#disk = { checkedAt: now, free: Number(stats.bavail) * Number(stats.bsize) };
    return this.#disk.free;
  }

  /** Enough free disk for new submissions (always true for a store not on local disk). */
  async #diskReady(): Promise<boolean> {
    const free = await this.#freeBytes().catch(() => 0);
    return free === undefined || free >= this.#options.minFreeBytes;
  }

  async store(message: NewMessage): Promise<IntakeResult> {
    const { store, maxBytes, minFreeBytes, dedupeWindowMs } = this.#options;
    // Only a stored submission counts toward the ceiling: the slot is taken at once (so
    // concurrent posts can't all squeeze past it) and given back when nothing is stored.
    // Counting refused attempts would let an outage use up the minute's allowance and keep
    // refusing visitors long after the store came back.
    const busy = this.#overCeiling();
    if (busy) return busy;
    const slot = this.#takeSlot();

    const free = await this.#freeBytes().catch(() => 0);
    if (free !== undefined && free < minFreeBytes) {
      this.#giveBack(slot);
      this.#alarm(
        "disk",
        { freeMB: Math.floor(free / 1048576), minFreeMB: Math.floor(minFreeBytes / 1048576) },
        "free disk space is below OUTBOX_MIN_FREE_MB",
      );
      return { ok: false, error: UNAVAILABLE_MESSAGE, retryAfterS: 300 };
    }
    this.#clear("disk");

    let result;
    const admitted: Array<{ destination: string; release: () => Promise<void> }> = [];
    const giveBackPlaces = async (kept: readonly string[] = []) => {
      for (const place of admitted) {
        if (!kept.includes(place.destination)) await place.release().catch(() => {});
      }
    };
    try {
      const rows = await this.#rows(message, admitted);
      result = await store.add(message, { dedupeWindowMs, maxBytes, rows });
    } catch (error) {
      await giveBackPlaces();
      this.#giveBack(slot);
      this.#alarm(
        "store",
        { error: describeError(error) },
        "the outbox could not store a submission in time",
      );
      return { ok: false, error: UNAVAILABLE_MESSAGE, retryAfterS: 30 };
    }
    this.#clear("store");
    // a destination's place (the acknowledgement's one a day) counts only if its row was stored
    await giveBackPlaces(result.outcome === "stored" ? result.destinations : []);
    if (result.outcome === "full") {
      this.#giveBack(slot);
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
    if (duplicate) this.#giveBack(slot);
    else this.#options.onStored();
    return { ok: true, id: result.id, duplicate };
  }

  /**
   * The submission's rows, one per destination it concerns and may have (its own limit, if it
   * has one, admits it: the places taken are added to `admitted`).
   */
  async #rows(
    message: NewMessage,
    admitted: Array<{ destination: string; release: () => Promise<void> }>,
  ): Promise<DeliveryRow[]> {
    const { destinations, destinationLimits } = this.#options;
    const rows: DeliveryRow[] = [];
    for (const destination of destinations) {
      const row = destination.row(message);
      if (!row) continue;
      const admission: Admission = destinationLimits
        ? await destination.admit(message, destinationLimits)
        : { ok: true, release: async () => {} };
      if (!admission.ok) continue;
      admitted.push({ destination: destination.name, release: admission.release });
      rows.push(row);
    }
    return rows;
  }

  /**
   * Whether the store can take a submission now: it answers (SQLite: it can write), there is
   * disk, it is not full. Probes arriving within half a second share one answer, so a busy
   * load balancer (or anyone) can't turn /readyz into a stream of writes.
   */
  readiness(): Promise<Readiness> {
    const now = Date.now();
    if (!this.#readiness || now - this.#readiness.at > 500) {
      this.#readiness = { at: now, answer: this.#probe() };
    }
    return this.#readiness.answer;
  }

  async #probe(): Promise<Readiness> {
    const { store, maxBytes } = this.#options;
    const [answers, disk] = await Promise.all([
      store.ping().then(
        () => true,
        () => false,
      ),
      this.#diskReady(),
    ]);
    const size =
      !answers ||
      maxBytes <= 0 ||
      (await store.sizeBytes().then(
        (bytes) => bytes < maxBytes,
        () => false,
      ));
    return { store: answers, disk, size };
  }

  /** The 503 for a full minute, or undefined when there is room under the ceiling. */
  #overCeiling(): IntakeResult | undefined {
    const { maxPerMinute } = this.#options;
    if (maxPerMinute <= 0) return undefined;
    const now = this.#now();
    while (this.#recent.length > 0 && (this.#recent[0] ?? 0) <= now - 60_000) this.#recent.shift();
    if (this.#recent.length < maxPerMinute) return undefined;
    const retryAfterS = Math.max(1, Math.ceil(((this.#recent[0] ?? now) + 60_000 - now) / 1000));
    this.#alarm("rate", { maxPerMinute }, "more submissions than OUTBOX_MAX_PER_MINUTE");
    return { ok: false, error: BUSY_MESSAGE, retryAfterS };
  }

  #takeSlot(): number | undefined {
    if (this.#options.maxPerMinute <= 0) return undefined;
    const at = this.#now();
    this.#recent.push(at);
    return at;
  }

  #giveBack(slot: number | undefined): void {
    if (slot === undefined) return;
    const index = this.#recent.lastIndexOf(slot);
    if (index >= 0) this.#recent.splice(index, 1);
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
