import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePorts } from "../tests/support/free-ports.ts";
import { generalForm, post, quoteForm } from "../tests/support/forms.ts";
import { chatReceiver, sample } from "../tests/support/metrics.ts";
import { TestRelay } from "../tests/support/relay.ts";
import { waitForOutbox } from "../tests/support/outbox-state.ts";
import { outboxCli } from "../tests/support/server-process.ts";
import { buildTestApp } from "../tests/support/test-app.ts";

// The operator's view, on the real server (in this process, posts through app.inject):
// posts, deliveries and a failure for good, then a scrape of /metrics on its own loopback
// port, and the chat alert a receiver on loopback gets.

const [metricsPort, relayPort] = (await freePorts(2)) as [number, number];
const BUILD_DIR = join(tmpdir(), "no-build-here");
const data = mkdtempSync(join(tmpdir(), "metrics-"));
const relay = new TestRelay();

/** An incoming-webhook receiver on loopback, like a chat channel's. */
const hook = await chatReceiver();
const alerts = hook.alerts;

afterAll(async () => {
  await relay.stop();
  await hook.close();
  rmSync(data, { recursive: true, force: true });
});

const scrape = async () => {
  const answer = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
  expect(answer.headers.get("content-type")).toContain("text/plain");
  return answer.text();
};

describe("metrics and alerts", { timeout: 60_000 }, () => {
  it("count posts, the outbox and deliveries; a failure for good alerts the chat, and resolves", async () => {
    await relay.start(relayPort);
    const server = await buildTestApp({
      BUILD_DIR,
      DATA_DIR: data,
      SMTP_URL: relay.url,
      RATE_LIMIT_MAX: "0",
      // the spam check on, its limit for posts without a solution off: verdicts are counted
      SPAM_CHECK: "on",
      UNVERIFIED_MAX_PER_HOUR: "0",
      OUTBOX_RETRY_MIN_MS: "100",
      OUTBOX_RETRY_MAX_MS: "400",
      METRICS_PORT: String(metricsPort),
      ALERT_WEBHOOK_URL: hook.url,
      ALERT_CHECK_MS: "200",
    });
    try {
      // two enquiries delivered, one refused as invalid, one bot's dropped
      expect((await post(server, generalForm({ subject: "First" }))).status).toBe(200);
      expect((await post(server, quoteForm())).status).toBe(200);
      expect((await post(server, generalForm({ email: "not-an-address" }))).status).toBe(400);
      expect((await post(server, generalForm({ website: "spam.example" }))).status).toBe(200);
      // a solution that is no solution: refused by the spam check
      expect((await post(server, generalForm({ altcha: "forged" }))).status).toBe(400);
      await relay.waitFor(2);
      await waitForOutbox(data, (rows) => rows.filter((row) => row.state === "sent").length === 2);

      let text = await scrape();
      const submissions = (form: string, result: string, cause: string) =>
        sample(text, "enquiry_submissions_total", { form, result, cause });
      expect(submissions("general", "accepted", "stored")).toBe(1);
      expect(submissions("quote", "accepted", "stored")).toBe(1);
      expect(submissions("general", "refused", "invalid")).toBe(1);
      expect(submissions("general", "accepted", "honeypot")).toBe(1);
      expect(submissions("general", "refused", "spam")).toBe(1);
      // the two stored and the invalid one came without a solution (none of them solved one)
      expect(sample(text, "enquiry_spam_verdicts_total", { verdict: "unverified" })).toBe(3);
      expect(sample(text, "enquiry_spam_verdicts_total", { verdict: "refused" })).toBe(1);
      expect(sample(text, "enquiry_spam_verdicts_total", { verdict: "honeypot" })).toBe(1);
      expect(
        sample(text, "outbox_delivery_attempts_total", { destination: "email", outcome: "sent" }),
      ).toBe(2);
      expect(sample(text, "outbox_messages", { state: "sent", destination: "email" })).toBe(2);
      expect(sample(text, "outbox_messages", { state: "pending", destination: "email" })).toBe(0);
      expect(sample(text, "outbox_oldest_pending_age_seconds", { destination: "email" })).toBe(0);
      expect(sample(text, "outbox_store_up")).toBe(1);
      expect(sample(text, "http_request_duration_seconds_count", { route: "send-email" })).toBe(5);
      expect(sample(text, "process_cpu_user_seconds_total")).toBeGreaterThan(0);
      expect(alerts).toEqual([]);

      // the relay refuses for good: the message fails, the chat hears it once
      relay.refuse = { code: 550, message: "5.1.1 mailbox unavailable" };
      expect((await post(server, generalForm({ subject: "Refused" }))).status).toBe(200);
      const rows = await waitForOutbox(data, (list) => list.some((row) => row.state === "failed"));
      await expect.poll(() => alerts.length).toBe(1);
      expect(alerts[0]).toMatchObject({ cause: "failed", status: "firing" });
      expect(alerts[0]!.text).toMatch(
        /^\[ALERT\] Website enquiries: 1 enquiry could not be delivered/,
      );
      text = await scrape();
      expect(
        sample(text, "outbox_delivery_attempts_total", { destination: "email", outcome: "failed" }),
      ).toBe(1);
      expect(sample(text, "outbox_messages", { state: "failed", destination: "email" })).toBe(1);

      // the operator retries it once the relay takes it: the alert resolves
      relay.refuse = undefined;
      const failed = rows.find((row) => row.state === "failed")!;
      const retry = await outboxCli(data, ["retry", String(failed.id)], { SMTP_URL: relay.url });
      expect(retry.output).toContain(`#${failed.id} delivered.`);
      await expect.poll(() => alerts.length).toBe(2);
      expect(alerts[1]).toMatchObject({ cause: "failed", status: "resolved" });
      expect(alerts).toHaveLength(2); // no repeat within the hour

      // never on the public port
      const exposed = await server.fetch("/metrics");
      expect(exposed.status).not.toBe(200);
      expect(await exposed.text()).not.toContain("enquiry_submissions_total");
    } finally {
      await server.close();
    }
  });
});
