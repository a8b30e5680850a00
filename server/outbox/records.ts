import type { Attribution } from "#common/attribution.ts";
import { isPackKind, type PackKind, type PackStore } from "../security-pack/pack-sql.ts";

// The outbox's rows, the interface both stores implement, and their schemas. A row is one
// delivery of one submission to one destination (server/destinations/: the e-mail, the
// webhook when WEBHOOK_URL is set, the acknowledgement when ACK_FROM is set).

export type MessageState = "pending" | "sending" | "sent" | "failed";
/** The forms' kinds, and the security-review pack's two (security-pack/pack-sql.ts). */
export type MessageKind = "quote" | "general" | "application" | PackKind;
export { isPackKind, type PackKind };

/** A destination's name as the outbox stores it (server/destinations/ checks it). */
export type Destination = string;

/** How a submission passed the spam check: with a good solution, or without one. */
export type SpamCheckMark = "verified" | "unverified";

/** The form's fields as typed (validated), with the labels the e-mail and the form show. */
export interface FormFields {
  values: Record<string, string | boolean>;
  labels: Record<string, string>;
}

/** One row to insert: the columns that differ per destination (server/destinations/ builds it). */
export interface DeliveryRow {
  destination: Destination;
  replyName: string;
  subject: string;
  body: string;
  attachment: Attachment | null;
  /** anything else the destination keeps for sending (JSON), or null */
  dataJson: string | null;
  sizeBytes: number;
}

export interface Attachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface NewMessage {
  kind: MessageKind;
  /** the visitor's address (Reply-To) and name */
  replyTo: string;
  replyName: string;
  /** the inbox the submission was validated against */
  mailTo: string;
  subject: string;
  body: string;
  attachment?: Attachment;
  /** hash of the normalised content and file: identical submissions share it */
  contentHash: string;
  messageId: string;
  /** the visitor asked us to keep the résumé for future openings (unticked = false) */
  resumeConsent?: boolean;
  /** the validated fields, for destinations that take data rather than an e-mail */
  fields?: FormFields;
  /** the spam check's verdict (decision 0020); absent when the check is off */
  spamCheck?: SpamCheckMark;
  /** where the enquiry came from (decision 0036), cleaned; absent or empty = nothing recorded */
  attribution?: Attribution;
}

export interface MessageSummary {
  id: number;
  createdAt: number;
  kind: MessageKind;
  /** where this row delivers: each destination of a submission is its own row */
  destination: Destination;
  replyTo: string;
  subject: string;
  state: MessageState;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  sentAt: number | null;
  attachmentName: string | null;
  /** the visitor agreed to keep the résumé beyond delivery */
  resumeConsent: boolean;
  /** when retention erased the content (only the delivery record is left), or null */
  erasedAt: number | null;
  /** while `sending`: who holds the claim, and until when (ms since the epoch) */
  claimedBy?: string | null;
  leaseUntil?: number | null;
}

export interface StoredMessage extends MessageSummary {
  replyName: string;
  mailTo: string;
  body: string;
  messageId: string;
  /** start of the current delivery period; the lifetime is counted from here */
  retryFrom: number;
  attachment: Attachment | null;
  /** what the destination kept besides the columns (data_json, parsed): e.g. a webhook row's
   * fields and résumé facts; null when it kept nothing, and once erased */
  data: unknown;
  /** where the enquiry came from (decision 0036), stored with every row of the submission;
   * `{}` when nothing was recorded, and once erased */
  attribution?: Attribution;
}

export interface AddOptions {
  /** an identical submission (not failed) within this window is stored once */
  dedupeWindowMs: number;
  /** the outbox refuses a submission that would grow it beyond this many bytes (0 = no cap) */
  maxBytes: number;
  /** the submission's rows, one per destination (server/destinations/ builds them) */
  rows: readonly DeliveryRow[];
}

export type AddResult =
  | { outcome: "stored"; id: number; destinations: Destination[] }
  | { outcome: "duplicate"; id: number }
  | { outcome: "full"; bytes: number };

/** A window of a counted limit: the hits in it so far (this one included), and when it ends. */
export interface WindowCount {
  count: number;
  resetAt: number;
}

/**
 * Counted limits (fixed windows): the per-client rate limit, the allowance for posts without a
 * spam-check solution, the acknowledgement's one per address a day. In memory for one instance
 * (limits/window-counter.ts), or in the outbox's store, where every instance sharing it counts
 * together: one statement per hit.
 */
export interface WindowCounter {
  /** One more hit on `key`; a window of `windowMs` starts when the last one has ended. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Takes back one hit of the window ending at `resetAt` (a place not used after all). */
  release(key: string, resetAt: number): Promise<void>;
}

/** What retention did to one message: dropped its attachment, or erased all its content. */
export interface PurgedMessage {
  id: number;
  kind: MessageKind;
  erased: "attachment" | "content";
}

/** A message removed on request (printed by the CLI: no personal data). */
export interface ErasedMessage {
  id: number;
  kind: MessageKind;
  destination: Destination;
  state: MessageState;
}

