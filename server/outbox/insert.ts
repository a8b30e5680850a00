import type { DeliveryRow, NewMessage } from "./records.ts";

// The INSERT of one delivery row (operations.ts' add), its columns and values side by side.

type Value = string | number | Uint8Array | null;

/** A new row, pending and due at `now`; the statement returns its id. */
export function insertRow(
  table: string,
  message: NewMessage,
  row: DeliveryRow,
  now: number,
): { sql: string; values: Value[] } {
  const columns: Record<string, Value> = {
    created_at: now,
    kind: message.kind,
    destination: row.destination,
    content_hash: message.contentHash,
    message_id: message.messageId,
    reply_to: message.replyTo,
    reply_name: row.replyName,
    mail_to: message.mailTo,
    subject: row.subject,
    body: row.body,
    attachment_name: row.attachment?.filename ?? null,
    attachment_type: row.attachment?.contentType ?? null,
    attachment: row.attachment?.content ?? null,
    data_json: row.dataJson,
    // the submission's, on each of its rows (decision 0036); NULL when nothing was recorded
    attribution:
      message.attribution && Object.keys(message.attribution).length > 0
        ? JSON.stringify(message.attribution)
        : null,
    state: "pending",
    retry_from: now,
    next_attempt_at: now,
    size_bytes: row.sizeBytes,
    // SQLite has no boolean type; PostgreSQL's boolean column reads '1' and '0' alike
    resume_consent: message.resumeConsent ? 1 : 0,
  };
  const names = Object.keys(columns);
  const parameters = names.map((_, index) => `$${index + 1}`);
  return {
    sql: `INSERT INTO ${table} (${names.join(", ")}) VALUES (${parameters.join(", ")}) RETURNING id`,
    values: Object.values(columns),
  };
}
