import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { draft, emailAndWebhook } from "../../tests/support/messages.ts";
import { useTestStores } from "../../tests/support/test-stores.ts";
import type { RetryPolicy } from "./backoff.ts";
import { PostgresOutbox } from "./postgres-store.ts";
import { POSTGRES_MIGRATIONS, SQLITE_MIGRATIONS } from "./db/migrations.ts";
import type { NewMessage, Outbox } from "./records.ts";
import { SQLITE_FILE } from "./db/sqlite-port.ts";
import { SqliteOutbox } from "./sqlite-store.ts";
import { OutboxWorker, type DeliverySender } from "./worker.ts";

// Each destination of a submission is its own row with its own state, attempts, backoff and
// retention, on both stores; existing databases migrate with every row an e-mail delivery,
// and again when the destination became plain text checked by the code (decision 0023: an old
// SQLite file is rebuilt, PostgreSQL drops its CHECK).

const policy: RetryPolicy = { minDelayMs: 1_000, maxDelayMs: 60_000, lifetimeMs: 10 * 60_000 };
/** The e-mail's row and the webhook's (with the résumé's bytes: WEBHOOK_INCLUDE_FILES). */
const both = (message: NewMessage, includeFiles = false) => ({
  dedupeWindowMs: 60_000,
  maxBytes: 0,
  rows: emailAndWebhook(message, { includeFiles }),
});
const quiet = { info() {}, warn() {}, error() {} };
const stores = useTestStores("outbox-destinations");

const tempDir = () => stores.tempDir();

async function open(name: "sqlite" | "postgres", now: () => number): Promise<Outbox> {
  if (name === "sqlite") return SqliteOutbox.open(tempDir(), { now });
  const url = await stores.database();
  return PostgresOutbox.open(url, { now });
}

class Scripted implements DeliverySender {
  sent: number[] = [];
  failures: unknown[] = [];
  async send(message: { id: number }) {
    const failure = this.failures.shift();
    if (failure) throw failure;
    this.sent.push(message.id);
  }
  close() {}
}

const cv = {
  filename: "cv.pdf",
  contentType: "application/pdf",
  content: Buffer.from("%PDF-1.4 destination-resume"),
};
const fields = { values: { first_name: "Ravi" }, labels: { first_name: "First Name" } };

