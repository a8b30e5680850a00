import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { isPermanentFailure } from "../outbox/backoff.ts";
import type { StoredMessage } from "../outbox/store.ts";
import { freePorts } from "../../tests/support/free-ports.ts";
import { idempotencyKey, submissionId, webhookBody, type WebhookBody } from "./payload.ts";
import { classifyStatus, createWebhookSender, WebhookError } from "./sender.ts";
import { verify } from "./signature.ts";

// What one webhook attempt sends and how its answer is judged, against a real HTTP server on
// loopback that answers whatever status the test asks for.

const SECRET = "test-secret-0123456789";
const requests: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
let answer = 200;
let hang = false;
const receiver = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString()));
  request.on("end", () => {
    requests.push({ headers: request.headers, body });
    if (hang) return; // never answers: the sender's timeout ends it
    response.writeHead(answer, answer === 301 ? { Location: "https://elsewhere.test/" } : {});
    response.end("receiver says no: asha@clinic.test");
  });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
afterAll(() => {
  receiver.closeAllConnections();
  return new Promise((resolve) => receiver.close(resolve));
});

const pdf = Buffer.from("%PDF-1.4 résumé bytes");

function row(overrides: Partial<StoredMessage> = {}): StoredMessage {
  return {
    id: 3,
    createdAt: Date.UTC(2026, 10, 25, 9, 30),
    kind: "application",
    destination: "webhook",
    replyTo: "ravi.kumar@mail.test",
    replyName: "Ravi Kumar",
    mailTo: "info@example.com",
    subject: "Application for Role",
    body: "",
    messageId: "<0f6c2d1e-7a3b-4c5d-9e8f-102030405060@example.com>",
    retryFrom: 0,
    state: "sending",
    attempts: 1,
    nextAttemptAt: 0,
    lastError: null,
    sentAt: null,
    attachmentName: "cv.pdf",
    resumeConsent: false,
    erasedAt: null,
    attachment: { filename: "cv.pdf", contentType: "application/pdf", content: pdf },
    data: {
      values: { first_name: "Ravi", email: "ravi.kumar@mail.test", resume_consent: false },
      labels: { first_name: "First Name", email: "Email ID", resume_consent: "Keep my résumé" },
      file: { name: "cv.pdf", type: "application/pdf", size: pdf.length, sha256: "ab".repeat(32) },
    },
    ...overrides,
  };
}

const sender = (timeoutMs = 2_000, includeFiles = false) =>
  createWebhookSender({ url, secret: SECRET, includeFiles, timeoutMs });

describe("webhook outcomes", () => {
  it.each([
    [200, "delivered"],
    [204, "delivered"],
    [408, "retry"],
    [429, "retry"],
    [500, "retry"],
    [503, "retry"],
    [301, "permanent"],
    [400, "permanent"],
    [401, "permanent"],
    [404, "permanent"],
    [410, "permanent"],
    [422, "permanent"],
  ] as const)("status %i is %s", (status, verdict) => {
    expect(classifyStatus(status)).toBe(verdict);
  });

  it("a permanent refusal is final for the worker, a retryable one is not", () => {
    const final = new WebhookError("x", { code: "EHTTP", permanent: true, status: 410 });
    const later = new WebhookError("x", { code: "EHTTP", permanent: false, status: 500 });
    expect(isPermanentFailure(final)).toBe(true);
    expect(isPermanentFailure(later)).toBe(false);
    // SMTP errors are judged as before
    expect(isPermanentFailure({ responseCode: 550 })).toBe(true);
  });
});

describe("webhook body", () => {
  it("carries the fields, labels, the résumé's facts (no bytes), ids and the received time", () => {
    const body = JSON.parse(webhookBody(row(), false)) as WebhookBody;
    expect(body).toEqual({
      id: "0f6c2d1e-7a3b-4c5d-9e8f-102030405060",
      idempotency_key: "0f6c2d1e-7a3b-4c5d-9e8f-102030405060.webhook",
      form: "application",
      received_at: "2026-11-25T09:30:00.000Z",
      subject: "Application for Role",
      fields: { first_name: "Ravi", email: "ravi.kumar@mail.test", resume_consent: false },
      labels: { first_name: "First Name", email: "Email ID", resume_consent: "Keep my résumé" },
      file: { name: "cv.pdf", type: "application/pdf", size: pdf.length, sha256: "ab".repeat(32) },
      // every attribution key (decision 0036), null when nothing was recorded
      attribution: {
        page: null,
        landing_page: null,
        referrer_host: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        utm_term: null,
        utm_content: null,
      },
    });
    expect(webhookBody(row(), false)).toBe(webhookBody(row({ attempts: 5 }), false));
    const attributed = row({ attribution: { page: "/careers/testengineer", utm_source: "li" } });
    expect((JSON.parse(webhookBody(attributed, false)) as WebhookBody).attribution).toMatchObject({
      page: "/careers/testengineer",
      utm_source: "li",
      landing_page: null,
    });
  });

  it("includes the résumé as base64 only when asked and still held", () => {
    const body = JSON.parse(webhookBody(row(), true)) as WebhookBody;
    expect(Buffer.from(body.file?.content_base64 ?? "", "base64").equals(pdf)).toBe(true);
    const dropped = JSON.parse(webhookBody(row({ attachment: null }), true)) as WebhookBody;
    expect(dropped.file).not.toHaveProperty("content_base64");
  });

  it("keys each destination of a submission apart, every attempt alike", () => {
    const email = row({ destination: "email" });
    expect(submissionId(row())).toBe(submissionId(email));
    expect(idempotencyKey(row())).not.toBe(idempotencyKey(email));
  });
});

describe("webhook sender", () => {
  it("posts signed JSON with a timestamp and an idempotency key", async () => {
    requests.length = 0;
    answer = 204;
    await sender().send(row());
    const [request] = requests;
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.headers["idempotency-key"]).toBe(
      "0f6c2d1e-7a3b-4c5d-9e8f-102030405060.webhook",
    );
    const timestamp = request?.headers["x-webhook-timestamp"] as string;
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(5);
    const signature = request?.headers["x-webhook-signature"] as string;
    expect(verify(SECRET, timestamp, request?.body ?? "", signature)).toBe(true);
    expect(request?.body).toBe(webhookBody(row(), false));
  });

  it.each([
    [500, false],
    [429, false],
    [410, true],
    [400, true],
    [301, true],
  ])("an answer %i throws, permanent: %s, without the receiver's words", async (status, final) => {
    answer = status;
    const error = (await sender()
      .send(row())
      .catch((caught: unknown) => caught)) as WebhookError;
    expect(error).toBeInstanceOf(WebhookError);
    expect(error.permanent).toBe(final);
    expect(error.status).toBe(status);
    expect(error.message).not.toContain("asha");
  });

  it("no answer in time and no listener are both retried", async () => {
    hang = true;
    try {
      const late = (await sender(1_000)
        .send(row())
        .catch((caught: unknown) => caught)) as WebhookError;
      expect(late).toMatchObject({ code: "ETIMEDOUT", permanent: false });
    } finally {
      hang = false;
    }
    const [closed] = await freePorts(1);
    const nobody = createWebhookSender({
      url: `http://127.0.0.1:${closed}/nothing-listens`,
      secret: SECRET,
      includeFiles: false,
      timeoutMs: 2_000,
    });
    const refused = (await nobody.send(row()).catch((caught: unknown) => caught)) as WebhookError;
    expect(refused).toMatchObject({ code: "ECONNREFUSED", permanent: false });
  });
});
