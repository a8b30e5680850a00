import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { draft } from "../test-support/messages.ts";
import { OutboxStore } from "./store.ts";

let dir: string;
let clock: number;
let store: OutboxStore;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "outbox-store-"));
  clock = 1_000_000;
  store = OutboxStore.open(dir, () => clock);
});

afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("OutboxStore", () => {
  it("keeps a submission and its résumé, privately, in WAL mode", () => {
    const content = Buffer.from("%PDF-1.4 résumé");
    const { id, duplicate } = store.add(
      draft({ attachment: { filename: "cv.pdf", contentType: "application/pdf", content } }),
      60_000,
    );
    expect(duplicate).toBe(false);
    const stored = store.get(id);
    expect(stored).toMatchObject({ state: "pending", attempts: 0, nextAttemptAt: clock });
    expect(stored?.attachment?.content.equals(content)).toBe(true);
    expect(statSync(join(dir, "outbox.sqlite")).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, "outbox.sqlite-wal")).isFile()).toBe(true);
  });

  it("stores an identical submission once within the window", () => {
    const first = draft();
    const a = store.add(first, 60_000);
    const b = store.add({ ...first, messageId: "<other@example.com>" }, 60_000);
    expect(b).toEqual({ id: a.id, duplicate: true });
    clock += 60_001;
    expect(store.add(first, 60_000).duplicate).toBe(false);
    expect(store.list()).toHaveLength(2);
  });

  it("survives reopening: what was added is there after a restart", () => {
    const { id } = store.add(draft(), 60_000);
    store.close();
    store = OutboxStore.open(dir, () => clock);
    expect(store.get(id)?.state).toBe("pending");
  });

  it("moves pending → sending → sent, once", () => {
    const { id } = store.add(draft(), 60_000);
    const claimed = store.claimDue(1);
    expect(claimed).toMatchObject({ id, state: "sending", attempts: 1 });
    expect(store.claimDue(1)).toBeUndefined();
    store.markSent(id);
    expect(store.get(id)).toMatchObject({ state: "sent", sentAt: clock, lastError: null });
    expect(store.claim(id, 1)).toBeUndefined();
  });

  it("defers a retry until it is due, then fails for good", () => {
    const { id } = store.add(draft(), 60_000);
    store.claimDue(1);
    store.markRetry(id, "ECONNECTION: refused", clock + 2_000);
    expect(store.get(id)).toMatchObject({ state: "pending", lastError: "ECONNECTION: refused" });
    expect(store.claimDue(1)).toBeUndefined();
    expect(store.nextDueAt()).toBe(clock + 2_000);
    clock += 2_000;
    expect(store.claimDue(1)?.attempts).toBe(2);
    store.markFailed(id, "550 no such user");
    expect(store.get(id)?.state).toBe("failed");
    expect(store.nextDueAt()).toBeUndefined();
  });

  it("requeues a failed message with a fresh lifetime", () => {
    const { id } = store.add(draft(), 60_000);
    store.claimDue(1);
    store.markFailed(id, "550");
    clock += 10_000;
    expect(store.requeue(id)).toBe(true);
    expect(store.get(id)).toMatchObject({ state: "pending", attempts: 0, retryFrom: clock });
    expect(store.requeue(9999)).toBe(false);
  });

  it("puts back messages left in sending by a dead process, not by a live one", () => {
    const a = store.add(draft(), 60_000).id;
    const b = store.add(draft(), 60_000).id;
    store.claim(a, 111);
    store.claim(b, 222);
    const recovered = store.recoverStuck(999, (pid) => pid === 222);
    expect(recovered).toBe(1);
    expect(store.get(a)?.state).toBe("pending");
    expect(store.get(b)?.state).toBe("sending");
  });

  it("hurries deferred messages when the relay works again", () => {
    const { id } = store.add(draft(), 60_000);
    store.claimDue(1);
    store.markRetry(id, "down", clock + 3_600_000);
    expect(store.hurry()).toBe(1);
    expect(store.get(id)?.nextAttemptAt).toBe(clock);
  });
});
