import { describe, expect, it } from "vitest";
import type { WindowCounter } from "../outbox/store.ts";
import { sharedRateStore } from "./rate-store.ts";
import { MemoryCounter } from "./window-counter.ts";

// The rate limit's store for @fastify/rate-limit (decision 0023), as the plugin drives it: made
// with the plugin's options, a child per route, incr per request. Counted where it is told (the
// shared store), each route apart, the address hashed; when that store does not answer, this
// instance counts alone rather than letting every request through.

const route = (url: string) => ({ routeInfo: { method: "POST", url } }) as never;

function incr(store: ReturnType<InstanceType<ReturnType<typeof sharedRateStore>>["child"]>) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(
      "203.0.113.7",
      (error, result) => (error || !result ? reject(error) : resolve(result)),
      60_000,
      3,
    ),
  );
}

describe("the shared rate-limit store", () => {
  it("counts per route in the counter it is given, under a hashed key", async () => {
    const counter = new MemoryCounter();
    const keys: string[] = [];
    const spy: WindowCounter = {
      hit: (key, windowMs) => (keys.push(key), counter.hit(key, windowMs)),
      release: (key, resetAt) => counter.release(key, resetAt),
    };
    const Store = sharedRateStore(spy);
    const root = new Store({} as never);
    const posts = root.child(route("/send-email"));
    const challenges = root.child(route("/spam-challenge"));
    expect((await incr(posts)).current).toBe(1);
    expect((await incr(posts)).current).toBe(2);
    expect(await incr(challenges)).toMatchObject({ current: 1, ttl: expect.any(Number) });
    expect(new Set(keys)).toEqual(
      new Set([
        expect.stringMatching(/^rate:POST \/send-email:[0-9a-f]{32}$/),
        expect.stringMatching(/^rate:POST \/spam-challenge:[0-9a-f]{32}$/),
      ]),
    );
    expect(keys.join()).not.toContain("203.0.113.7");
  });

  it("counts in this instance's memory while the shared store does not answer", async () => {
    const down: WindowCounter = {
      hit: () => Promise.reject(new Error("connection refused")),
      release: () => Promise.reject(new Error("connection refused")),
    };
    const posts = new (sharedRateStore(down))({} as never).child(route("/send-email"));
    const counts = [];
    for (let i = 0; i < 4; i++) counts.push((await incr(posts)).current);
    expect(counts).toEqual([1, 2, 3, 4]);
  });
});
