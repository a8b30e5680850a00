import { ATTRIBUTION_FIELDS, type AttributionField } from "#common/attribution.ts";
import type { FormFields, SpamCheckMark } from "../outbox/destinations.ts";
import type { StoredMessage } from "../outbox/store.ts";

// The JSON body of a webhook delivery, built from the stored row at each attempt: the same
// bytes every time for the same row (the received time is the submission's, not the
// attempt's), so a receiver that keys on `idempotency_key` sees identical retries.

/** What a destination that takes structured data needs of the résumé: facts, not bytes. */
export interface FileFacts {
  name: string;
  type: string;
  size: number;
  sha256: string;
}

/** Stored with a webhook row: everything its JSON body is made of besides the row's own columns. */
export interface WebhookData extends FormFields {
  file: FileFacts | null;
  /** the spam check's verdict (decision 0020); absent when the check was off */
  spamCheck?: SpamCheckMark;
}

export interface WebhookFile {
  name: string;
  type: string;
  size: number;
  sha256: string;
  /** only with WEBHOOK_INCLUDE_FILES=1 (and while the outbox still holds the bytes) */
  content_base64?: string;
}

export interface WebhookBody {
  /** the submission: shared by its e-mail (in the Message-ID) and its webhook delivery */
  id: string;
  /** the same on every attempt of this delivery, different for every other */
  idempotency_key: string;
  form: StoredMessage["kind"];
  /** when the visitor's submission was stored (ISO 8601, UTC) */
  received_at: string;
  subject: string;
  fields: Record<string, string | boolean>;
  labels: Record<string, string>;
  file: WebhookFile | null;
  /** the spam check (decision 0020): "unverified" = sent without a solution; absent when off */
  spam_check?: "verified" | "unverified";
  /** where the enquiry came from (decision 0036): every field named, null when not recorded */
  attribution: Record<AttributionField, string | null>;
}

/** Every attribution field by its wire name, so a receiver maps a fixed set of keys. */
export function attributionObject(
  attribution: StoredMessage["attribution"],
): WebhookBody["attribution"] {
  return Object.fromEntries(
    ATTRIBUTION_FIELDS.map((field) => [field, attribution?.[field] ?? null]),
  ) as WebhookBody["attribution"];
}

/**
 * The submission's id: the random part of the Message-ID fixed at submission (a UUID), so
 * the CRM record and the e-mail can be matched, and ids never repeat across databases (a
 * row id would start again at 1 in a fresh outbox, and the receiver would drop new leads
 * as duplicates).
 */
export function submissionId(message: Pick<StoredMessage, "messageId">): string {
  return message.messageId.replace(/^<|>$/g, "").split("@")[0] ?? message.messageId;
}

/** Stable per submission and destination: a retry carries the same key. */
export function idempotencyKey(message: Pick<StoredMessage, "messageId" | "destination">): string {
  return `${submissionId(message)}.${message.destination}`;
}

export function webhookBody(message: StoredMessage, includeFiles: boolean): string {
  const data = message.data as WebhookData | null;
  const facts = data?.file ?? null;
  const bytes = includeFiles ? message.attachment?.content : undefined;
  const body: WebhookBody = {
    id: submissionId(message),
    idempotency_key: idempotencyKey(message),
    form: message.kind,
    received_at: new Date(message.createdAt).toISOString(),
    subject: message.subject,
    fields: data?.values ?? {},
    labels: data?.labels ?? {},
    file: facts && {
      ...facts,
      ...(bytes ? { content_base64: bytes.toString("base64") } : {}),
    },
    ...(data?.spamCheck ? { spam_check: data.spamCheck } : {}),
    attribution: attributionObject(message.attribution),
  };
  return JSON.stringify(body);
}
