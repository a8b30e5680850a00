import type { NewMessage } from "./records.ts";

// What the outbox knows of destinations: a row is one delivery of a submission to one of
// them (its own state, attempts, lease, backoff and retention), named by plain text. Which
// destinations there are, what each row holds and how it is sent is theirs to say: one module
// each in server/destinations/ (decision 0023). Both stores insert the rows built there, so
// they store the same thing.

/** A destination's name as the outbox stores it (server/destinations/ checks it). */
export type Destination = string;

/** A name a destination may have: short, lower-case, safe as a metrics label and in a CLI. */
export const DESTINATION_NAME = /^[a-z][a-z0-9-]{0,31}$/;

/** How a submission passed the spam check: with a good solution, or without one. */
export type SpamCheckMark = "verified" | "unverified";

/** The form's fields as typed (validated), with the labels the e-mail and the form show. */
export interface FormFields {
  values: Record<string, string | boolean>;
  labels: Record<string, string>;
}

/** One row to insert: the columns that differ per destination. */
export interface DeliveryRow {
  destination: Destination;
  replyName: string;
  subject: string;
  body: string;
  attachment: NewMessage["attachment"] | null;
  /** anything else the destination keeps for sending (JSON), or null */
  dataJson: string | null;
  sizeBytes: number;
}

/** A row with the bytes it holds counted, for the outbox's cap. */
export function sizedRow(row: Omit<DeliveryRow, "sizeBytes">): DeliveryRow {
  const sizeBytes =
    Buffer.byteLength(row.body) +
    Buffer.byteLength(row.subject) +
    Buffer.byteLength(row.dataJson ?? "") +
    (row.attachment?.content.byteLength ?? 0);
  return { ...row, sizeBytes };
}

/** The submission as the server composed it, résumé included: the company's e-mail. */
export function messageRow(message: NewMessage, destination: Destination = "email"): DeliveryRow {
  return sizedRow({
    destination,
    replyName: message.replyName,
    subject: message.subject,
    body: message.body,
    attachment: message.attachment ?? null,
    dataJson: null,
  });
}

/** The rows still to insert: destinations with no live (not failed) copy of this content. */
export function missingRows(rows: DeliveryRow[], present: ReadonlySet<string>): DeliveryRow[] {
  return rows.filter((row) => !present.has(row.destination));
}

/** A row's data_json as the destination stored it, or null (none, or erased). */
export function parseData(json: unknown): unknown {
  if (typeof json !== "string" || json === "") return null;
  return JSON.parse(json) as unknown;
}
