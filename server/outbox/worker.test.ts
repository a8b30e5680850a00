import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSmtpSender, type MailSender } from "../mailer/mailer.ts";
import { draft } from "../test-support/messages.ts";
import { parseMail, TestRelay } from "../test-support/relay.ts";
import type { RetryPolicy } from "./backoff.ts";
import { OutboxStore, type StoredMessage } from "./store.ts";
import { OutboxWorker, type WorkerLog } from "./worker.ts";

const policy: RetryPolicy = { minDelayMs: 1_000, maxDelayMs: 60_000, lifetimeMs: 10 * 60_000 };

let dir: string;
let clock: number;
let store: OutboxStore;
let logged: Array<{ level: string; message: string }>;
const log: WorkerLog = {
  info: (_details, message) => logged.push({ level: "info", message }),
  warn: (_details, message) => logged.push({ level: "warn", message }),
  error: (_details, message) => logged.push({ level: "error", message }),
};

class ScriptedSender implements MailSender {
  sent: StoredMessage[] = [];
  failures: unknown[] = [];
  async send(message: StoredMessage) {
    const failure = this.failures.shift();
    if (failure) throw failure;
    this.sent.push(message);
  }
  close() {}
}

const refused = () => Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNECTION" });

function worker(sender: MailSender | undefined) {
  return new OutboxWorker({ store, sender, policy, log, now: () => clock, random: () => 0.5 });
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "outbox-worker-"));
  clock = 5_000_000;
  store = OutboxStore.open(dir, () => clock);
  logged = [];
});

afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("OutboxWorker", () => {
  it("delivers what is due and marks it sent", async () => {
    const sender = new ScriptedSender();
    const { id } = store.add(draft(), 60_000);
    expect(await worker(sender).drain()).toBe(1);
    expect(sender.sent.map((m) => m.id)).toEqual([id]);
    expect(store.get(id)?.state).toBe("sent");
  });

  it("retries a connection failure with backoff, then delivers once", async () => {
    const sender = new ScriptedSender();
    sender.failures.push(refused(), refused());
    const { id } = store.add(draft(), 60_000);
    const w = worker(sender);
    await w.drain();
    expect(store.get(id)).toMatchObject({ state: "pending", nextAttemptAt: clock + 1_000 });
    expect(await w.drain()).toBe(0);
    clock += 1_000;
    await w.drain();
    expect(store.get(id)).toMatchObject({ state: "pending", nextAttemptAt: clock + 2_000 });
    clock += 2_000;
    await w.drain();
    expect(store.get(id)?.state).toBe("sent");
    expect(sender.sent).toHaveLength(1);
  });

  it("retries a 4xx reply but not a 5xx refusal, which is logged loudly", async () => {
    const sender = new ScriptedSender();
    const a = store.add(draft(), 60_000).id;
    const b = store.add(draft(), 60_000).id;
    sender.failures.push(
      Object.assign(new Error("try later"), { responseCode: 451, code: "EMESSAGE" }),
      Object.assign(new Error("no such user"), { responseCode: 550, code: "EENVELOPE" }),
    );
    await worker(sender).drain();
    expect(store.get(a)?.state).toBe("pending");
    expect(store.get(b)).toMatchObject({
      state: "failed",
      lastError: "EENVELOPE 550: no such user",
    });
    expect(logged.find((entry) => entry.level === "error")?.message).toMatch(
      /OUTBOX DELIVERY FAILED.*npm run outbox -- retry/,
    );
  });

  it("gives up when the lifetime is over", async () => {
    const sender = new ScriptedSender();
    const { id } = store.add(draft(), 60_000);
    clock += policy.lifetimeMs;
    sender.failures.push(refused());
    await worker(sender).drain();
    expect(store.get(id)?.state).toBe("failed");
  });

  it("sends the backlog right away once one delivery succeeds", async () => {
    const sender = new ScriptedSender();
    const ids = [store.add(draft(), 60_000).id, store.add(draft(), 60_000).id];
    sender.failures.push(refused(), refused());
    const w = worker(sender);
    await w.drain();
    expect(store.nextDueAt()).toBeGreaterThan(clock);
    const fresh = store.add(draft(), 60_000).id;
    await w.drain();
    expect(sender.sent.map((m) => m.id)).toEqual([fresh, ...ids]);
  });

  it("keeps everything and sends nothing without a relay", async () => {
    const { id } = store.add(draft(), 60_000);
    const w = worker(undefined);
    w.start();
    await w.stop();
    expect(store.get(id)?.state).toBe("pending");
    expect(logged.some((entry) => /SMTP_URL is not set/.test(entry.message))).toBe(true);
  });

  it("resumes a message interrupted mid-delivery when it starts", async () => {
    const { id } = store.add(draft(), 60_000);
    store.claim(id, 2 ** 22 + 12345);
    const sender = new ScriptedSender();
    const w = new OutboxWorker({ store, sender, policy, log, pollMs: 20 });
    w.start();
    for (let i = 0; i < 100 && sender.sent.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await w.stop();
    expect(store.get(id)?.state).toBe("sent");
  });

  it("delivers through a real SMTP server", async () => {
    const relay = new TestRelay();
    await relay.start(0);
    const sender = createSmtpSender(relay.url, "no-reply@example.com");
    try {
      const { id } = store.add(draft({ subject: "Through SMTP" }), 60_000);
      await worker(sender).drain();
      expect(store.get(id)?.state).toBe("sent");
      const [mail] = await relay.waitFor(1);
      expect(mail?.to).toEqual(["info@example.com"]);
      expect(mail?.from).toBe("no-reply@example.com");
      expect(parseMail(mail?.raw ?? "").headers.get("subject")).toBe("Through SMTP");
    } finally {
      sender.close();
      await relay.stop();
    }
  });
});
