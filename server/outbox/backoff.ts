// When to try a failed delivery again, and whether to try at all.

export interface RetryPolicy {
  /** delay before the first retry; it doubles per attempt */
  minDelayMs: number;
  /** the delay never grows beyond this */
  maxDelayMs: number;
  /** after this long without success the message is marked failed */
  lifetimeMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  minDelayMs: 2_000,
  maxDelayMs: 60 * 60_000,
  lifetimeMs: 5 * 24 * 60 * 60_000,
};

/**
 * Delay after the `attempt`-th failed attempt (1-based): 2 s, 4 s, 8 s … up to an hour,
 * with ±20 % jitter so a backlog does not hit a recovering relay in lockstep. The first
 * retries land within seconds, so a short outage costs seconds, not an hour.
 */
export function retryDelay(
  attempt: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 40);
  const base = Math.min(policy.minDelayMs * 2 ** exponent, policy.maxDelayMs);
  const jitter = 1 + (random() * 2 - 1) * 0.2;
  return Math.round(Math.min(base * jitter, policy.maxDelayMs));
}

interface SmtpErrorLike {
  responseCode?: unknown;
  code?: unknown;
  /** set by a destination that judged the failure itself (the webhook: by HTTP status) */
  permanent?: unknown;
}

/**
 * A 5xx reply means the relay refused this message for good (unknown recipient, content
 * rejected): retrying cannot help. Everything else — 4xx replies, refused or dropped
 * connections, timeouts, DNS and TLS trouble — is temporary. Authentication failures
 * are retried too, although they come as 5xx: they are a configuration fault of ours,
 * not a verdict on the message, and must not throw away what visitors sent.
 */
export function isPermanentFailure(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { responseCode, code, permanent } = error as SmtpErrorLike;
  if (typeof permanent === "boolean") return permanent;
  if (code === "EAUTH") return false;
  return typeof responseCode === "number" && responseCode >= 500 && responseCode < 600;
}

export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const { code, responseCode } = error as Error & SmtpErrorLike;
    const tags = [code, responseCode].filter((tag) => tag !== undefined).join(" ");
    return (tags ? `${tags}: ${error.message}` : error.message).slice(0, 1000);
  }
  return String(error).slice(0, 1000);
}
