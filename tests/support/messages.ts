import { createHash } from "node:crypto";
import { email } from "../../server/destinations/email.ts";
import { webhook } from "../../server/destinations/webhook.ts";
import { messageRow } from "../../server/outbox/destinations.ts";
import type { AddOptions, DeliveryRow, NewMessage, Outbox } from "../../server/outbox/store.ts";

let counter = 0;

/** A stored-message draft for outbox tests; each call is a distinct submission. */
export function draft(overrides: Partial<NewMessage> = {}): NewMessage {
  counter += 1;
  return {
    kind: "general",
    replyTo: "asha@clinic.test",
    replyName: "Asha Rao",
    mailTo: "info@example.com",
    subject: `Question ${counter}`,
    body: "Name: Asha Rao\nPhone: +919876543210\n\nMessage:\nHello",
    contentHash: createHash("sha256").update(`draft-${counter}-${Math.random()}`).digest("hex"),
    messageId: `<test-${counter}@example.com>`,
    ...overrides,
  };
}

/**
 * A submission's rows for the e-mail and the webhook, as the server writes them with
 * WEBHOOK_URL set (WEBHOOK_INCLUDE_FILES=1 with `includeFiles`): the modules' own row builders.
 */
export function emailAndWebhook(
  message: NewMessage,
  { includeFiles = false }: { includeFiles?: boolean } = {},
): DeliveryRow[] {
  const settings = {
    WEBHOOK_URL: "https://hooks.example.com/catch",
    WEBHOOK_SECRET: "0123456789abcdef",
    WEBHOOK_INCLUDE_FILES: includeFiles,
    WEBHOOK_TIMEOUT_MS: 10_000,
  };
  const shared = {
    mailTo: message.mailTo,
    mailFrom: "no-reply@example.com",
    smtp: { url: undefined, allowPlaintext: false },
    retentionMs: 0,
    siteUrl: undefined,
    localOrigin: "http://localhost:3000",
    dataDir: "./data",
    contentDir: "content",
  };
  const problem = (name: string, text: string) => {
    throw new Error(`${name}: ${text}`);
  };
  return [email, webhook].flatMap(
    (module) => module.configure(settings, shared, problem)?.row(message) ?? [],
  );
}

/**
 * Stores `message` as the e-mail alone (the server without WEBHOOK_URL or ACK_FROM): the row
 * the e-mail module builds, since the outbox itself knows no destination.
 */
export function addEmail(store: Outbox, message: NewMessage, options: Omit<AddOptions, "rows">) {
  return store.add(message, { ...options, rows: [messageRow(message, "email")] });
}