describe.each(["sqlite", "postgres"] as const)(
  "destinations on %s",
  { timeout: 60_000 },
  (name) => {
    it("a submission becomes one row per destination; the webhook row keeps data, not bytes", async () => {
      const clock = 1_000_000;
      const store = await open(name, () => clock);
      try {
        const application = draft({
          kind: "application",
          attachment: cv,
          fields,
          resumeConsent: false,
        });
        const added = await store.add(application, both(application));
        expect(added.outcome).toBe("stored");
        const rows = await store.list();
        expect(rows.map((row) => [row.destination, row.state])).toEqual([
          ["email", "pending"],
          ["webhook", "pending"],
        ]);
        const [email, webhook] = await Promise.all(rows.map((row) => store.get(row.id)));
        expect(email?.messageId).toBe(webhook?.messageId);
        expect(email?.attachment?.content.equals(cv.content)).toBe(true);
        expect(email?.data).toBeNull();
        expect(webhook?.attachment).toBeNull();
        expect(webhook?.body).toBe("");
        expect(webhook?.data).toEqual({
          ...fields,
          file: {
            name: "cv.pdf",
            type: "application/pdf",
            size: cv.content.length,
            sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
          },
        });
        // WEBHOOK_INCLUDE_FILES: the webhook row keeps its own copy of the bytes
        const withBytes = draft({ attachment: cv, fields });
        await store.add(withBytes, both(withBytes, true));
        const withFile = (await store.list()).filter((row) => row.destination === "webhook")[1];
        expect((await store.get(withFile?.id ?? 0))?.attachment?.content.equals(cv.content)).toBe(
          true,
        );
      } finally {
        await store.close();
      }
    });

    it("a webhook refusing for good fails alone; the e-mail is delivered; each backs off on its own", async () => {
      let clock = 1_000_000;
      const store = await open(name, () => clock);
      try {
        const submission = draft({ fields });
        await store.add(submission, both(submission));
        const mail = new Scripted();
        const hook = new Scripted();
        const refused = Object.assign(new Error("answered 500"), { permanent: false });
        const gone = Object.assign(new Error("answered 410"), { permanent: true });
        hook.failures.push(refused, gone);
        const worker = (sender: Scripted, destination: "email" | "webhook") =>
          new OutboxWorker({
            store,
            sender,
            destination,
            policy,
            log: quiet,
            now: () => clock,
            random: () => 0.5,
          });
        const hooks = worker(hook, "webhook");
        expect(await hooks.drain()).toBe(1);
        // the webhook's retry is a second away; the e-mail is due now and goes
        expect(await store.nextDueAt("webhook")).toBe(clock + 1_000);
        expect(await worker(mail, "email").drain()).toBe(1);
        expect(await hooks.drain()).toBe(0);
        clock += 1_000;
        expect(await hooks.drain()).toBe(1);
        const rows = await store.list();
        expect(rows.map((row) => [row.destination, row.state, row.attempts])).toEqual([
          ["email", "sent", 1],
          ["webhook", "failed", 2],
        ]);
        expect(rows[1]?.lastError).toContain("answered 410");
        expect(await store.count("failed", "webhook")).toBe(1);
        expect(await store.count("failed", "email")).toBe(0);
      } finally {
        await store.close();
      }
    });

    it("an identical submission adds only the destinations whose copy failed", async () => {
      const clock = 1_000_000;
      const store = await open(name, () => clock);
      try {
        const first = draft({ fields });
        await store.add(first, both(first));
        const copy = { ...first, messageId: "<x@example.com>" };
        expect((await store.add(copy, both(copy))).outcome).toBe("duplicate");
        const webhook = (await store.list()).find((row) => row.destination === "webhook");
        await store.claim(webhook?.id ?? 0, "w", 60_000);
        await store.markFailed(webhook?.id ?? 0, "w", "EHTTP 404");
        const resent = { ...first, messageId: "<y@example.com>" };
        const again = await store.add(resent, both(resent));
        expect(again.outcome).toBe("stored");
        expect((await store.list()).map((row) => [row.destination, row.state])).toEqual([
          ["email", "pending"],
          ["webhook", "failed"],
          ["webhook", "pending"],
        ]);
      } finally {
        await store.close();
      }
    });

    it("retention and erasure reach every destination's row", async () => {
      let clock = 1_000_000;
      const store = await open(name, () => clock);
      try {
        const submission = draft({
          replyTo: "ravi.kumar@mail.test",
          attachment: cv,
          fields,
          resumeConsent: false,
        });
        await store.add(submission, both(submission, true));
        const [email, webhook] = await store.list();
        for (const row of [email, webhook]) {
          await store.claim(row?.id ?? 0, "w", 60_000);
          await store.markSent(row?.id ?? 0, "w");
          // a résumé kept without consent goes at delivery, from each copy
          expect((await store.get(row?.id ?? 0))?.attachment).toBeNull();
        }
        clock += 1_000;
        expect((await store.purge(1_000)).map((row) => row.id)).toEqual([email?.id, webhook?.id]);
        expect((await store.get(webhook?.id ?? 0))?.data).toBeNull();
        expect(await store.sizeBytes()).toBe(0);

        // erasure: the rows still holding the address, whatever their destination and state
        const again = draft({ replyTo: "ravi.kumar@mail.test", fields });
        await store.add(again, both(again));
        const erased = await store.erase("Ravi.Kumar@mail.test");
        expect(erased.map((row) => [row.destination, row.state])).toEqual([
          ["email", "pending"],
          ["webhook", "pending"],
        ]);
        expect((await store.list()).map((row) => row.id)).toEqual([email?.id, webhook?.id]);
      } finally {
        await store.close();
      }
    });
  },
);

/** A PostgreSQL outbox as the first `steps` migrations left it; the client stays connected. */
async function oldPostgres(url: string, steps: number): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    "CREATE TABLE outbox_schema (version INTEGER NOT NULL, applied_at BIGINT NOT NULL)",
  );
  for (const [index, step] of POSTGRES_MIGRATIONS.slice(0, steps).entries()) {
    await client.query(step);
    await client.query("INSERT INTO outbox_schema VALUES ($1, 0)", [index + 1]);
  }
  return client;
}

describe("migrating an existing outbox", () => {
  it("SQLite: existing rows become e-mail deliveries", async () => {
    const dir = tempDir();
    const db = new DatabaseSync(join(dir, SQLITE_FILE));
    SQLITE_MIGRATIONS.slice(0, 4).forEach((step) => db.exec(step));
    db.exec("PRAGMA user_version = 4");
    db.exec(`INSERT INTO messages (created_at, kind, content_hash, message_id, reply_to, reply_name,
      mail_to, subject, body, state, retry_from, next_attempt_at)
      VALUES (1, 'quote', 'h', '<old@example.com>', 'a@b.test', 'A', 'info@example.com', 'Old',
      'Body', 'failed', 1, 1)`);
    db.close();
    const store = await SqliteOutbox.open(dir);
    try {
      expect(await store.list()).toMatchObject([
        { id: 1, destination: "email", state: "failed", subject: "Old" },
      ]);
      expect(await store.requeue(1)).toEqual({ outcome: "queued" });
      expect((await store.claimDue("w", 60_000, "email"))?.id).toBe(1);
    } finally {
      await store.close();
    }
  });

  it("PostgreSQL: existing rows become e-mail deliveries", async () => {
    const url = await stores.database("destinations_migration");
    const client = await oldPostgres(url, 2);
    await client.query(`INSERT INTO outbox_messages (created_at, kind, content_hash, message_id,
      reply_to, reply_name, mail_to, subject, body, state, retry_from, next_attempt_at)
      VALUES (1, 'quote', 'h', '<old@example.com>', 'a@b.test', 'A', 'info@example.com', 'Old',
      'Body', 'pending', 1, 1)`);
    await client.end();
    const store = await PostgresOutbox.open(url);
    try {
      expect(await store.list()).toMatchObject([
        { id: 1, destination: "email", state: "pending", subject: "Old" },
      ]);
      expect(await store.claimDue("w", 60_000, "webhook")).toBeUndefined();
      expect((await store.claimDue("w", 60_000, "email"))?.id).toBe(1);
    } finally {
      await store.close();
    }
  });
});

