import { createHmac, randomBytes, randomInt } from "node:crypto";
import { createChallenge, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { SpamConfig } from "../config.ts";

// The proof-of-work spam check (decision 0020), with altcha-lib's v2 challenges: SHA-256,
// "deterministic" mode. The server picks a secret counter below SPAM_DIFFICULTY, derives the
// key for it and publishes the key's first half; the visitor's browser finds the counter by
// trying 0, 1, 2 … in a worker (half of SPAM_DIFFICULTY hashes on average). The challenge and
// the derived key are signed (HMAC-SHA256), so checking a solution costs two HMACs, whatever
// the difficulty. A used challenge is remembered in the outbox's store until it expires, so
// it is accepted once across every instance that shares the store.

/** Why a solution was refused, each with the sentence the visitor's client is given. */
export const SPAM_PROBLEMS = {
  malformed: "The spam check's solution could not be read.",
  forged: "The spam check's challenge was not issued by this server (its signature is wrong).",
  unsolved: "The spam check's solution does not solve its challenge.",
  expired: "The spam check's challenge has expired: reload the page and send the form again.",
  replayed: "The spam check's solution was already used: reload the page and send the form again.",
} as const;

export type SpamProblem = keyof typeof SPAM_PROBLEMS;

export type SpamVerdict =
  /** SPAM_CHECK=off */
  | { kind: "unchecked" }
  /** no solution sent (no scripts, or sent before the browser had one) */
  | { kind: "unverified" }
  /** a valid solution, not yet recorded as used (`use` does that) */
  | { kind: "verified"; key: string; expiresAt: number }
  | { kind: "refused"; problem: SpamProblem };

/** What a store must keep for the check: used challenges, and the shared key. */
export interface SpamMemory {
  useChallenge(key: string, expiresAt: number): Promise<boolean>;
  spamKey(candidate: string): Promise<string>;
}

const ALGORITHM = "SHA-256";
/** The solver's own limit; a challenge is fetched again long before this matters. */
const MAX_PAYLOAD = 4_096;

const derive = (secret: string, purpose: string) =>
  createHmac("sha256", secret).update(`spam-check:${purpose}`).digest("hex");

export class SpamCheck {
  readonly #config: SpamConfig;
  readonly #memory: SpamMemory;
  readonly #challengeKey: string;
  readonly #solutionKey: string;

  private constructor(config: SpamConfig, memory: SpamMemory, secret: string) {
    this.#config = config;
    this.#memory = memory;
    this.#challengeKey = derive(secret, "challenge");
    this.#solutionKey = derive(secret, "solution");
  }

  /**
   * The key is SPAM_HMAC_KEY, or else a random one kept in the store by the first instance
   * to start (every instance sharing the store then signs and checks with the same key).
   */
  static async open(config: SpamConfig, memory: SpamMemory): Promise<SpamCheck> {
    const secret =
      config.hmacKey ??
      (config.enabled ? await memory.spamKey(randomBytes(32).toString("hex")) : "");
    return new SpamCheck(config, memory, secret || "off");
  }

  get enabled(): boolean {
    return this.#config.enabled;
  }

  /** A fresh challenge for GET /spam-challenge. */
  challenge(now = Date.now()): Promise<Challenge> {
    return createChallenge({
      algorithm: ALGORITHM,
      cost: 1,
      counter: randomInt(0, this.#config.difficulty + 1),
      deriveKey,
      expiresAt: Math.floor((now + this.#config.challengeTtlMs) / 1000),
      hmacSignatureSecret: this.#challengeKey,
      hmacKeySignatureSecret: this.#solutionKey,
    });
  }

  /** The verdict on a post's `altcha` field (absent or blank: unverified). */
  async judge(field: string | undefined): Promise<SpamVerdict> {
    if (!this.#config.enabled) return { kind: "unchecked" };
    if (field === undefined || field.trim() === "") return { kind: "unverified" };
    const payload = parsePayload(field);
    if (!payload) return { kind: "refused", problem: "malformed" };
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: this.#challengeKey,
      hmacKeySignatureSecret: this.#solutionKey,
    }).catch(() => undefined);
    if (!result) return { kind: "refused", problem: "malformed" };
    if (result.expired) return { kind: "refused", problem: "expired" };
    if (result.invalidSignature) return { kind: "refused", problem: "forged" };
    // A challenge of ours always carries its key's signature: without it, it is not ours.
    if (!payload.challenge.parameters.keySignature) return { kind: "refused", problem: "forged" };
    if (!result.verified) return { kind: "refused", problem: "unsolved" };
    const expiresAt = (payload.challenge.parameters.expiresAt ?? 0) * 1000;
    return { kind: "verified", key: payload.challenge.signature ?? "", expiresAt };
  }

  /** Records a verified challenge as used; false when it was used before (a replay). */
  use(verdict: { key: string; expiresAt: number }): Promise<boolean> {
    return this.#memory.useChallenge(verdict.key, verdict.expiresAt);
  }
}

/** The field holds base64 of `{"challenge": …, "solution": …}` (ALTCHA's payload). */
function parsePayload(field: string): { challenge: Challenge; solution: Solution } | undefined {
  if (field.length > MAX_PAYLOAD) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(field, "base64").toString("utf8"));
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const { challenge, solution } = value as { challenge?: unknown; solution?: unknown };
  if (typeof challenge !== "object" || challenge === null) return undefined;
  if (typeof solution !== "object" || solution === null) return undefined;
  const parameters = (challenge as { parameters?: unknown }).parameters;
  const signature = (challenge as { signature?: unknown }).signature;
  if (typeof parameters !== "object" || parameters === null) return undefined;
  if (typeof signature !== "string") return undefined;
  const { nonce, salt, keyPrefix, algorithm } = parameters as Record<string, unknown>;
  if (algorithm !== ALGORITHM) return undefined;
  if (typeof nonce !== "string" || typeof salt !== "string" || typeof keyPrefix !== "string") {
    return undefined;
  }
  return { challenge: challenge as Challenge, solution: solution as Solution };
}
