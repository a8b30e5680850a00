// The stricter allowance for posts without a spam-check solution (UNVERIFIED_MAX_PER_HOUR
// per client address, fixed one-hour windows, in this process's memory like the general
// rate limit). A place is reserved before the post is stored and given back when the post
// is not stored after all (invalid, duplicate, store unavailable), so 200 posts arriving at
// once get exactly the allowance, and a visitor's own mistakes do not use it up.

const HOUR_MS = 3_600_000;
/** Addresses remembered at most; beyond it, expired windows are swept first. */
const SWEEP_AT = 10_000;

export type Reservation = { ok: true; release: () => void } | { ok: false; retryAfterS: number };

export class UnverifiedAllowance {
  readonly #max: number;
  readonly #now: () => number;
  readonly #windows = new Map<string, { count: number; resetAt: number }>();

  /** `max` posts per address per hour; 0 = no limit. */
  constructor(max: number, now: () => number = Date.now) {
    this.#max = max;
    this.#now = now;
  }

  reserve(address: string): Reservation {
    if (this.#max === 0) return { ok: true, release: () => {} };
    const now = this.#now();
    if (this.#windows.size >= SWEEP_AT) this.#sweep(now);
    let window = this.#windows.get(address);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + HOUR_MS };
      this.#windows.set(address, window);
    }
    if (window.count >= this.#max) {
      return { ok: false, retryAfterS: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
    }
    window.count += 1;
    const held = window;
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        held.count = Math.max(0, held.count - 1);
      },
    };
  }

  #sweep(now: number): void {
    for (const [address, window] of this.#windows) {
      if (window.resetAt <= now) this.#windows.delete(address);
    }
  }
}
