// The outbox's table and the shapes of its rows.

export type MessageState = "pending" | "sending" | "sent" | "failed";
export type MessageKind = "quote" | "general" | "application";

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
}

export interface MessageSummary {
  id: number;
  createdAt: number;
  kind: MessageKind;
  replyTo: string;
  subject: string;
  state: MessageState;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  sentAt: number | null;
  attachmentName: string | null;
}

export interface StoredMessage extends MessageSummary {
  replyName: string;
  mailTo: string;
  body: string;
  messageId: string;
  /** start of the current delivery period; the lifetime is counted from here */
  retryFrom: number;
  attachment: Attachment | null;
}

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at INTEGER NOT NULL,
  kind TEXT NOT NULL,
  content_hash TEXT NOT NULL,
  message_id TEXT NOT NULL,
  reply_to TEXT NOT NULL,
  reply_name TEXT NOT NULL,
  mail_to TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  attachment_name TEXT,
  attachment_type TEXT,
  attachment BLOB,
  state TEXT NOT NULL CHECK (state IN ('pending', 'sending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  retry_from INTEGER NOT NULL,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  claimed_by INTEGER,
  sent_at INTEGER
);
CREATE INDEX IF NOT EXISTS messages_due ON messages (state, next_attempt_at);
CREATE INDEX IF NOT EXISTS messages_hash ON messages (content_hash, created_at);
`;

export const SUMMARY_COLUMNS = `id, created_at, kind, reply_to, subject, state, attempts, next_attempt_at,
  last_error, sent_at, attachment_name`;

export type Row = Record<string, unknown>;

export function summary(row: Row): MessageSummary {
  return {
    id: Number(row.id),
    createdAt: Number(row.created_at),
    kind: row.kind as MessageKind,
    replyTo: String(row.reply_to),
    subject: String(row.subject),
    state: row.state as MessageState,
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    lastError: (row.last_error as string | null) ?? null,
    sentAt: row.sent_at == null ? null : Number(row.sent_at),
    attachmentName: (row.attachment_name as string | null) ?? null,
  };
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
            content: Buffer.from(content.buffer, content.byteOffset, content.byteLength),
          }
        : null,
  };
}
