import { existsSync, readFileSync, statSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createSmtpSender, type MailSender } from "../mailer/mailer.ts";
import { addEmail, draft } from "../../tests/support/messages.ts";
import { parseMail, TestRelay } from "../../tests/support/relay.ts";
import { useTestStores } from "../../tests/support/test-stores.ts";
import type { RetryPolicy } from "./backoff.ts";
import { PostgresOutbox } from "./postgres-store.ts";
import { OutboxUnavailableError, type Outbox, type StoredMessage } from "./records.ts";
import { SQLITE_FILE } from "./db/sqlite-port.ts";
import { SqliteOutbox } from "./sqlite-store.ts";
import { newOwner, OutboxWorker, type WorkerLog } from "./worker.ts";

// One behaviour suite, run against both stores: SQLite (in its worker thread) and a real
// PostgreSQL server started for this file.

const policy: RetryPolicy = { minDelayMs: 1_000, maxDelayMs: 60_000, lifetimeMs: 10 * 60_000 };
const WINDOW = { dedupeWindowMs: 60_000, maxBytes: 0 };

interface Backend {
  name: "sqlite" | "postgres";
  /** the store; `fresh` empties it first */
  open(now: () => number, timeoutMs?: number, fresh?: boolean): Promise<Outbox>;
  /** holds the write lock (another process's transaction) until the returned release */
  lockWrites(): Promise<() => Promise<void>>;
  /** the store's files on disk, to look for erased data (none for PostgreSQL) */
  files(): string[];
}

const stores = useTestStores("outbox-behaviour");
/** one database for the file's PostgreSQL tests, emptied before each */
let postgresUrl = "";
beforeAll(async () => {
  postgresUrl = await stores.database();
});

function sqliteBackend(): Backend {
  const dir = stores.tempDir();
  return {
    name: "sqlite",
    open: (now, timeoutMs = 2_000) => SqliteOutbox.open(dir, { now, timeoutMs }),
    lockWrites: async () => {
      const db = new DatabaseSync(join(dir, SQLITE_FILE));
      db.exec("BEGIN IMMEDIATE");
      return async () => {
        db.exec("ROLLBACK");
        db.close();
      };
    },
    files: () =>
      ["", "-wal"].map((suffix) => join(dir, SQLITE_FILE + suffix)).filter((f) => existsSync(f)),
  };
}

function postgresBackend(): Backend {
  const url = postgresUrl;
  return {
    name: "postgres",
    open: async (now, timeoutMs = 2_000, fresh = true) => {
      const store = await PostgresOutbox.open(url, { now, timeoutMs });
      if (!fresh) return store;
      const client = new pg.Client({ connectionString: url });
      client.on("error", () => {});
      await client.connect();
      await client.query("TRUNCATE outbox_messages RESTART IDENTITY");
      await client.end();
      return store;
    },
    lockWrites: async () => {
      const client = new pg.Client({ connectionString: url });
      client.on("error", () => {});
      await client.connect();
      await client.query("BEGIN");
      await client.query("LOCK TABLE outbox_messages IN EXCLUSIVE MODE");
      return async () => {
        await client.query("ROLLBACK");
        await client.end();
      };
    },
    files: () => [],
  };
}

class ScriptedSender implements MailSender {
  sent: StoredMessage[] = [];
  failures: unknown[] = [];
  onSend: (() => Promise<void>) | undefined;
  async send(message: StoredMessage) {
    await this.onSend?.();
    const failure = this.failures.shift();
    if (failure) throw failure;
    this.sent.push(message);
  }
  close() {}
}

const refused = () => Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNECTION" });

