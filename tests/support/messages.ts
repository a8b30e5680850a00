import { createHash } from "node:crypto";
import type { NewMessage } from "../../server/outbox/store.ts";

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
