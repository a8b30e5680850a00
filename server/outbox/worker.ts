import type { MailSender } from "../mailer/mailer.ts";
import { describeError, isPermanentFailure, retryDelay, type RetryPolicy } from "./backoff.ts";
import type { OutboxStore, StoredMessage } from "./store.ts";

// Delivers the outbox one message at a time. A message is claimed (pending → sending)
// before it is handed to SMTP and marked sent right after the relay accepts it, so in
// normal operation nothing is delivered twice, even with the CLI working on the same file.

export interface WorkerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface WorkerOptions {
  store: OutboxStore;
  /** undefined = no relay configured: messages are kept and the worker idles */
  sender: MailSender | undefined;
  policy: RetryPolicy;
  log: WorkerLog;
  now?: () => number;
  random?: () => number;
  /** longest sleep between looks at the outbox (picks up retries queued by the CLI) */
  pollMs?: number;
  owner?: number;
}

export type DeliveryOutcome = "sent" | "retry" | "failed";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export class OutboxWorker {
  readonly #options: WorkerOptions;
  readonly #now: () => number;
  readonly #owner: number;
  #running = false;
  #loop: Promise<void> | undefined;
  #wakeUp: (() => void) | undefined;
  #timer: NodeJS.Timeout | undefined;

  constructor(options: WorkerOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#owner = options.owner ?? process.pid;
  }

  start(): void {
    if (this.#running) return;
    const { store, sender, log } = this.#options;
    const recovered = store.recoverStuck(this.#owner, isAlive);
    if (recovered > 0) log.warn({ recovered }, "outbox: resumed messages interrupted mid-delivery");
    if (!sender) {
      const pending = store.count("pending");
      log.warn(
        { pending },
        "outbox: SMTP_URL is not set; submissions are kept in the outbox (npm run outbox lists them)",
      );
      return;
    }
    this.#running = true;
    this.#loop = this.#run();
  }

  /** A new submission is waiting: look now instead of at the next poll. */
  wake(): void {
    this.#wakeUp?.();
  }

  /** Stops after the delivery in progress (if any), waiting at most `timeoutMs`. */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.#running = false;
    this.wake();
    if (!this.#loop) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    });
    await Promise.race([this.#loop, timeout]);
    clearTimeout(timer);
  }

  /** Delivers every message that is due now; returns how many attempts were made. */
  async drain(): Promise<number> {
    let attempts = 0;
    for (;;) {
      if (this.#loop && !this.#running) return attempts;
      const message = this.#options.store.claimDue(this.#owner);
      if (!message) return attempts;
      attempts += 1;
      await this.deliver(message);
    }
  }

  /** One attempt at a message already claimed (state `sending`). */
  async deliver(message: StoredMessage): Promise<DeliveryOutcome> {
    const { store, sender, policy, log } = this.#options;
    const details = { id: message.id, attempt: message.attempts, subject: message.subject };
    if (!sender) {
      store.markRetry(message.id, "no SMTP relay configured (SMTP_URL)", this.#now());
      return "retry";
    }
    try {
      await sender.send(message);
    } catch (error) {
      const reason = describeError(error);
      const now = this.#now();
      const next = now + retryDelay(message.attempts, policy, this.#options.random);
      if (isPermanentFailure(error) || next - message.retryFrom >= policy.lifetimeMs) {
        store.markFailed(message.id, reason);
        log.error(
          { ...details, replyTo: message.replyTo, error: reason },
          `OUTBOX DELIVERY FAILED for good: message ${message.id} was not delivered. ` +
            `Inspect it with "npm run outbox", export it with "npm run outbox -- export ${message.id}", ` +
            `or queue it again with "npm run outbox -- retry ${message.id}".`,
        );
        return "failed";
      }
      store.markRetry(message.id, reason, next);
      log.warn({ ...details, error: reason, retryInMs: next - now }, "outbox: delivery deferred");
      return "retry";
    }
    store.markSent(message.id);
    log.info(details, "outbox: delivered");
    // The relay works again: whatever waits for a later retry can go now.
    store.hurry();
    return "sent";
  }

  async #run(): Promise<void> {
    const { store, log } = this.#options;
    const pollMs = this.#options.pollMs ?? 5_000;
    while (this.#running) {
      try {
        await this.drain();
      } catch (error) {
        log.error({ error: describeError(error) }, "outbox: worker error");
      }
      if (!this.#running) break;
      const due = store.nextDueAt();
      const wait = due === undefined ? pollMs : Math.min(Math.max(due - this.#now(), 0), pollMs);
      await this.#sleep(wait);
    }
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.#wakeUp = () => {
        clearTimeout(this.#timer);
        this.#wakeUp = undefined;
        resolve();
      };
      this.#timer = setTimeout(() => this.#wakeUp?.(), ms);
    });
  }
}
