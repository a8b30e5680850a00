import type { WindowCount, WindowCounter } from "../outbox/store.ts";

// Counted limits in this process's memory: fixed windows per key, as the outbox's store
// counts them for every instance sharing it (outbox/operations.ts, hit). A server on SQLite is one
// instance, so its per-client limits need not wait for the disk (decision 0023).

/** Keys remembered at most; beyond it, windows that have ended are swept first. */
const SWEEP_AT = 10_000;

export class MemoryCounter implements WindowCounter {
  readonly #now: () => number;
  readonly #windows = new Map<string, WindowCount>();

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.#now();
    if (this.#windows.size >= SWEEP_AT) this.#sweep(now);
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.#windows.set(key, window);
    }
    window.count += 1;
    return { ...window };
  }

  async release(key: string, resetAt: number): Promise<void> {
    const window = this.#windows.get(key);
    if (window && window.resetAt === resetAt) window.count = Math.max(0, window.count - 1);
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows) {
      if (window.resetAt <= now) this.#windows.delete(key);
    }
  }
}
