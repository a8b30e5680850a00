import { describe, expect, it } from "vitest";
import { addEmail, draft, emailAndWebhook } from "../../tests/support/messages.ts";
import { useTestStores } from "../../tests/support/test-stores.ts";
import { PipelineMetrics } from "../metrics/pipeline-metrics.ts";
import { PostgresOutbox } from "./postgres-store.ts";
import type { NewMessage, Outbox, OutboxStats } from "./records.ts";
import { SqliteOutbox } from "./sqlite-store.ts";

// What the metrics and alerts read without listing the outbox, on both stores: counts by
// destination and state, and the oldest waiting row of each destination, as rows are
// claimed, delivered, retried and failed; the gauges made from them; list(state); and a row
// as the shared INSERT writes it.

const stores = useTestStores("outbox-stats");
const MIN = 60_000;
const T0 = 1_000_000_000;
const EMAIL_ONLY = { dedupeWindowMs: 0, maxBytes: 0 };
/** The e-mail's row and the webhook's. */
const both = (message: NewMessage) => ({ ...EMAIL_ONLY, rows: emailAndWebhook(message) });

async function open(name: "sqlite" | "postgres", now: () => number): Promise<Outbox> {
  if (name === "sqlite") return SqliteOutbox.open(stores.tempDir(), { now });
  return PostgresOutbox.open(await stores.database(), { now });
}

type Four = [pending: number, sending: number, sent: number, failed: number];
const counts = (email: Four, webhook: Four): OutboxStats["counts"] => {
  const of = ([pending, sending, sent, failed]: Four) => ({ pending, sending, sent, failed });
  return { email: of(email), webhook: of(webhook) };
};

describe.each(["sqlite", "postgres"] as const)(
  "outbox stats on %s",
  { timeout: 60_000 },
  (name) => {
    it("count rows by destination and state and find the oldest waiting one", async () => {
      let clock = T0;
      const store = await open(name, () => clock);
      try {
        expect(await store.stats()).toEqual({
          counts: {},
          oldestWaiting: {},
        });

        const one = draft();
        const a = await store.add(one, both(one)); // rows a (email), a + 1 (webhook) at T0
        clock = T0 + MIN;
        const b = await addEmail(store, draft(), EMAIL_ONLY);
        clock = T0 + 2 * MIN;
        const three = draft();
        const c = await store.add(three, both(three));
        clock = T0 + 3 * MIN;
        const d = await addEmail(store, draft(), EMAIL_ONLY);
        if (a.outcome !== "stored" || b.outcome !== "stored" || c.outcome !== "stored") {
          throw new Error("not stored");
        }
        expect(d.outcome).toBe("stored");
        expect(await store.stats()).toEqual({
          counts: counts([4, 0, 0, 0], [2, 0, 0, 0]),
          oldestWaiting: { email: T0, webhook: T0 },
        });

        // a claimed message still waits; once delivered, the next oldest is the one
        const first = await store.claimDue("me", MIN, "email");
        expect(first?.id).toBe(a.id);
        expect(await store.stats()).toEqual({
          counts: counts([3, 1, 0, 0], [2, 0, 0, 0]),
          oldestWaiting: { email: T0, webhook: T0 },
        });
        expect(await store.markSent(a.id, "me")).toBe(true);

        // the webhook's oldest fails for good: no longer waiting, counted as failed
        expect((await store.claimDue("me", MIN, "webhook"))?.id).toBe(a.id + 1);
        expect(await store.markFailed(a.id + 1, "me", "410 Gone")).toBe(true);

        // a retry is pending again and keeps its age; a claim held is `sending`
        expect((await store.claimDue("me", MIN, "email"))?.id).toBe(b.id);
        expect(await store.markRetry(b.id, "me", "timeout", clock + 10 * MIN)).toBe(true);
        expect((await store.claim(c.id, "me", MIN))?.destination).toBe("email");
        expect(await store.markFailed(c.id, "me", "550")).toBe(true);
        expect(await store.claimDue("me", MIN, "email")).toMatchObject({ state: "sending" });

        expect(await store.stats()).toEqual({
          counts: counts([1, 1, 1, 1], [1, 0, 0, 1]),
          oldestWaiting: { email: T0 + MIN, webhook: T0 + 2 * MIN },
        });
        expect((await store.list("sending")).map((row) => row.state)).toEqual(["sending"]);
        expect((await store.list("failed")).map((row) => row.id)).toEqual([a.id + 1, c.id]);
        expect(await store.list()).toHaveLength(6);

        // the gauges, on a scrape two minutes later
        clock = T0 + 5 * MIN;
        const gauges = new PipelineMetrics(store, ["email", "webhook"], () => clock);
        const scraped = await gauges.registry.getMetricsAsJSON();
        const values = (metric: string) =>
          scraped
            .find((entry) => entry.name === metric)
            ?.values.map(({ labels, value }) => ({ ...labels, value }));
        expect(values("outbox_store_up")).toEqual([{ value: 1 }]);
        expect(values("outbox_messages")).toEqual(
          expect.arrayContaining([
            { state: "pending", destination: "email", value: 1 },
            { state: "sending", destination: "email", value: 1 },
            { state: "sent", destination: "email", value: 1 },
            { state: "failed", destination: "email", value: 1 },
            { state: "pending", destination: "webhook", value: 1 },
            { state: "sending", destination: "webhook", value: 0 },
            { state: "sent", destination: "webhook", value: 0 },
            { state: "failed", destination: "webhook", value: 1 },
          ]),
        );
        expect(values("outbox_messages")).toHaveLength(8);
        expect(values("outbox_oldest_pending_age_seconds")).toEqual([
          { destination: "email", value: 4 * 60 },
          { destination: "webhook", value: 3 * 60 },
        ]);
      } finally {
        await store.close();
      }
    });

    it("nothing waits once every row is delivered or failed", async () => {
      const clock = T0;
      const store = await open(name, () => clock);
      try {
        const message = draft();
        await store.add(message, both(message));
        const email = await store.claimDue("me", MIN, "email");
        const webhook = await store.claimDue("me", MIN, "webhook");
        await store.markSent(email?.id ?? 0, "me");
        await store.markFailed(webhook?.id ?? 0, "me", "403");
        expect(await store.stats()).toEqual({
          counts: counts([0, 0, 1, 0], [0, 0, 0, 1]),
          oldestWaiting: {},
        });
      } finally {
        await store.close();
      }
    });

    it("a new row holds what the shared INSERT was given", async () => {
      const clock = T0;
      const store = await open(name, () => clock);
      try {
        const cv = {
          filename: "cv.pdf",
          contentType: "application/pdf",
          content: Buffer.from("%PDF"),
        };
        const message = draft({ kind: "application", attachment: cv, resumeConsent: true });
        const added = await addEmail(store, message, EMAIL_ONLY);
        const row = added.outcome === "stored" ? await store.get(added.id) : undefined;
        expect(row).toMatchObject({
          createdAt: T0,
          kind: "application",
          destination: "email",
          replyTo: message.replyTo,
          replyName: message.replyName,
          mailTo: message.mailTo,
          subject: message.subject,
          body: message.body,
          messageId: message.messageId,
          state: "pending",
          attempts: 0,
          retryFrom: T0,
          nextAttemptAt: T0,
          resumeConsent: true,
          attachment: cv,
          data: null,
        });
        expect(await store.sizeBytes()).toBe(
          Buffer.byteLength(message.body) + Buffer.byteLength(message.subject) + cv.content.length,
        );
      } finally {
        await store.close();
      }
    });
  },
);
