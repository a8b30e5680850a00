import { createHash } from "node:crypto";
import type { AddOptions, NewMessage } from "./records.ts";

// Where an enquiry goes. Each destination of a submission is its own outbox row (its own
// state, attempts, lease, backoff and retention), so a receiver that refuses for good never
// holds up the other. Both stores build their rows here, so they store the same thing.

export type Destination = "email" | "webhook";

/** How a submission passed the spam check: with a good solution, or without one. */
export type SpamCheckMark = "verified" | "unverified";
export const DESTINATIONS: readonly Destination[] = ["email", "webhook"];

export function isDestination(value: unknown): value is Destination {
  return value === "email" || value === "webhook";
}

/** What a destination that takes structured data needs of the résumé: facts, not bytes. */
export interface FileFacts {
  name: string;
  type: string;
  size: number;
  sha256: string;
}

/** The form's fields as typed (validated), with the labels the e-mail and the form show. */
export interface FormFields {
  values: Record<string, string | boolean>;
  labels: Record<string, string>;
}

/** Stored with a webhook row: everything its JSON body is made of besides the row's own columns. */
export interface WebhookData extends FormFields {
  file: FileFacts | null;
  /** the spam check's verdict (decision 0020); absent when the check was off */
  spamCheck?: SpamCheckMark;
}

/** One row to insert: the columns that differ per destination. */
export interface DeliveryRow {
  destination: Destination;
  replyName: string;
  subject: string;
  body: string;
  attachment: NewMessage["attachment"] | null;
  dataJson: string | null;
  sizeBytes: number;
}

export function fileFacts(attachment: NewMessage["attachment"]): FileFacts | null {
  if (!attachment) return null;
  return {
    name: attachment.filename,
    type: attachment.contentType,
    size: attachment.content.byteLength,
    sha256: createHash("sha256").update(attachment.content).digest("hex"),
  };
}

/**
 * The rows a submission becomes, one per destination asked for. The e-mail row is today's
 * message. A webhook row keeps the fields as data, not a composed body, and the résumé's
 * bytes only when they are to be sent (WEBHOOK_INCLUDE_FILES): a copy nobody needs is a
 * copy that can leak.
 */
export function deliveryRows(message: NewMessage, options: AddOptions): DeliveryRow[] {
  const destinations = options.destinations ?? ["email"];
  return destinations.map((destination): DeliveryRow => {
    if (destination === "email") {
      return {
        destination,
        replyName: message.replyName,
        subject: message.subject,
        body: message.body,
        attachment: message.attachment ?? null,
        dataJson: null,
        sizeBytes:
          Buffer.byteLength(message.body) +
          Buffer.byteLength(message.subject) +
          (message.attachment?.content.byteLength ?? 0),
      };
    }
    const data: WebhookData = {
      values: message.fields?.values ?? {},
      labels: message.fields?.labels ?? {},
      file: fileFacts(message.attachment),
      ...(message.spamCheck ? { spamCheck: message.spamCheck } : {}),
    };
    const dataJson = JSON.stringify(data);
    const attachment = options.webhookFiles ? (message.attachment ?? null) : null;
    return {
      destination,
      replyName: message.replyName,
      subject: message.subject,
      body: "",
      attachment,
      dataJson,
      sizeBytes:
        Buffer.byteLength(dataJson) +
        Buffer.byteLength(message.subject) +
        (attachment?.content.byteLength ?? 0),
    };
  });
}

/** The rows still to insert: destinations with no live (not failed) copy of this content. */
export function missingRows(rows: DeliveryRow[], present: ReadonlySet<string>): DeliveryRow[] {
  return rows.filter((row) => !present.has(row.destination));
}

export function parseWebhookData(json: unknown): WebhookData | null {
  if (typeof json !== "string" || json === "") return null;
  return JSON.parse(json) as WebhookData;
}
