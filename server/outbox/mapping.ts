import { createHash } from "node:crypto";
import { readAttribution } from "#common/schemas/attribution.ts";
import type { Row } from "./db/port.ts";
import { parseData } from "./destinations.ts";
import type {
  EnquiryRow,
  MessageKind,
  MessageState,
  MessageSummary,
  OutboxStats,
  StoredMessage,
} from "./records.ts";

// From the stores' rows to the outbox's records (both databases: PostgreSQL hands BIGINT back
// as text and BYTEA as a Buffer, SQLite numbers and a Uint8Array), and the keys by which an
// erasure request finds an address.

/** The address an erasure request names, as stored (the schemas lower-case addresses). */
export function erasureKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Whom a counted limit counts, as its key ends: a hash, so the table of limits holds no
 * address (a visitor's e-mail or IP address) in clear. An erasure request deletes the keys
 * that end with its address's hash.
 */
export function addressKey(address: string): string {
  return createHash("sha256").update(erasureKey(address)).digest("hex").slice(0, 32);
}

/** The stats from the query's rows (a destination and state may come twice: counted, and aged). */
export function outboxStats(groups: Row[]): OutboxStats {
  const counts: OutboxStats["counts"] = {};
  const oldestWaiting: OutboxStats["oldestWaiting"] = {};
  for (const group of groups) {
    const destination = String(group.destination);
    counts[destination] ??= { pending: 0, sending: 0, sent: 0, failed: 0 };
    counts[destination][group.state as MessageState] += Number(group.n);
    if (group.oldest == null) continue;
    oldestWaiting[destination] = Math.min(
      oldestWaiting[destination] ?? Infinity,
      Number(group.oldest),
    );
  }
  return { counts, oldestWaiting };
}

export const optionalNumber = (value: unknown) => (value == null ? null : Number(value));

export function summary(row: Row): MessageSummary {
  return {
    id: Number(row.id),
    createdAt: Number(row.created_at),
    kind: row.kind as MessageKind,
    destination: String(row.destination),
    replyTo: String(row.reply_to),
    subject: String(row.subject),
    state: row.state as MessageState,
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    lastError: (row.last_error as string | null) ?? null,
    sentAt: optionalNumber(row.sent_at),
    attachmentName: (row.attachment_name as string | null) ?? null,
    resumeConsent: Boolean(row.resume_consent),
    erasedAt: optionalNumber(row.erased_at),
    claimedBy: row.claimed_by == null ? null : String(row.claimed_by),
    leaseUntil: optionalNumber(row.lease_until),
  };
}

export function toBuffer(content: Uint8Array): Buffer {
  return Buffer.from(content.buffer, content.byteOffset, content.byteLength);
}

export function full(row: Row): StoredMessage {
  const content = row.attachment as Uint8Array | null;
  return {
    ...summary(row),
    replyName: String(row.reply_name),
    mailTo: String(row.mail_to),
    body: String(row.body),
    messageId: String(row.message_id),
    retryFrom: Number(row.retry_from),
    attachment:
      content && row.attachment_name
        ? {
            filename: String(row.attachment_name),
            contentType: String(row.attachment_type),
            content: toBuffer(content),
          }
        : null,
    data: parseData(row.data_json),
    attribution: readAttribution(row.attribution),
  };
}

/** A row as the report reads it: its attribution, or null once retention erased it. */
export function enquiryRow(row: Row): EnquiryRow {
  return {
    messageId: String(row.message_id),
    createdAt: Number(row.created_at),
    kind: row.kind as MessageKind,
    attribution: row.erased_at == null ? readAttribution(row.attribution) : null,
  };
}
