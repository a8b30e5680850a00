import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { describeError, isPermanentFailure, retryDelay, type RetryPolicy } from "./backoff.ts";
import type { Destination, Outbox, StoredMessage } from "./store.ts";

// Delivers one destination's rows of the outbox (server/destinations/), one message at a
// time; each destination has its own worker, so a slow or refusing receiver never holds up
// another. A message is claimed with a lease
// (pending → sending until now + leaseMs) before it is handed to SMTP; the lease is renewed
// while the relay talks, and the outcome is recorded (sent / retry / failed) with retries
// until the store takes it. A claim whose holder died or hung runs out and the message goes
// back to pending, on this instance or any other. Delivery is at-least-once with a
// Message-ID fixed at submission, so a copy sent twice is recognisably the same message.
// Logs carry ids and form kinds only: no addresses, names or typed subjects.

export interface WorkerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Hands one stored message to its destination; throws to say it was not taken. */
export interface DeliverySender {
  send(message: StoredMessage): Promise<void>;
  close(): void;
}

export interface WorkerOptions {
  store: Outbox;
  /** undefined = no relay configured: messages are kept and the worker only tidies leases */
  sender: DeliverySender | undefined;
  /** the rows this worker delivers (its module's name, server/destinations/) */
  destination: Destination;
  /** why rows wait without a sender (the module's words, e.g. "SMTP_URL is not set"), for the log and the row's last error */
  idleReason?: string;
  policy: RetryPolicy;
  log: WorkerLog;
  now?: () => number;
  random?: () => number;
  /** longest sleep between looks at the outbox (picks up retries queued by the CLI) */
  pollMs?: number;
  /** how long a claim holds without renewal */
  leaseMs?: number;
  /** first pause before recording an outcome again after the store refused it */
  settleRetryMs?: number;
  owner?: string;
  /** told each attempt's outcome (the metrics and alerts) */
  onOutcome?: (outcome: DeliveryOutcome) => void;
}

export type DeliveryOutcome = "sent" | "retry" | "failed" | "lost";

export const DEFAULT_LEASE_MS = 60_000;

/** This process's run: told apart from an earlier process that had the same pid (a container's 1). */
const RUN = randomUUID().slice(0, 8);

/**
 * An owner token, host/pid/run.worker, so a restarted process can spot its predecessor's claims
 * and a process's workers (one per destination) never take each other's.
 */
