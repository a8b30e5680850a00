import { describe, expect, it } from "vitest";
import { draft, emailAndWebhook } from "../../tests/support/messages.ts";
import { parseData } from "../outbox/destinations.ts";
import type { StoredMessage } from "../outbox/records.ts";
import { webhookBody } from "./payload.ts";

// The webhook's JSON says how the enquiry passed the spam check (decision 0020), as the
// e-mail does, and says nothing of it when the check was off.

function body(spamCheck?: "verified" | "unverified") {
  const message = draft(spamCheck ? { spamCheck } : {});
  const [, row] = emailAndWebhook(message);
  const stored = {
    id: 1,
    createdAt: 0,
    kind: message.kind,
    destination: "webhook",
    subject: message.subject,
    messageId: message.messageId,
    attachment: null,
    data: parseData(row?.dataJson),
  } as unknown as StoredMessage;
  return JSON.parse(webhookBody(stored, false)) as Record<string, unknown>;
}

describe("the webhook body's spam_check", () => {
  it("is verified or unverified as the check said, absent when it was off", () => {
    expect(body("unverified").spam_check).toBe("unverified");
    expect(body("verified").spam_check).toBe("verified");
    expect(body()).not.toHaveProperty("spam_check");
  });
});
