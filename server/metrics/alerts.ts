import { describeError } from "../outbox/backoff.ts";
import type { Destination, Outbox } from "../outbox/store.ts";
import { overdueRequests } from "../security-pack/pack-sql.ts";

// Tells the team's chat when the pipeline needs a person (ALERT_WEBHOOK_URL): a message
// failed for good, or the oldest waiting message is older than ALERT_AFTER_MIN. At most one
// alert an hour per cause while it lasts, and one "resolved" message when it clears. The body
// is chat-compatible JSON (`text`, which Slack, Mattermost, Rocket.Chat and Google Chat
// incoming webhooks show) with the cause and status for anything else. No visitor data.

export type AlertCause = "failed" | "stalled" | "requests";

export interface AlertOptions {
  store: Outbox;
  /** where to look when a destination's rows wait, by destination (its module's `receiver`) */
  receivers?: Readonly<Record<Destination, string>>;
  webhookUrl: string;
  /** a waiting message older than this raises "stalled" */
  afterMs: number;
  log: { warn(details: object, message: string): void };
  now?: () => number;
  /** how often the outbox is looked at */
  checkEveryMs?: number;
  /** at most one alert per cause this often */
  repeatMs?: number;
}

const HOUR = 3_600_000;

/** Where to look for the e-mail and the webhook, when the list is not given (tests). */
const RECEIVERS: Readonly<Record<Destination, string>> = {
  email: "the mail relay",
  webhook: "the webhook's receiver",
};

export class PipelineAlerts {
  readonly #options: AlertOptions;
  readonly #now: () => number;
  /** causes that are alerting, and when each was last sent */
  readonly #active = new Map<AlertCause, number>();
  #timer: NodeJS.Timeout | undefined;
  #checking: Promise<void> | undefined;

  constructor(options: AlertOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
  }

  start(): void {
    this.#timer = setInterval(() => void this.check(), this.#options.checkEveryMs ?? 60_000);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#checking;
  }

  /** A delivery failed for good: look now rather than at the next check. */
  failedForGood(): void {
    void this.check();
  }

  /** Looks at the outbox and raises, repeats or resolves each cause. */
  check(): Promise<void> {
    this.#checking ??= this.#check().finally(() => (this.#checking = undefined));
    return this.#checking;
  }

  async #check(): Promise<void> {
    const { store, afterMs } = this.#options;
    let stats;
    try {
      stats = await store.stats();
    } catch {
      return; // the store is down: /readyz and outbox_store_up say so; judge next time
    }
    const now = this.#now();
    const { counts, oldestWaiting } = stats;
    const all = Object.values(counts);
    const failed = all.reduce((total, states) => total + states.failed, 0);
    const waiting = all.reduce((total, states) => total + states.pending + states.sending, 0);
    const oldests = Object.values(oldestWaiting);
    const oldest = oldests.length > 0 ? Math.min(...oldests) : now;
    const stalledMin = Math.floor((now - oldest) / 60_000);
    // Where to look: the receiver of each destination that is late (the relay, the webhook's
    // receiver …), the relay first; the relay when none is late yet.
    const receivers = this.#options.receivers ?? RECEIVERS;
    const relay = receivers.email ?? "the mail relay";
    const late = new Set(
      Object.entries(oldestWaiting)
        .filter(([, since]) => now - since > afterMs)
        .map(([destination]) => receivers[destination] ?? `the receiver of ${destination}`),
    );
    const where =
      late.size === 0
        ? relay
        : [...late].sort((a, b) => Number(b === relay) - Number(a === relay)).join(", ");
    await this.#judge(
      "failed",
      failed > 0,
      `${failed} enquir${failed === 1 ? "y" : "ies"} could not be delivered and will not be retried. ` +
        `Inspect with "npm run outbox", then retry or export each one.`,
      "No enquiry is left undelivered.",
    );
    await this.#judge(
      "stalled",
      now - oldest > afterMs,
      `Enquiries are waiting: the oldest for ${stalledMin} minutes (${waiting} in all). ` +
        `Check ${where} and "npm run outbox".`,
      "Enquiries are being delivered again.",
    );
    // The security-review pack (decision 0029): a request the team has not answered in 2
    // working days. Read apart: a store without the pack's tables (tests' fakes) skips it.
    const overdue = await Promise.resolve()
      .then(() => store.pack.listRequests())
      .then((requests) => overdueRequests(requests, now))
      .catch(() => undefined);
    if (overdue === undefined) return;
    await this.#judge(
      "requests",
      overdue.length > 0,
      `${overdue.length} request${overdue.length === 1 ? "" : "s"} for the security-review pack ` +
        `wait${overdue.length === 1 ? "s" : ""} for an answer for more than 2 working days ` +
        `(${overdue.map((request) => request.ref).join(", ")}). Approve or decline from the ` +
        `team's e-mail, or see "npm run outbox -- requests".`,
      "Every request for the security-review pack has an answer.",
    );
  }

  async #judge(cause: AlertCause, on: boolean, firing: string, resolved: string): Promise<void> {
    const last = this.#active.get(cause);
    const now = this.#now();
    if (on && (last === undefined || now - last >= (this.#options.repeatMs ?? HOUR))) {
      this.#active.set(cause, now);
      await this.#send(cause, "firing", firing);
    } else if (!on && last !== undefined) {
      this.#active.delete(cause);
      await this.#send(cause, "resolved", resolved);
    }
  }

  async #send(cause: AlertCause, status: "firing" | "resolved", text: string): Promise<void> {
    const mark = status === "firing" ? "ALERT" : "RESOLVED";
    try {
      const answer = await fetch(this.#options.webhookUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ text: `[${mark}] Website enquiries: ${text}`, cause, status }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!answer.ok) throw new Error(`the webhook answered ${answer.status}`);
    } catch (error) {
      this.#options.log.warn(
        { cause, status, error: describeError(error) },
        "alerts: could not reach ALERT_WEBHOOK_URL",
      );
    }
  }
}
