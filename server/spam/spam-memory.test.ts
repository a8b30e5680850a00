import { describe, expect, it } from "vitest";
import { useTestStores } from "../../tests/support/test-stores.ts";
import { PostgresOutbox } from "../outbox/postgres-store.ts";
import type { Outbox } from "../outbox/records.ts";
import { SqliteOutbox } from "../outbox/sqlite-store.ts";
import { UnverifiedAllowance } from "./unverified-allowance.ts";

// The spam check's memory in both stores (decision 0020): a used challenge is refused while
// its record lasts, for every connection to the store (two instances), and expired records
// are deleted; the signing key is kept once and shared.

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

describe("UnverifiedAllowance", () => {
  it("gives an address its hourly allowance, back for posts not stored", () => {
    let clock = 0;
    const allowance = new UnverifiedAllowance(2, () => clock);
    const first = allowance.reserve("192.0.2.1");
    expect(first.ok).toBe(true);
    expect(allowance.reserve("192.0.2.1").ok).toBe(true);
    expect(allowance.reserve("192.0.2.1")).toEqual({ ok: false, retryAfterS: 3_600 });
    expect(allowance.reserve("192.0.2.2").ok).toBe(true);
    if (first.ok) first.release();
    expect(allowance.reserve("192.0.2.1").ok).toBe(true);
    clock += 3_600_000;
    expect(allowance.reserve("192.0.2.1").ok).toBe(true);
    expect(new UnverifiedAllowance(0).reserve("192.0.2.1").ok).toBe(true);
  });
});