/** One delivery row of an enquiry, for the report (outbox/report.ts): a submission has one per destination. */
export interface EnquiryRow {
  /** the submission's Message-ID: the same on each of its rows */
  messageId: string;
  createdAt: number;
  kind: MessageKind;
  /** where it came from; null once retention erased the row's content */
  attribution: Attribution | null;
}

/** What the metrics and the alerts read of the outbox: its depth, and how long it has waited. */
export interface OutboxStats {
  /** rows by destination and state: each destination with rows, every state (0 when none) */
  counts: Record<Destination, Record<MessageState, number>>;
  /** per destination, when its oldest pending or sending row was stored; absent when none waits */
  oldestWaiting: Record<Destination, number>;
}

export type RequeueResult =
  | { outcome: "queued" | "missing" }
  | { outcome: "sent"; sentAt: number | null }
  | { outcome: "busy"; claimedBy: string | null; leaseUntil: number | null };

/**
 * The outbox, whatever holds it (SQLite in a worker thread, or PostgreSQL). Every call is
 * asynchronous and bounded in time: a store that cannot answer in time rejects with
 * `OutboxUnavailableError` instead of stalling the caller.
 *
 * Claims are leases: `claimDue`/`claim` mark a message `sending` by `owner` until
 * `now + leaseMs`; the owner renews the lease while it sends and ends it with
 * `markSent`/`markRetry`/`markFailed` (which only apply while it still holds the claim).
 * A claim whose lease ran out goes back to `pending` (`releaseExpired`), whoever held it.
 */
export interface Outbox extends WindowCounter {
  readonly kind: "sqlite" | "postgres";
  /** the security-review pack's requests and access log, in the same store (decision 0029) */
  readonly pack: PackStore;
  add(message: NewMessage, options: AddOptions): Promise<AddResult>;
  get(id: number): Promise<StoredMessage | undefined>;
  /** Every row (or those in `state`), by id. */
  list(state?: MessageState): Promise<MessageSummary[]>;
  count(state: MessageState, destination?: Destination): Promise<number>;
  /** Counts by destination and state, and the oldest waiting row of each destination. */
  stats(): Promise<OutboxStats>;
  /** When the earliest pending message of `destination` is due, or undefined. */
  nextDueAt(destination: Destination): Promise<number | undefined>;
  /**
   * Takes the next due message of `destination` for delivery
   * (pending → sending), atomically across processes.
   */
  claimDue(
    owner: string,
    leaseMs: number,
    destination: Destination,
  ): Promise<StoredMessage | undefined>;
  /** Takes one message for delivery if it is pending (whatever its due time). */
  claim(id: number, owner: string, leaseMs: number): Promise<StoredMessage | undefined>;
  renew(id: number, owner: string, leaseMs: number): Promise<boolean>;
  markSent(id: number, owner: string): Promise<boolean>;
  markRetry(id: number, owner: string, error: string, nextAttemptAt: number): Promise<boolean>;
  markFailed(id: number, owner: string, error: string): Promise<boolean>;
  /** Every claim whose lease has run out goes back to `pending`, due now. */
  releaseExpired(): Promise<number>;
  /** Operator retry: a failed, pending or abandoned (lease expired) message is due now. */
  requeue(id: number): Promise<RequeueResult>;
  /** The destination works again: its deferred messages become due now. */
  hurry(destination: Destination): Promise<number>;
  /**
   * Retention, applied now: a delivered message's attachment goes when the visitor did not
   * consent to keeping it (`markSent` already drops it; this catches older rows), and
   * everything personal of a message delivered at least `retentionMs` ago is erased
   * (Reply-To, name, subject, body, attachment, error, content hash, attribution). Left: id, kind,
   * created/sent dates, state, Message-ID, attempts. Pending, sending and failed messages
   * are kept until handled. Counted limits whose window has ended are deleted too.
   */
  purge(retentionMs: number): Promise<PurgedMessage[]>;
  /**
   * Erasure on request: deletes every message from `email` (case-insensitive), any state,
   * every destination's row, the limits counted for the address (addressKey), and its
   * security-pack requests and their access log.
   */
  erase(email: string): Promise<ErasedMessage[]>;
  /**
   * The spam check: records a solved challenge (`key`, unique) as used until `expiresAt` (ms),
   * after deleting every record already expired. False when it was used before (a replay,
   * from this instance or any other sharing the store).
   */
  useChallenge(key: string, expiresAt: number): Promise<boolean>;
  /** The key that signs challenges: `candidate` if none was kept yet, else the one kept. */
  spamKey(candidate: string): Promise<string>;
  /**
   * The enquiries' rows stored since `since` (ms), every destination's, by id: the forms' and
   * the security pack's requests (not its replies), for the report (decision 0036).
   */
  enquiries(since: number): Promise<EnquiryRow[]>;
  /** Bytes held by stored submissions (bodies and attachments). */
  sizeBytes(): Promise<number>;
  /** Resolves when the store answers a trivial query in time. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The store did not answer in time, or could not be written (locked, disk full, down). */
export class OutboxUnavailableError extends Error {
  override name = "OutboxUnavailableError";
}