export function newOwner(): string {
  return `${hostname()}/${process.pid}/${RUN}.${randomUUID().slice(0, 8)}`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** A claim held by a process of this host that no longer runs (a crash, a kill). */
export function isOrphan(claimedBy: string | null | undefined, self: string): boolean {
  if (!claimedBy || claimedBy === self) return false;
  const [host, pidText, token = ""] = claimedBy.split("/");
  const pid = Number(pidText);
  if (host !== hostname() || !Number.isInteger(pid) || pid <= 0) return false;
  // the same pid: an earlier run of it unless this run's sibling worker holds it
  if (pid === process.pid) return token.split(".")[0] !== RUN;
  return !isAlive(pid);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class OutboxWorker {
  readonly #options: WorkerOptions;
  readonly #now: () => number;
  readonly owner: string;
  readonly destination: Destination;
  readonly #leaseMs: number;
  #running = false;
  /** set when shutdown stops waiting: outcomes are no longer retried */
  #abandoned = false;
  #inFlight = 0;
  #loop: Promise<void> | undefined;
  #wakeUp: (() => void) | undefined;
  #timer: NodeJS.Timeout | undefined;

  constructor(options: WorkerOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.owner = options.owner ?? newOwner();
    this.#leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.destination = options.destination;
  }

  get #idleReason(): string {
    return this.#options.idleReason ?? `no sender for ${this.destination} is set up here`;
  }

  /** Deliveries running right now. */
  get inFlight(): number {
    return this.#inFlight;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#loop = this.#run();
  }

  /** A new submission is waiting: look now instead of at the next poll. */
  wake(): void {
    this.#wakeUp?.();
  }

  /**
   * Stops taking messages and waits (at most `timeoutMs`) for the delivery in progress to
   * be recorded. Returns false if it had to stop waiting: that message keeps its claim
   * until the lease runs out, then any instance delivers it again.
   */
  async stop(timeoutMs = 10_000): Promise<boolean> {
    this.#running = false;
    this.wake();
    if (!this.#loop) return true;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const done = await Promise.race([this.#loop.then(() => true), timeout]);
    clearTimeout(timer);
    if (!done) {
      this.#abandoned = true;
      this.#options.log.warn(
        { inFlight: this.#inFlight },
        "outbox: stopped waiting for a delivery in progress; its claim expires and it is retried",
      );
    }
    return done;
  }

  /** Delivers every message that is due now; returns how many attempts were made. */
  async drain(): Promise<number> {
    let attempts = 0;
    for (;;) {
      if (this.#loop && !this.#running) return attempts;
      const message = await this.#options.store.claimDue(
        this.owner,
        this.#leaseMs,
        this.destination,
      );
      if (!message) return attempts;
      attempts += 1;
      await this.deliver(message);
    }
  }

  /**
   * Returns abandoned claims to pending: expired leases and, with `orphans` (at start),
   * claims of processes of this host that no longer run.
   */
  async tidy(orphans = false): Promise<number> {
    const { store, log } = this.#options;
    let released = await store.releaseExpired();
    const sending = orphans ? await store.list("sending") : [];
    for (const message of sending) {
      if (!message.claimedBy || !isOrphan(message.claimedBy, this.owner)) continue;
      if (await store.markRetry(message.id, message.claimedBy, "interrupted", this.#now()))
        released += 1;
    }
    if (released > 0) log.warn({ released }, "outbox: resumed messages interrupted mid-delivery");
    return released;
  }

  /** One attempt at a message already claimed by this worker (state `sending`). */
  async deliver(message: StoredMessage): Promise<DeliveryOutcome> {
    const outcome = await this.#attempt(message);
    this.#options.onOutcome?.(outcome);
    return outcome;
  }

  async #attempt(message: StoredMessage): Promise<DeliveryOutcome> {
    const { store, sender, policy, log } = this.#options;
    const details = {
      id: message.id,
      kind: message.kind,
      destination: message.destination,
      attempt: message.attempts,
    };
    this.#inFlight += 1;
    const renewal = setInterval(
      () => void store.renew(message.id, this.owner, this.#leaseMs).catch(() => {}),
      Math.max(Math.floor(this.#leaseMs / 3), 50),
    );
    try {
      if (!sender) {
        await this.#record(details, () =>
          store.markRetry(message.id, this.owner, this.#idleReason, this.#now()),
        );
        return "retry";
      }
      try {
        await sender.send(message);
      } catch (error) {
        const reason = describeError(error);
        const now = this.#now();
        const next = now + retryDelay(message.attempts, policy, this.#options.random);
        if (isPermanentFailure(error) || next - message.retryFrom >= policy.lifetimeMs) {
          if (
            !(await this.#record(details, () => store.markFailed(message.id, this.owner, reason)))
          )
            return "lost";
          log.error(
            { ...details, error: reason },
            `OUTBOX DELIVERY FAILED for good: message ${message.id} (${message.destination}) ` +
              `was not delivered. ` +
              `Inspect it with "npm run outbox", export it with "npm run outbox -- export ${message.id}", ` +
              `or queue it again with "npm run outbox -- retry ${message.id}".`,
          );
          return "failed";
        }
        if (
          !(await this.#record(details, () =>
            store.markRetry(message.id, this.owner, reason, next),
          ))
        )
          return "lost";
        log.warn({ ...details, error: reason, retryInMs: next - now }, "outbox: delivery deferred");
        return "retry";
      }
      if (!(await this.#record(details, () => store.markSent(message.id, this.owner))))
        return "lost";
      log.info(details, "outbox: delivered");
      // The destination works again: whatever waits there for a later retry can go now.
      await store.hurry(this.destination).catch(() => 0);
      return "sent";
    } finally {
      clearInterval(renewal);
      this.#inFlight -= 1;
    }
  }

  /**
   * Records an outcome, trying again (with a growing pause, at most 5 s) until the store
   * takes it: a locked database or a full disk must not leave the message `sending`.
   * Returns false when the claim was no longer ours (it expired and was taken back).
   */
  async #record(details: { id: number }, write: () => Promise<boolean>): Promise<boolean> {
    const { log } = this.#options;
    let pause = this.#options.settleRetryMs ?? 100;
    for (let attempt = 1; ; attempt++) {
      try {
        const applied = await write();
        if (attempt > 1) log.info({ ...details, attempt }, "outbox: delivery outcome recorded");
        if (!applied) {
          log.warn(details, "outbox: claim lost before the outcome was recorded (lease expired)");
        }
        return applied;
      } catch (error) {
        if (attempt === 1 || attempt % 20 === 0) {
          log.warn(
            { ...details, attempt, error: describeError(error) },
            "outbox: could not record the delivery outcome; retrying",
          );
        }
        if (this.#abandoned) return false;
        await sleep(pause);
        pause = Math.min(pause * 2, 5_000);
      }
    }
  }

  async #run(): Promise<void> {
    const { store, sender, log } = this.#options;
    const pollMs = this.#options.pollMs ?? 5_000;
    if (!sender) {
      const pending = await store.count("pending", this.destination).catch(() => undefined);
      log.warn(
        { destination: this.destination, pending },
        `outbox: ${this.#idleReason}; submissions are kept in the outbox (npm run outbox lists them)`,
      );
    }
    let first = true;
    while (this.#running) {
      try {
        await this.tidy(first);
        first = false;
        if (sender) await this.drain();
      } catch (error) {
        log.error({ error: describeError(error) }, "outbox: worker error");
      }
      if (!this.#running) break;
      const due = sender
        ? await store.nextDueAt(this.destination).catch(() => undefined)
        : undefined;
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
