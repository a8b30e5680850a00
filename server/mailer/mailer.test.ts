import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import type { StoredMessage } from "../outbox/store.ts";
import { parseMail } from "../../tests/support/relay.ts";
import { buildMail, HeaderInjectionError, newMessageId } from "./mailer.ts";

const stored: StoredMessage = {
  id: 7,
  createdAt: Date.UTC(2025, 0, 15, 10, 30),
  kind: "application",
  destination: "email",
  data: null,
  replyTo: "ravi.kumar@mail.test",
  replyName: "Ravi Kumar",
  mailTo: "careers@nuvora.test",
  subject: "Application for Role",
  body: "Name: Ravi Kumar\nPhone: +919876543210\nCurrent Address: 12 MG Road, Bengaluru",
  messageId: "<abc@nuvora.test>",
  retryFrom: 0,
  state: "sending",
  attempts: 1,
  nextAttemptAt: 0,
  lastError: null,
  sentAt: null,
  attachmentName: "Ravi Kumar CV.pdf",
  resumeConsent: false,
  erasedAt: null,
  attachment: {
    filename: "Ravi Kumar CV.pdf",
    contentType: "application/pdf",
    content: Buffer.from("%PDF-1.4 test"),
  },
};

async function render(message: StoredMessage): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail(buildMail(message, "no-reply@nuvora.test"));
  return info.message.toString();
}

describe("buildMail", () => {
  it("sends from our address to the inbox, with the visitor as Reply-To", async () => {
    const mail = parseMail(await render(stored));
    expect(mail.headers.get("from")).toBe("no-reply@nuvora.test");
    expect(mail.headers.get("to")).toBe("careers@nuvora.test");
    expect(mail.headers.get("reply-to")).toBe("Ravi Kumar <ravi.kumar@mail.test>");
    expect(mail.headers.get("subject")).toBe("Application for Role");
    expect(mail.headers.get("message-id")).toBe("<abc@nuvora.test>");
    expect(mail.headers.get("date")).toBe("Wed, 15 Jan 2025 10:30:00 +0000");
    expect(mail.text).toBe(stored.body);
  });

  it("attaches the résumé byte for byte", async () => {
    const mail = parseMail(await render(stored));
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]?.filename).toBe("Ravi Kumar CV.pdf");
    expect(mail.attachments[0]?.contentType).toBe("application/pdf");
    expect(mail.attachments[0]?.content.toString()).toBe("%PDF-1.4 test");
  });

  it("sends a contact message without attachments", async () => {
    const mail = parseMail(await render({ ...stored, attachment: null, subject: "Hi" }));
    expect(mail.attachments).toEqual([]);
    expect(mail.headers.get("subject")).toBe("Hi");
  });

  it("refuses a line break in anything that reaches a header", () => {
    expect(() => buildMail({ ...stored, subject: "Hi\r\nBcc: x@evil.test" }, "a@b.test")).toThrow(
      HeaderInjectionError,
    );
    expect(() => buildMail({ ...stored, replyName: "A\nB" }, "a@b.test")).toThrow(
      HeaderInjectionError,
    );
  });

  it("makes Message-IDs on the sender's domain", () => {
    expect(newMessageId("no-reply@nuvora.test")).toMatch(/^<[0-9a-f-]{36}@nuvora\.test>$/);
  });
});
