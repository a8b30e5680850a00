import { addressKey } from "../outbox/mapping.ts";
import type { WindowCounter } from "../outbox/store.ts";

// The stricter allowance for posts without a spam-check solution (UNVERIFIED_MAX_PER_HOUR
// per client address, fixed one-hour windows), counted where the limits are: in PostgreSQL
// for every instance sharing it, or in this process's memory (decision 0023). A place is
// reserved before the post is stored and given back when the post is not stored after all
// (invalid, duplicate, store unavailable), so 200 posts arriving at once get exactly the
// allowance, and a visitor's own mistakes do not use it up.

const HOUR_MS = 3_600_000;

export type Reservation =
  { ok: true; release: () => Promise<void> } | { ok: false; retryAfterS: number };

export class UnverifiedAllowance {
  readonly #max: number;
  readonly #counter: WindowCounter;
  readonly #now: () => number;

  /** `max` posts per address per hour, counted by `counter`; 0 = no limit. */
  constructor(max: number, counter: WindowCounter, now: () => number = Date.now) {
    this.#max = max;
    this.#counter = counter;
    this.#now = now;
  }

  async reserve(address: string): Promise<Reservation> {
    if (this.#max === 0) return { ok: true, release: async () => {} };
    const key = `unverified:${addressKey(address)}`;
    const { count, resetAt } = await this.#counter.hit(key, HOUR_MS);
    let released = false;
    const release = async () => {
      if (released) return;
      released = true;
      await this.#counter.release(key, resetAt).catch(() => {});
    };
    if (count <= this.#max) return { ok: true, release };
    // over the allowance: this hit is not a place, so it does not count either
    await release();
    return { ok: false, retryAfterS: Math.max(1, Math.ceil((resetAt - this.#now()) / 1000)) };
  }
}
