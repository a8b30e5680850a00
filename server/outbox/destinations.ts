import type { DeliveryRow, Destination, FormFields, NewMessage, SpamCheckMark } from "./records.ts";

export type { DeliveryRow, Destination, FormFields, SpamCheckMark };

// What the outbox knows of destinations: a row is one delivery of a submission to one of
// them (its own state, attempts, lease, backoff and retention), named by plain text. Which
// destinations there are, what each row holds and how it is sent is theirs to say: one module
// each in server/destinations/ (decision 0023). Both stores insert the rows built there, so
// they store the same thing.

/** A name a destination may have: short, lower-case, safe as a metrics label and in a CLI. */
export const DESTINATION_NAME = /^[a-z][a-z0-9-]{0,31}$/;

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
export function messageRow(message: NewMessage, destination: Destination): DeliveryRow {
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