describe.each(["sqlite", "postgres"] as const)("outbox on %s", (name) => {
  let backend: Backend;
  let clock: number;
  let store: Outbox;
  let logged: Array<{ level: string; message: string; details: object }>;
  const log: WorkerLog = {
    info: (details, message) => logged.push({ level: "info", message, details }),
    warn: (details, message) => logged.push({ level: "warn", message, details }),
    error: (details, message) => logged.push({ level: "error", message, details }),
  };
  const worker = (
    sender: MailSender | undefined,
    extra: { owner?: string; leaseMs?: number } = {},
  ) =>
    new OutboxWorker({
      store,
      sender,
      // the e-mail's worker as the server makes it (server/destinations/email.ts)
      destination: "email",
      idleReason: "SMTP_URL is not set",
      policy,
      log,
      now: () => clock,
      random: () => 0.5,
      ...extra,
    });

  beforeEach(async () => {
    backend = name === "sqlite" ? sqliteBackend() : postgresBackend();
    clock = 1_000_000;
    store = await backend.open(() => clock);
    logged = [];
  });

  afterEach(async () => {
    await store.close();
  });

  describe("store", () => {
    it("keeps a submission and its résumé", async () => {
      const content = Buffer.from("%PDF-1.4 résumé");
      const added = await addEmail(
        store,
        draft({ attachment: { filename: "cv.pdf", contentType: "application/pdf", content } }),
        WINDOW,
      );
      expect(added.outcome).toBe("stored");
      const stored = await store.get(added.outcome === "stored" ? added.id : 0);
      expect(stored).toMatchObject({ state: "pending", attempts: 0, nextAttemptAt: clock });
      expect(Buffer.isBuffer(stored?.attachment?.content)).toBe(true);
      expect(stored?.attachment?.content.equals(content)).toBe(true);
    });

    it("stores an identical submission once within the window, but anew after a failure", async () => {
      const first = draft();
      const a = await addEmail(store, first, WINDOW);
      const b = await addEmail(store, { ...first, messageId: "<other@example.com>" }, WINDOW);
      expect(a.outcome).toBe("stored");
      expect(b).toEqual({ outcome: "duplicate", id: (a as { id: number }).id });
      clock += 60_001;
      expect((await addEmail(store, first, WINDOW)).outcome).toBe("stored");
      expect(await store.list()).toHaveLength(2);

      // The message that failed is not a reason to drop the visitor's new attempt.
      const again = draft();
      const failed = (await addEmail(store, again, WINDOW)) as { id: number };
      expect((await store.claim(failed.id, "w", 60_000))?.id).toBe(failed.id);
      expect(await store.markFailed(failed.id, "w", "550 no")).toBe(true);
      const resubmitted = await addEmail(
        store,
        { ...again, messageId: "<again@example.com>" },
        WINDOW,
      );
      expect(resubmitted.outcome).toBe("stored");
    });

    it("refuses a submission beyond the size cap", async () => {
      const body = "x".repeat(1_000);
      expect((await addEmail(store, draft({ body }), { ...WINDOW, maxBytes: 2_500 })).outcome).toBe(
        "stored",
      );
      expect((await addEmail(store, draft({ body }), { ...WINDOW, maxBytes: 2_500 })).outcome).toBe(
        "stored",
      );
      const third = await addEmail(store, draft({ body }), { ...WINDOW, maxBytes: 2_500 });
      expect(third.outcome).toBe("full");
      expect(await store.sizeBytes()).toBeGreaterThanOrEqual(2_000);
    });

    it("moves pending → sending → sent, once, only by the claim's holder", async () => {
      const { id } = (await addEmail(store, draft(), WINDOW)) as { id: number };
      const claimed = await store.claimDue("a", 60_000, "email");
      expect(claimed).toMatchObject({ id, state: "sending", attempts: 1, claimedBy: "a" });
      expect(claimed?.leaseUntil).toBe(clock + 60_000);
      expect(await store.claimDue("b", 60_000, "email")).toBeUndefined();
      expect(await store.markSent(id, "b")).toBe(false);
      expect(await store.markSent(id, "a")).toBe(true);
      expect(await store.get(id)).toMatchObject({ state: "sent", sentAt: clock, lastError: null });
      expect(await store.claim(id, "a", 60_000)).toBeUndefined();
    });

    it("returns an expired claim to pending, and its old holder can no longer settle it", async () => {
      const { id } = (await addEmail(store, draft(), WINDOW)) as { id: number };
      await store.claimDue("dead", 1_000, "email");
      expect(await store.releaseExpired()).toBe(0);
      clock += 500;
      expect(await store.renew(id, "dead", 1_000)).toBe(true);
      clock += 999;
      expect(await store.releaseExpired()).toBe(0);
      clock += 2;
      expect(await store.releaseExpired()).toBe(1);
      expect(await store.get(id)).toMatchObject({ state: "pending", claimedBy: null });
      expect(await store.markSent(id, "dead")).toBe(false);
      expect((await store.claimDue("alive", 1_000, "email"))?.id).toBe(id);
    });

    it("defers a retry until it is due, then fails for good", async () => {
      const { id } = (await addEmail(store, draft(), WINDOW)) as { id: number };
      await store.claimDue("w", 60_000, "email");
      await store.markRetry(id, "w", "ECONNECTION: refused", clock + 2_000);
      expect(await store.get(id)).toMatchObject({
        state: "pending",
        lastError: "ECONNECTION: refused",
      });
      expect(await store.claimDue("w", 60_000, "email")).toBeUndefined();
      expect(await store.nextDueAt("email")).toBe(clock + 2_000);
      clock += 2_000;
      expect((await store.claimDue("w", 60_000, "email"))?.attempts).toBe(2);
      await store.markFailed(id, "w", "550 no such user");
      expect((await store.get(id))?.state).toBe("failed");
      expect(await store.nextDueAt("email")).toBeUndefined();
    });

    it("requeues failed and abandoned messages, refuses a live claim and a sent one", async () => {
      const { id } = (await addEmail(store, draft(), WINDOW)) as { id: number };
      await store.claimDue("w", 60_000, "email");
      expect(await store.requeue(id)).toMatchObject({ outcome: "busy", claimedBy: "w" });
      clock += 60_001;
      expect(await store.requeue(id)).toEqual({ outcome: "queued" });
      expect(await store.get(id)).toMatchObject({
        state: "pending",
        attempts: 0,
        retryFrom: clock,
      });
      await store.claimDue("w", 60_000, "email");
      await store.markFailed(id, "w", "550");
      expect(await store.requeue(id)).toEqual({ outcome: "queued" });
      await store.claimDue("w", 60_000, "email");
      await store.markSent(id, "w");
      expect(await store.requeue(id)).toMatchObject({ outcome: "sent" });
      expect(await store.requeue(9999)).toEqual({ outcome: "missing" });
    });

    it("hurries deferred messages when the relay works again", async () => {
      const { id } = (await addEmail(store, draft(), WINDOW)) as { id: number };
      await store.claimDue("w", 60_000, "email");
      await store.markRetry(id, "w", "down", clock + 3_600_000);
      expect(await store.hurry("email")).toBe(1);
      expect((await store.get(id))?.nextAttemptAt).toBe(clock);
    });

    it("fails fast while another process holds the write lock, and reads go on", async () => {
      await addEmail(store, draft(), WINDOW);
      const fast = await backend.open(() => clock, 300, false);
      const release = await backend.lockWrites();
      try {
        const started = Date.now();
        await expect(addEmail(fast, draft(), WINDOW)).rejects.toThrow(/outbox/i);
        expect(Date.now() - started).toBeLessThan(1_500);
        expect(await fast.list()).toHaveLength(1);
      } finally {
        await release();
        await fast.close();
      }
      expect((await addEmail(store, draft(), WINDOW)).outcome).toBe("stored");
    });
  });

  describe("retention and erasure", () => {
    const DAY = 86_400_000;
    const resume = (marker: string, resumeConsent: boolean) =>
      draft({
        kind: "application",
        replyTo: `${marker}@clinic.test`,
        replyName: `Name ${marker}`,
        subject: "Application for Role",
        body: `Name: Name ${marker}\nPhone: +919876543210\nCurrent Address: 1 ${marker} Road`,
        attachment: {
          filename: `${marker}-cv.pdf`,
          contentType: "application/pdf",
          content: Buffer.from(`%PDF-1.4 ${marker}-resume-bytes`),
        },
        resumeConsent,
      });
    const add = async (message: ReturnType<typeof draft>) =>
      ((await addEmail(store, message, WINDOW)) as { id: number }).id;

    it("purge erases delivered messages older than the period, keeps failed and pending", async () => {
      const sender = new ScriptedSender();
      const kept = await add(resume("keptcv", true));
      const plain = await add(draft({ replyTo: "plainmark@clinic.test", subject: "Plainmark" }));
      await worker(sender).drain();
      const sentAt = clock;
      const pending = await add(draft({ subject: "Pending one" }));
      const failed = await add(resume("failedcv", false));
      await store.claim(failed, "w", 60_000);
      await store.markFailed(failed, "w", "550 no such user");

      clock = sentAt + DAY - 1;
      expect(await store.purge(DAY)).toEqual([]);
      expect((await store.get(kept))?.attachment?.filename).toBe("keptcv-cv.pdf");

      clock = sentAt + DAY;
      expect(await store.purge(DAY)).toEqual([
        { id: kept, kind: "application", erased: "content" },
        { id: plain, kind: "general", erased: "content" },
      ]);
      for (const id of [kept, plain]) {
        const record = await store.get(id);
        expect(record).toMatchObject({
          id,
          state: "sent",
          sentAt,
          createdAt: 1_000_000,
          attempts: 1,
          messageId: expect.stringMatching(/^<test-\d+@example\.com>$/),
          erasedAt: clock,
          replyTo: "",
          replyName: "",
          subject: "",
          body: "",
          attachment: null,
          attachmentName: null,
          lastError: null,
        });
      }
      // Failed and pending messages are kept until someone handles them.
      expect(await store.get(pending)).toMatchObject({ state: "pending", subject: "Pending one" });
      expect(await store.get(failed)).toMatchObject({
        state: "failed",
        replyTo: "failedcv@clinic.test",
        attachmentName: "failedcv-cv.pdf",
      });
      expect(await store.purge(DAY)).toEqual([]);
      const pendingAndFailed = (await store.list()).filter((m) => m.state !== "sent");
      expect(await store.sizeBytes()).toBe(
        (await Promise.all(pendingAndFailed.map((m) => store.get(m.id)))).reduce(
          (sum, m) =>
            sum +
            Buffer.byteLength(m?.body ?? "") +
            Buffer.byteLength(m?.subject ?? "") +
            (m?.attachment?.content.byteLength ?? 0),
          0,
        ),
      );
      // SQLite: the erased bytes are gone from the database file and its WAL too.
      for (const file of backend.files()) {
        const bytes = readFileSync(file);
        for (const marker of ["keptcv", "plainmark", "Plainmark"]) {
          expect(bytes.includes(marker), `${marker} in ${file}`).toBe(false);
        }
      }
    });

    it("a résumé without consent goes right after delivery; with consent it stays until the period", async () => {
      const sender = new ScriptedSender();
      const without = await add(resume("noconsent", false));
      const withConsent = await add(resume("consent", true));
      expect((await store.get(without))?.attachment?.filename).toBe("noconsent-cv.pdf");
      expect(await store.get(withConsent)).toMatchObject({ resumeConsent: true });
      await worker(sender).drain();
      expect(sender.sent.map((m) => m.attachment?.filename)).toEqual([
        "noconsent-cv.pdf",
        "consent-cv.pdf",
      ]);
      expect(await store.get(without)).toMatchObject({
        state: "sent",
        attachment: null,
        attachmentName: null,
        resumeConsent: false,
        replyTo: "noconsent@clinic.test",
        erasedAt: null,
      });
      expect((await store.get(without))?.body).toContain("noconsent Road");
      expect((await store.get(withConsent))?.attachment?.content.toString()).toContain(
        "consent-resume-bytes",
      );
      expect(await store.purge(DAY)).toEqual([]);
      clock += DAY;
      expect((await store.purge(DAY)).map((m) => [m.id, m.erased])).toEqual([
        [without, "content"],
        [withConsent, "content"],
      ]);
      expect((await store.get(withConsent))?.attachment).toBeNull();
    });

    it("erase removes exactly that address's submissions, in any state", async () => {
      const sender = new ScriptedSender();
      const sent = await add(draft({ replyTo: "ravi.kumar@mail.test" }));
      await worker(sender).drain();
      const failed = await add(resume("ravi", false));
      await store.claim(failed, "w", 60_000);
      await store.markFailed(failed, "w", "550");
      // Addresses are stored lower-cased; a row written otherwise still matches.
      const pending = await add(draft({ replyTo: "Ravi.Kumar@Mail.test" }));
      const sending = await add(draft({ replyTo: "ravi.kumar@mail.test" }));
      await store.claim(sending, "w", 60_000);
      const others = [
        await add(draft({ replyTo: "ravi.kumar@mail.test.example" })),
        await add(draft({ replyTo: "xravi.kumar@mail.test" })),
        await add(draft({ replyTo: "asha@clinic.test", body: "ravi.kumar@mail.test" })),
      ];
      // The failed application above is from ravi@clinic.test: another address.
      const erased = await store.erase(" RAVI.KUMAR@mail.test ");
      expect(erased).toEqual([
        { id: sent, kind: "general", destination: "email", state: "sent" },
        { id: pending, kind: "general", destination: "email", state: "pending" },
        { id: sending, kind: "general", destination: "email", state: "sending" },
      ]);
      expect((await store.list()).map((m) => m.id)).toEqual([failed, ...others]);
      expect(await store.erase("ravi.kumar@mail.test")).toEqual([]);
      expect(await store.erase("ravi@clinic.test")).toEqual([
        { id: failed, kind: "application", destination: "email", state: "failed" },
      ]);
      expect(await store.erase("")).toEqual([]);
      expect((await store.list()).map((m) => m.id)).toEqual(others);
    });
  });

  describe("worker", () => {
    it("delivers what is due and marks it sent", async () => {
      const sender = new ScriptedSender();
      const { id } = (await addEmail(store, draft(), WINDOW)) as { id: number };
      expect(await worker(sender).drain()).toBe(1);
      expect(sender.sent.map((m) => m.id)).toEqual([id]);
      expect((await store.get(id))?.state).toBe("sent");
    });

    it("retries a connection failure with backoff, then delivers once", async () => {
      const sender = new ScriptedSender();
      sender.failures.push(refused(), refused());
      const { id } = (await addEmail(store, draft(), WINDOW)) as { id: number };
      const w = worker(sender);
      await w.drain();
      expect(await store.get(id)).toMatchObject({ state: "pending", nextAttemptAt: clock + 1_000 });
      expect(await w.drain()).toBe(0);
      clock += 1_000;
      await w.drain();
      expect(await store.get(id)).toMatchObject({ state: "pending", nextAttemptAt: clock + 2_000 });
      clock += 2_000;
      await w.drain();
      expect((await store.get(id))?.state).toBe("sent");
      expect(sender.sent).toHaveLength(1);
    });

    it("retries a 4xx reply but not a 5xx refusal, logged loudly without personal data", async () => {
      const sender = new ScriptedSender();
      const a = ((await addEmail(store, draft(), WINDOW)) as { id: number }).id;
      const b = (
        (await addEmail(store, draft({ subject: "Typed subject 42" }), WINDOW)) as { id: number }
      ).id;
      sender.failures.push(
        Object.assign(new Error("try later"), { responseCode: 451, code: "EMESSAGE" }),
        Object.assign(new Error("no such user"), { responseCode: 550, code: "EENVELOPE" }),
      );
      await worker(sender).drain();
      expect((await store.get(a))?.state).toBe("pending");
      expect(await store.get(b)).toMatchObject({
        state: "failed",
        lastError: "EENVELOPE 550: no such user",
      });
      const failure = logged.find((entry) => entry.level === "error");
      expect(failure?.message).toMatch(/OUTBOX DELIVERY FAILED.*npm run outbox -- retry/);
      const everything = JSON.stringify(logged);
      expect(everything).not.toContain("asha@clinic.test");
      expect(everything).not.toContain("Asha");
      expect(everything).not.toContain("Typed subject");
      expect(failure?.details).toMatchObject({ id: b, kind: "general" });
    });

    it("gives up when the lifetime is over", async () => {
      const sender = new ScriptedSender();
      const { id } = (await addEmail(store, draft(), WINDOW)) as { id: number };
      clock += policy.lifetimeMs;
      sender.failures.push(refused());
      await worker(sender).drain();
      expect((await store.get(id))?.state).toBe("failed");
    });

    it("sends the backlog right away once one delivery succeeds", async () => {
      const sender = new ScriptedSender();
      const ids = [
        ((await addEmail(store, draft(), WINDOW)) as { id: number }).id,
        ((await addEmail(store, draft(), WINDOW)) as { id: number }).id,
      ];
      sender.failures.push(refused(), refused());
      const w = worker(sender);
      await w.drain();
      expect(await store.nextDueAt("email")).toBeGreaterThan(clock);
      const fresh = ((await addEmail(store, draft(), WINDOW)) as { id: number }).id;
      await w.drain();
      expect(sender.sent.map((m) => m.id)).toEqual([fresh, ...ids]);
    });

    it("keeps everything and sends nothing without a relay", async () => {
      const { id } = (await addEmail(store, draft(), WINDOW)) as { id: number };
      const w = worker(undefined);
      w.start();
      await w.stop();
      expect((await store.get(id))?.state).toBe("pending");
      expect(logged.some((entry) => /SMTP_URL is not set/.test(entry.message))).toBe(true);
    });

    it("takes back a claim whose holder died, while running", async () => {
      const { id } = (await addEmail(store, draft(), WINDOW)) as { id: number };
      await store.claimDue("other-host/1/dead", 1_000, "email");
      const sender = new ScriptedSender();
      const w = new OutboxWorker({
        store,
        sender,
        destination: "email",
        policy,
        log,
        pollMs: 20,
        now: () => clock,
      });
      w.start();
      try {
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(sender.sent).toHaveLength(0);
        clock += 1_001;
        const deadline = Date.now() + 10_000;
        while (sender.sent.length === 0 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      } finally {
        await w.stop();
      }
      expect(sender.sent.map((m) => m.id)).toEqual([id]);
      expect((await store.get(id))?.state).toBe("sent");
    });

    it("at start, takes back the claims of this host's dead processes, and only those", async () => {
      const ids: number[] = [];
      for (let i = 0; i < 5; i++)
        ids.push(((await addEmail(store, draft(), WINDOW)) as { id: number }).id);
      const [dead, elsewhere, alive, earlierRun, sibling] = ids as [
        number,
        number,
        number,
        number,
        number,
      ];
      await store.claim(dead, `${hostname()}/99999999/gone`, 60_000); // above any pid_max
      await store.claim(elsewhere, "other-host/1/unknown", 60_000);
      await store.claim(alive, `${hostname()}/1/init`, 60_000);
      // this pid's earlier run (a restarted container's pid 1), and this run's other worker
      await store.claim(earlierRun, `${hostname()}/${process.pid}/earlier.x`, 60_000);
      await store.claim(sibling, newOwner(), 60_000);
      expect(await worker(undefined).tidy(true)).toBe(2);
      expect((await store.list("sending")).map((m) => m.id)).toEqual([elsewhere, alive, sibling]);
      expect(await store.get(dead)).toMatchObject({ state: "pending", lastError: "interrupted" });
      expect(await store.get(earlierRun)).toMatchObject({ state: "pending" });
    });

    it("a write lock held during a delivery: the outcome is recorded once it lifts, sent once", async () => {
      const { id } = (await addEmail(store, draft(), WINDOW)) as { id: number };
      // a long busy timeout: a store that blocked the event loop would stall it for a second,
      // far beyond the scheduling noise of a busy machine (over 100 ms has been seen)
      const fast = await backend.open(() => clock, 1_000, false);
      const sender = new ScriptedSender();
      let release: (() => Promise<void>) | undefined;
      sender.onSend = async () => {
        release = await backend.lockWrites();
      };
      const w = new OutboxWorker({
        store: fast,
        sender,
        destination: "email",
        policy,
        log,
        now: () => clock,
        settleRetryMs: 50,
      });
      try {
        const claimed = await fast.claimDue(w.owner, 60_000, "email");
        const delivery = w.deliver(claimed as StoredMessage);
        // The event loop stays free while the store waits: timers fire on time.
        const lags: number[] = [];
        for (let i = 0; i < 10; i++) {
          const at = Date.now();
          await new Promise((resolve) => setTimeout(resolve, 50));
          lags.push(Date.now() - at - 50);
        }
        expect(Math.max(...lags)).toBeLessThan(500);
        await vi.waitFor(
          () =>
            expect(
              logged.some((e) => /could not record the delivery outcome/.test(e.message)),
            ).toBe(true),
          { timeout: 10_000, interval: 50 },
        );
        await release?.();
        expect(await delivery).toBe("sent");
      } finally {
        await release?.().catch(() => {});
        await fast.close();
      }
      expect(sender.sent).toHaveLength(1);
      expect(await store.get(id)).toMatchObject({ state: "sent", claimedBy: null });
      expect(await store.claimDue("again", 60_000, "email")).toBeUndefined();
    });

    it("delivers through a real SMTP server", async () => {
      const relay = new TestRelay();
      await relay.start(0);
      const sender = createSmtpSender(relay.url, "no-reply@example.com");
      try {
        const { id } = (await addEmail(store, draft({ subject: "Through SMTP" }), WINDOW)) as {
          id: number;
        };
        await worker(sender).drain();
        expect((await store.get(id))?.state).toBe("sent");
        const [mail] = await relay.waitFor(1);
        expect(mail?.to).toEqual(["info@example.com"]);
        expect(parseMail(mail?.raw ?? "").headers.get("subject")).toBe("Through SMTP");
      } finally {
        sender.close();
        await relay.stop();
      }
    });
  });
});

describe("SQLite files", () => {
  it("are owner-only, WAL and shared memory included, also under a permissive umask", async () => {
    const dir = stores.tempDir("outbox-modes");
    const previous = process.umask(0o022);
    try {
      const store = await SqliteOutbox.open(dir);
      await addEmail(store, draft(), WINDOW);
      for (const suffix of ["", "-wal", "-shm"]) {
        expect(statSync(join(dir, SQLITE_FILE + suffix)).mode & 0o777).toBe(0o600);
      }
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      await store.close();
    } finally {
      process.umask(previous);
    }
  });
});

describe("PostgreSQL connections", () => {
  it("a connection cut in the middle of a transaction fails that call, not the process", async () => {
    // PostgreSQL stopped with -m immediate (server/outage.integration.test.ts) cuts every
    // connection; one checked out for a transaction emits "error" on its client, and with no
    // listener there that was an uncaught exception: the server process died mid-outage.
    const url = await stores.database("outbox_connection_cut");
    const store = await PostgresOutbox.open(url, { timeoutMs: 10_000 });
    const escaped: unknown[] = [];
    const onEscape = (error: unknown) => escaped.push(error);
    process.on("uncaughtException", onEscape);
    const admin = new pg.Client({ connectionString: url });
    admin.on("error", () => {});
    await admin.connect();
    try {
      const message = draft();
      // `add` takes this advisory lock inside its transaction: holding it parks the
      // transaction on a checked-out connection, which is then cut.
      await admin.query("BEGIN");
      await admin.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [
        message.contentHash,
      ]);
      const adding = addEmail(store, message, WINDOW);
      adding.catch(() => {});
      await vi.waitFor(
        async () => {
          const { rowCount } = await admin.query(
            `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
             WHERE application_name = 'company-website-outbox' AND wait_event_type = 'Lock'`,
          );
          expect(rowCount).toBe(1);
        },
        { timeout: 5_000, interval: 20 },
      );
      // The call settles only after its ROLLBACK failed, which happens when the client sees
      // the socket end: by then the client has emitted its "error".
      await expect(adding).rejects.toThrow(OutboxUnavailableError);
      expect(escaped).toEqual([]);
      await admin.query("ROLLBACK");
      // The pool dropped the cut connection: the same submission is stored on a fresh one.
      expect(await addEmail(store, message, WINDOW)).toMatchObject({ outcome: "stored" });
    } finally {
      process.off("uncaughtException", onEscape);
      await admin.end().catch(() => {});
      await store.close();
    }
  });
});