describe("migrating to destinations as modules (decision 0023)", () => {
  /** A row of a destination the old schema's CHECK refused. */
  const acknowledgementRow = () => ({
    dedupeWindowMs: 0,
    maxBytes: 0,
    rows: [
      {
        destination: "acknowledgement",
        replyName: "",
        subject: "We have your message",
        body: "Thank you.",
        attachment: null,
        dataJson: null,
        sizeBytes: 30,
      },
    ],
  });

  it("SQLite: the table is rebuilt without the CHECK, rows, ids and indexes kept", async () => {
    const dir = tempDir();
    const file = join(dir, SQLITE_FILE);
    const old = new DatabaseSync(file);
    SQLITE_MIGRATIONS.slice(0, 6).forEach((step) => old.exec(step));
    old.exec("PRAGMA user_version = 6");
    const insert = (destination: string, state: string) =>
      old.exec(`INSERT INTO messages (created_at, kind, content_hash, message_id, reply_to,
        reply_name, mail_to, subject, body, state, retry_from, next_attempt_at, destination,
        data_json, claimed_by, lease_until)
        VALUES (1, 'quote', 'h', '<old@example.com>', 'a@b.test', 'A', 'info@example.com', 'Old',
        'Body', '${state}', 1, 1, '${destination}', NULL, 'host/1/x', 99)`);
    insert("email", "sending");
    insert("webhook", "sent");
    insert("email", "failed");
    old.exec("DELETE FROM messages WHERE id = 3"); // erased: its id must not come back
    expect(() => insert("acknowledgement", "pending")).toThrow(/CHECK constraint/);
    old.close();

    const store = await SqliteOutbox.open(dir);
    try {
      expect(await store.list()).toMatchObject([
        { id: 1, destination: "email", state: "sending", claimedBy: "host/1/x", leaseUntil: 99 },
        { id: 2, destination: "webhook", state: "sent" },
      ]);
      const added = await store.add(draft(), acknowledgementRow());
      expect(added).toEqual({ outcome: "stored", id: 4, destinations: ["acknowledgement"] });
      expect((await store.claimDue("w", 60_000, "acknowledgement"))?.id).toBe(4);
      expect(await store.hit("k", 1_000)).toMatchObject({ count: 1 });
    } finally {
      await store.close();
    }
    const migrated = new DatabaseSync(file);
    try {
      expect(migrated.prepare("PRAGMA user_version").get()?.user_version).toBe(
        SQLITE_MIGRATIONS.length,
      );
      const schema = migrated
        .prepare("SELECT name, sql FROM sqlite_master WHERE tbl_name = 'messages'")
        .all();
      expect(schema.find((row) => row.name === "messages")?.sql).not.toMatch(/destination IN/);
      expect(schema.map((row) => row.name).sort()).toEqual([
        "messages",
        "messages_created",
        "messages_destination_due",
        "messages_due",
        "messages_hash",
        "messages_lease",
        "messages_reply_to",
        "messages_sent",
        "messages_size",
      ]);
    } finally {
      migrated.close();
    }
  });

  it("PostgreSQL: the CHECK is dropped in place, the limits' table added", async () => {
    const url = await stores.database("modules_migration");
    const client = await oldPostgres(url, 4);
    const insert = (destination: string) =>
      client.query(`INSERT INTO outbox_messages (created_at, kind, content_hash, message_id,
        reply_to, reply_name, mail_to, subject, body, state, retry_from, next_attempt_at,
        destination) VALUES (1, 'quote', 'h', '<old@example.com>', 'a@b.test', 'A',
        'info@example.com', 'Old', 'Body', 'pending', 1, 1, '${destination}')`);
    await insert("webhook");
    await expect(insert("acknowledgement")).rejects.toThrow(/destination_check/);
    await client.end();
    const store = await PostgresOutbox.open(url);
    try {
      expect(await store.list()).toMatchObject([{ id: 1, destination: "webhook" }]);
      const added = await store.add(draft(), acknowledgementRow());
      expect(added).toMatchObject({ outcome: "stored", destinations: ["acknowledgement"] });
      expect((await store.claimDue("w", 60_000, "acknowledgement"))?.subject).toBe(
        "We have your message",
      );
      expect(await store.hit("k", 1_000)).toMatchObject({ count: 1 });
    } finally {
      await store.close();
    }
  });
});
