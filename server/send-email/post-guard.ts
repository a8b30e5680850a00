import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sharedRateStore } from "../limits/rate-store.ts";
import type { WindowCounter } from "../outbox/store.ts";
import type { SpamCheck, SpamVerdict } from "../spam/spam-check.ts";
import type { UnverifiedAllowance } from "../spam/unverified-allowance.ts";
import { applyCors, judgeOrigin } from "./origin.ts";
import { HttpError } from "./parse.ts";

// The guards every form post passes, written once for /send-email and /security-pack/request
// (decisions 0020, 0023, 0029): the origin, the per-client rate limit (counted in the shared
// store when instances share one), the error handler's status and wording, and the spam
// check's second step (a verified solution spent, a post without one held to the stricter
// allowance). Each route keeps its own words and its own way of refusing (JSON or the page).

export const FORBIDDEN = "Requests from other sites are not accepted.";

/** How a route answers a refusal: JSON naming the fields, or the problem page. */
export type Refuse = (
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  error: string,
  fields?: Record<string, string>,
) => unknown;

/** A route's `config` for `max` requests per client a minute; 0 = no limit. */
export const perMinute = (max: number) =>
  max > 0 ? { rateLimit: { max, timeWindow: 60_000 } } : {};

/** onRequest: another site's page refused (403), an allowed one given its CORS headers. */
export function originGuard(
  allowedOrigins: readonly string[],
  refuse: Refuse,
  onForeign?: (request: FastifyRequest) => void,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const verdict = judgeOrigin(request, allowedOrigins);
    if (!verdict.allowed) {
      onForeign?.(request);
      return refuse(request, reply, 403, FORBIDDEN);
    }
    applyCors(reply, verdict.corsOrigin);
  };
}

/** The route's words for what went wrong outside its handler's own checks. */
export interface ErrorWords {
  /** 415: the body's type is not one the route reads */
  wrongType: string;
  /** 413 */
  tooLarge: string;
  /** 5xx: never the error's own text */
  failed: string;
}

/**
 * Before a form's routes: the per-client rate limit (each route sets its own, `perMinute`;
 * `counted` names what in its 429 sentence), and thrown errors (parsing, limits, the rate
 * limit's 429) answered as the route's refusals in its words, a 5xx logged under `name`.
 */
export async function guardFormPosts(
  app: FastifyInstance,
  guard: {
    name: string;
    counted: string;
    sharedLimits: WindowCounter | undefined;
    refuse: Refuse;
    words: ErrorWords;
  },
) {
  const { name, refuse, words } = guard;
  await app.register(rateLimit, {
    global: false,
    hook: "preHandler",
    // Counted in PostgreSQL, every instance together (limits/rate-store.ts).
    ...(guard.sharedLimits ? { store: sharedRateStore(guard.sharedLimits) } : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many ${guard.counted}. Please try again in ${context.after}.`),
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, `${name} failed`);
    const fields = error instanceof HttpError ? error.fields : undefined;
    const message =
      status === 415
        ? words.wrongType
        : status === 413
          ? words.tooLarge
          : status >= 500
            ? words.failed
            : error.message;
    return refuse(request, reply, status, message, fields);
  });
}

/** The status for a solution the spam check refused. */
export const spamRefusalStatus = (problem: string) => (problem === "replayed" ? 409 : 400);

/** After the content passed: the post may be stored, or why not (Retry-After already set). */
export type SpamAdmission =
  | { ok: true; release: () => Promise<void> | void }
  /** the store did not answer (503) */
  | { ok: false; problem: "unavailable" }
  /** over UNVERIFIED_MAX_PER_HOUR for this address (429) */
  | { ok: false; problem: "unverified_limited"; retryAfterS: number }
  /** the solution was spent by another post in the meantime (409) */
  | { ok: false; problem: "replayed" };

/**
 * The spam check's second step, once nothing else can refuse the post: a post without a
 * solution takes a place in its address's allowance (`release` gives it back when nothing is
 * stored), a verified solution is marked used so it is accepted once across every instance.
 */
export async function admitSpam(
  verdict: SpamVerdict,
  request: FastifyRequest,
  reply: FastifyReply,
  guards: { spam: SpamCheck; unverified: UnverifiedAllowance },
): Promise<SpamAdmission> {
  if (verdict.kind === "unverified") {
    const place = await guards.unverified.reserve(request.ip).catch(() => undefined);
    if (!place) {
      reply.header("Retry-After", "60");
      return { ok: false, problem: "unavailable" };
    }
    if (!place.ok) {
      reply.header("Retry-After", String(place.retryAfterS));
      return { ok: false, problem: "unverified_limited", retryAfterS: place.retryAfterS };
    }
    return { ok: true, release: place.release };
  }
  if (verdict.kind === "verified") {
    const fresh = await guards.spam.use(verdict).catch(() => undefined);
    if (fresh === undefined) {
      reply.header("Retry-After", "60");
      return { ok: false, problem: "unavailable" };
    }
    if (!fresh) return { ok: false, problem: "replayed" };
  }
  return { ok: true, release: () => {} };
}
