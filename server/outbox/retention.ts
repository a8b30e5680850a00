import { describeError } from "./backoff.ts";
import type { Outbox, PurgedMessage } from "./store.ts";

// Retention on its own schedule inside the server: once at start, then every `intervalMs`
// (an hour). The timer is unref'd (it never keeps the process alive) and stopped on
// shutdown, after the purge in progress ends. Log lines carry counts only.

export const PURGE_INTERVAL_MS = 60 * 60_000;

export interface RetentionLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface RetentionOptions {
  store: Outbox;
  retentionMs: number;
  log: RetentionLog;
  intervalMs?: number;
}

export class RetentionSchedule {
  readonly #options: RetentionOptions;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<PurgedMessage[]> | undefined;

  constructor(options: RetentionOptions) {
    this.#options = options;
  }

  start(): void {
    if (this.#timer) return;
    void this.run();
    this.#timer = setInterval(() => void this.run(), this.#options.intervalMs ?? PURGE_INTERVAL_MS);
    this.#timer.unref();
  }

  /** Applies retention now (a purge already running is not started twice). */
  run(): Promise<PurgedMessage[]> {
    this.#running ??= this.#purge().finally(() => (this.#running = undefined));
    return this.#running;
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }

  async #purge(): Promise<PurgedMessage[]> {
    const { store, retentionMs, log } = this.#options;
    try {
      const purged = await store.purge(retentionMs);
      if (purged.length > 0) {
        const count = (erased: PurgedMessage["erased"]) =>
          purged.filter((message) => message.erased === erased).length;
        log.info(
          { erased: count("content"), attachmentsDropped: count("attachment") },
          "outbox: retention applied",
        );
      }
      return purged;
    } catch (error) {
      log.warn(
        { error: describeError(error) },
        "outbox: retention purge failed; tried again later",
      );
      return [];
    }
  }
}
