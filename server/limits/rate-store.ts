import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { WindowCounter } from "../outbox/store.ts";
import { addressKey } from "../outbox/mapping.ts";
import { MemoryCounter } from "./window-counter.ts";

// @fastify/rate-limit's custom store (its README, "Custom store": a class the plugin makes with
// its options, whose `incr(key, callback, timeWindow, max)` answers the hits in the window and
// the time left, and whose `child(routeOptions)` is the store of one route), counting in the
// outbox's PostgreSQL: every instance on it counts a client's requests together, with one
// statement per request (decision 0023). Each route counts apart, as the plugin's own
// in-memory store does. The client's address is kept as a hash. Should the database not
// answer (down, or its pool taken by a flood), this instance counts alone until it does: a
// limit that fails open would let exactly a flood through.

/** The plugin's options as a child store receives them: the route it limits. */
interface RouteOptions {
  routeInfo?: { url?: string; method?: string | string[] };
}

export function sharedRateStore(
  counter: WindowCounter,
  fallback: WindowCounter = new MemoryCounter(),
): FastifyRateLimitStoreCtor {
  class SharedRateStore implements FastifyRateLimitStore {
    readonly #route: string;

    constructor(options: RouteOptions) {
      const { url = "", method = "" } = options.routeInfo ?? {};
      this.#route = `${[method].flat().join(",")} ${url}`.trim();
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const counted = `rate:${this.#route}:${addressKey(key)}`;
      counter
        .hit(counted, timeWindow)
        .catch(() => fallback.hit(counted, timeWindow))
        .then(({ count, resetAt }) =>
          callback(null, { current: count, ttl: Math.max(0, resetAt - Date.now()) }),
        );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      return new SharedRateStore(routeOptions as unknown as RouteOptions);
    }
  }
  return SharedRateStore as unknown as FastifyRateLimitStoreCtor;
}
