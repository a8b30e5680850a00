import { describe, expect, it } from "vitest";
import { useTestStores } from "../../tests/support/test-stores.ts";
import { PostgresOutbox } from "../outbox/postgres-store.ts";
import type { Outbox } from "../outbox/records.ts";
import { SqliteOutbox } from "../outbox/sqlite-store.ts";
import { MemoryCounter } from "../limits/window-counter.ts";
import { UnverifiedAllowance } from "./unverified-allowance.ts";

// The spam check's memory in both stores (decision 0020): a used challenge is refused while
// its record lasts, for every connection to the store (two instances), and expired records
// are deleted; the signing key is kept once and shared. The counted limits (decision 0023):
// one window per key, shared by the instances on a store.

const stores = useTestStores("spam-memory");

async function openTwo(name: "sqlite" | "postgres", now: () => number): Promise<[Outbox, Outbox]> {
  if (name === "sqlite") {
    const dir = stores.tempDir();
    return [await SqliteOutbox.open(dir, { now }), await SqliteOutbox.open(dir, { now })];
  }
  const url = await stores.database();
  return [await PostgresOutbox.open(url, { now }), await PostgresOutbox.open(url, { now })];
}

describe.each(["sqlite", "postgres"] as const)("used challenges in %s", (name) => {
  it("are accepted once across instances, and forgotten once expired", async () => {
    let clock = 1_000_000;
    const [one, two] = await openTwo(name, () => clock);
    try {
      expect(await one.useChallenge("a", clock + 60_000)).toBe(true);
      expect(await two.useChallenge("a", clock + 60_000)).toBe(false);
      expect(await one.useChallenge("a", clock + 60_000)).toBe(false);
      expect(await two.useChallenge("b", clock + 120_000)).toBe(true);
      // past a's expiry: its record is purged (a is refused anyway, as expired, by the check)
      clock += 90_000;
      expect(await one.useChallenge("c", clock + 60_000)).toBe(true);
      expect(await two.useChallenge("a", clock + 60_000)).toBe(true);
      expect(await one.useChallenge("b", clock + 60_000)).toBe(false);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it("keep one signing key, the first instance's", async () => {
    const [one, two] = await openTwo(name, Date.now);
    try {
      expect(await one.spamKey("first")).toBe("first");
      expect(await two.spamKey("second")).toBe("first");
    } finally {
      await one.close();
      await two.close();
    }
  });
});

describe.each(["sqlite", "postgres"] as const)("counted limits in %s", (name) => {
  it("count one window per key across instances, take back a hit, and start again", async () => {
    let clock = 1_000_000;
    const [one, two] = await openTwo(name, () => clock);
    try {
      expect(await one.hit("k", 60_000)).toEqual({ count: 1, resetAt: clock + 60_000 });
      expect(await two.hit("k", 60_000)).toEqual({ count: 2, resetAt: clock + 60_000 });
      expect(await two.hit("other", 60_000)).toMatchObject({ count: 1 });
      await one.release("k", clock + 60_000);
      clock += 30_000;
      expect(await one.hit("k", 60_000)).toEqual({ count: 2, resetAt: clock + 30_000 });
      // a take-back of an ended window leaves the new one alone
      clock += 30_000;
      expect(await two.hit("k", 60_000)).toEqual({ count: 1, resetAt: clock + 60_000 });
      await one.release("k", clock);
      expect(await one.hit("k", 60_000)).toMatchObject({ count: 2 });
    } finally {
      await one.close();
      await two.close();
    }
  });
});

describe("UnverifiedAllowance", () => {
  it("gives an address its hourly allowance, back for posts not stored", async () => {
    let clock = 0;
    const allowance = new UnverifiedAllowance(2, new MemoryCounter(() => clock), () => clock);
    const first = await allowance.reserve("192.0.2.1");
    expect(first.ok).toBe(true);
    expect((await allowance.reserve("192.0.2.1")).ok).toBe(true);
    expect(await allowance.reserve("192.0.2.1")).toEqual({ ok: false, retryAfterS: 3_600 });
    expect((await allowance.reserve("192.0.2.2")).ok).toBe(true);
    if (first.ok) await first.release();
    expect((await allowance.reserve("192.0.2.1")).ok).toBe(true);
    expect((await allowance.reserve("192.0.2.1")).ok).toBe(false);
    clock += 3_600_000;
    expect((await allowance.reserve("192.0.2.1")).ok).toBe(true);
    const unlimited = new UnverifiedAllowance(0, new MemoryCounter());
    expect((await unlimited.reserve("192.0.2.1")).ok).toBe(true);
  });
});
