import { networkInterfaces } from "node:os";
import { freePorts } from "../../tests/support/free-ports.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredMessage } from "../outbox/store.ts";
import { TestRelay } from "../../tests/support/relay.ts";
import { createSmtpSender, requiresTls } from "./mailer.ts";

// free ports, never fixed ones (another checkout or a leftover process may hold those)
const [relayPort] = (await freePorts(1)) as [number];

// TLS to the relay. The test relay offers no STARTTLS (like a downgraded or misconfigured
// relay). It listens on every interface, so the sender can reach it by this machine's own
// non-loopback address: the mailer then treats it as a remote relay, with no test-only
// switch. The traffic still stays on this machine; what is proven is the refusal to send
// in clear, not a real network path.

const message: StoredMessage = {
  id: 1,
  createdAt: Date.UTC(2025, 0, 15),
  kind: "general",
  destination: "email",
  data: null,
  replyTo: "asha@clinic.test",
  replyName: "Asha Rao",
  mailTo: "info@example.com",
  subject: "TLS test",
  body: "Hello",
  messageId: "<tls@example.com>",
  retryFrom: 0,
  state: "sending",
  attempts: 1,
  nextAttemptAt: 0,
  lastError: null,
  sentAt: null,
  attachmentName: null,
  resumeConsent: false,
  erasedAt: null,
  attachment: null,
};

const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && !address.internal && address.family === "IPv4")?.address;

describe("requiresTls", () => {
  it("requires STARTTLS for smtp:// relays off this machine unless opted out", () => {
    expect(requiresTls("smtp://user:pass@smtp.example.com:587")).toBe(true);
    expect(requiresTls("smtp://10.0.0.5:25")).toBe(true);
    expect(requiresTls("smtp://[2001:db8::1]:25")).toBe(true);
    expect(requiresTls("smtp://smtp.example.com:587", true)).toBe(false);
    expect(requiresTls("smtps://smtp.example.com:465")).toBe(false);
    for (const loopback of ["127.0.0.1", "127.1.2.3", "localhost", "[::1]"]) {
      expect(requiresTls(`smtp://${loopback}:2525`)).toBe(false);
    }
    expect(requiresTls("smtp://127.0.0.1.evil.example:25")).toBe(true);
  });
});

describe.skipIf(!lanAddress)("a relay without STARTTLS", () => {
  const relay = new TestRelay();
  beforeAll(async () => {
    await relay.start(relayPort, "0.0.0.0");
  });
  afterAll(async () => relay.stop());

  it("reached by a non-loopback address: nothing is sent in clear", async () => {
    const sender = createSmtpSender(`smtp://${lanAddress}:${relayPort}`, "no-reply@example.com");
    await expect(sender.send(message)).rejects.toThrow(/STARTTLS|TLS/i);
    sender.close();
    expect(relay.messages).toHaveLength(0);
  });

  it("with SMTP_ALLOW_PLAINTEXT, or on loopback, it is delivered", async () => {
    const optedOut = createSmtpSender(`smtp://${lanAddress}:${relayPort}`, "no-reply@example.com", {
      allowPlaintext: true,
    });
    await optedOut.send(message);
    optedOut.close();
    const loopback = createSmtpSender(`smtp://127.0.0.1:${relayPort}`, "no-reply@example.com");
    await loopback.send(message);
    loopback.close();
    expect(relay.messages).toHaveLength(2);
  });
});
