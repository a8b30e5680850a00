import { afterEach, describe, expect, it, vi } from "vitest";
import { draft } from "../../tests/support/messages.ts";
import { BUSY_MESSAGE, OutboxIntake, UNAVAILABLE_MESSAGE } from "./intake.ts";
import type { AddResult, Outbox } from "./store.ts";

// The intake's ceiling and readiness against a store whose answers the test decides.

type Answer = AddResult | "down";

function fakeStore(answers: () => Answer, size = () => 0) {
  let up = true;
  const store = {
    kind: "sqlite",
    add: async () => {
      await new Promise((resolve) => setTimeout(resolve, 1)); // a real store answers later
      const answer = answers();
      if (answer === "down") throw new Error("connection refused");
      return answer;
    },
    ping: async () => {
      if (!up) throw new Error("connection refused");
    },
    sizeBytes: async () => size(),
  } as unknown as Outbox;
  return { store, setUp: (value: boolean) => (up = value) };
}

function intake(store: Outbox, maxPerMinute: number, maxBytes = 0) {
  return new OutboxIntake({
    store,
    dataDir: undefined,
    minFreeBytes: 0,
    maxBytes,
    maxPerMinute,
    dedupeWindowMs: 60_000,
    destinations: [],
    log: { info: () => {}, error: () => {} },
    onStored: () => {},
  });
}

let nextId = 1;
const stored = (): AddResult => ({ outcome: "stored", id: nextId++, destinations: ["email"] });

describe("the per-minute ceiling counts stored submissions only", () => {
  it("an outage's refused attempts leave the minute's allowance untouched", async () => {
    let answer: () => Answer = () => "down";
    const guard = intake(fakeStore(() => answer()).store, 3);
    for (let i = 0; i < 10; i++) {
      expect(await guard.store(draft())).toMatchObject({ ok: false, error: UNAVAILABLE_MESSAGE });
    }
    answer = stored;
    for (let i = 0; i < 3; i++) expect(await guard.store(draft())).toMatchObject({ ok: true });
    expect(await guard.store(draft())).toMatchObject({ ok: false, error: BUSY_MESSAGE });
  });

  it("duplicates and a full outbox don't count either", async () => {
    const answers: Answer[] = [
      { outcome: "stored", id: 1, destinations: ["email"] },
      { outcome: "duplicate", id: 1 },
      { outcome: "duplicate", id: 1 },
      { outcome: "full", bytes: 10 },
      { outcome: "stored", id: 2, destinations: ["email"] },
      { outcome: "stored", id: 3, destinations: ["email"] },
    ];
    const guard = intake(fakeStore(() => answers.shift() ?? stored()).store, 2);
    const outcomes = [];
    for (let i = 0; i < 6; i++) outcomes.push((await guard.store(draft())).ok);
    expect(outcomes).toEqual([true, true, true, false, true, false]);
  });

  it("posts arriving together can't squeeze past it", async () => {
    const guard = intake(fakeStore(stored).store, 2);
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => guard.store(draft())));
    expect(results.filter((result) => result.ok)).toHaveLength(2);
  });
});

describe("readiness", () => {
  afterEach(() => vi.useRealTimers());

  it("follows the store: down, back, full (each probe half a second apart)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    let bytes = 0;
    const { store, setUp } = fakeStore(stored, () => bytes);
    const guard = intake(store, 0, 1_000);
    const probe = () => {
      vi.setSystemTime(Date.now() + 501);
      return guard.readiness();
    };
    expect(await probe()).toEqual({ store: true, disk: true, size: true });
    setUp(false);
    expect(await probe()).toMatchObject({ store: false });
    setUp(true);
    expect(await probe()).toMatchObject({ store: true });
    bytes = 1_000;
    expect(await probe()).toEqual({ store: true, disk: true, size: false });
  });

  it("probes arriving together share one answer", async () => {
    let pings = 0;
    const { store } = fakeStore(stored);
    const counted = Object.assign(Object.create(store) as Outbox, {
      ping: async () => void pings++,
    });
    const guard = intake(counted, 0);
    await Promise.all([guard.readiness(), guard.readiness(), guard.readiness()]);
    expect(pings).toBe(1);
  });
});
