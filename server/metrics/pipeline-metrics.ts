import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { DeliveryOutcome } from "../outbox/worker.ts";
import type { Destination, MessageState, Outbox, OutboxStats } from "../outbox/store.ts";

// What the operator watches (Prometheus text format, served on its own port by
// metrics-server.ts): submissions by form and outcome, the outbox's depth and the age of its
// oldest waiting message, delivery attempts, spam verdicts, request durations and the
// process's own figures. Labels are fixed words, never visitor data.

/** Why a submission ended as it did. */
export type SubmissionCause =
  | "stored"
  | "duplicate"
  | "invalid"
  | "honeypot"
  | "rate_limited"
  | "forbidden_origin"
  | "too_large"
  | "bad_request"
  | "unavailable"
  | "spam"
  | "unverified_limited"
  | "error";

/** The spam check's verdict on a post (decision 0020). */
export type SpamVerdictLabel = "verified" | "unverified" | "refused" | "honeypot" | "unchecked";

const ACCEPTED: ReadonlySet<SubmissionCause> = new Set(["stored", "duplicate", "honeypot"]);

/** Route kinds for request durations: a handful, so the series stay few. */
export type RouteKind = "page" | "asset" | "send-email" | "health" | "other";

const STATES: readonly MessageState[] = ["pending", "sending", "sent", "failed"];

/** The destination of counts that name none (the e-mail, the first and default one). */
export const EMAIL: Destination = "email";

export class PipelineMetrics {
  readonly registry = new Registry();
  readonly #submissions: Counter<"form" | "result" | "cause">;
  readonly #deliveries: Counter<"destination" | "outcome">;
  readonly #spam: Counter<"verdict">;
  readonly #requests: Histogram<"route">;

  /**
   * `destinations`: the names the gauges always carry (the server's list), 0 when a destination
   * has no rows; any other destination found in the outbox is reported too.
   */
  constructor(
    store: Outbox,
    destinations: readonly Destination[] = [EMAIL],
    now: () => number = Date.now,
  ) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.#submissions = new Counter({
      name: "enquiry_submissions_total",
      help: "Form posts to /send-email by form, result (accepted or refused) and cause",
      labelNames: ["form", "result", "cause"],
      registers,
    });
    this.#deliveries = new Counter({
      name: "outbox_delivery_attempts_total",
      help: "Delivery attempts by destination and outcome (sent, retry, failed, lost)",
      labelNames: ["destination", "outcome"],
      registers,
    });
    this.#spam = new Counter({
      name: "enquiry_spam_verdicts_total",
      help: "Spam checks on form posts by verdict (verified, unverified, refused, honeypot, unchecked)",
      labelNames: ["verdict"],
      registers,
    });
    this.#requests = new Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer a request, by route kind",
      labelNames: ["route"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    // One read of the outbox per scrape: the registry asks its metrics in the order they
    // were made, in one go, so outbox_store_up (first) starts the read the two after it share.
    let read: Promise<OutboxStats> | undefined;
    const stats = () => read ?? store.stats();
    const named = (found: object) => [...new Set([...destinations, ...Object.keys(found)])];
    const none = { pending: 0, sending: 0, sent: 0, failed: 0 };
    const up = () => 1;
    const down = () => 0;
    new Gauge({
      name: "outbox_store_up",
      help: "1 when the outbox's store answered this scrape, 0 when it did not",
      registers,
      async collect() {
        read = store.stats();
        this.set(await read.then(up, down));
      },
    });
    new Gauge({
      name: "outbox_messages",
      help: "Messages in the outbox by state and destination",
      labelNames: ["state", "destination"],
      registers,
      async collect() {
        try {
          const { counts } = await stats();
          for (const destination of named(counts)) {
            for (const state of STATES) {
              this.set({ state, destination }, (counts[destination] ?? none)[state]);
            }
          }
        } catch {
          // the last known depth stays; outbox_store_up says why
        }
      },
    });
    new Gauge({
      name: "outbox_oldest_pending_age_seconds",
      help: "Age of the oldest message waiting for delivery (0 when none waits)",
      labelNames: ["destination"],
      registers,
      async collect() {
        try {
          const { counts, oldestWaiting } = await stats();
          for (const destination of named(counts)) {
            const oldest = oldestWaiting[destination];
            this.set({ destination }, oldest === undefined ? 0 : (now() - oldest) / 1000);
          }
        } catch {
          // outbox_store_up says why
        }
      },
    });
  }

  submission(form: string, cause: SubmissionCause): void {
    const result = ACCEPTED.has(cause) ? "accepted" : "refused";
    this.#submissions.inc({ form, result, cause });
    if (cause === "honeypot") this.#spam.inc({ verdict: "honeypot" });
  }

  /** One per post that reached the spam check (the honeypot counts through `submission`). */
  spamVerdict(verdict: Exclude<SpamVerdictLabel, "honeypot">): void {
    this.#spam.inc({ verdict });
  }

  delivery(outcome: DeliveryOutcome, destination: Destination = EMAIL): void {
    this.#deliveries.inc({ destination, outcome });
  }

  request(route: RouteKind, seconds: number): void {
    this.#requests.observe({ route }, seconds);
  }
}

/** A request's route kind from its path (never the path itself: that would be visitor data). */
export function routeKind(path: string): RouteKind {
  if (path === "/send-email") return "send-email";
  if (path === "/healthz" || path === "/readyz") return "health";
  if (/\.[a-z0-9]+$/i.test(path)) return "asset";
  if (path.startsWith("/") && !path.includes("..")) return "page";
  return "other";
}
