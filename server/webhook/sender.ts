import type { StoredMessage } from "../outbox/store.ts";
import type { DeliverySender } from "../outbox/worker.ts";
import { idempotencyKey, webhookBody } from "./payload.ts";
import { IDEMPOTENCY_HEADER, sign, SIGNATURE_HEADER, TIMESTAMP_HEADER } from "./signature.ts";

/** The webhook destination's settings (WEBHOOK_*, read by server/destinations/webhook.ts). */
export interface WebhookConfig {
  url: string;
  /** signs each body (HMAC-SHA256); never logged */
  secret: string;
  /** send the résumé's bytes (base64) too, not only its name, type, size and SHA-256 */
  includeFiles: boolean;
  /** the longest one POST may take before it counts as a failure and is retried */
  timeoutMs: number;
}

// Delivers a webhook row: one signed JSON POST. The answer decides what the outbox does,
// with the same leases and backoff as e-mail: 2xx is delivered; 408, 429, 5xx, a network
// error or no answer in time are retried; any other status (4xx, or a redirect: the body
// must not be re-sent to an address nobody configured) fails for good, because sending the
// same request again gets the same refusal. The operator can still retry it by hand.

export type WebhookVerdict = "delivered" | "retry" | "permanent";

export function classifyStatus(status: number): WebhookVerdict {
  if (status >= 200 && status < 300) return "delivered";
  if (status === 408 || status === 429 || status >= 500) return "retry";
  return "permanent";
}

/** A webhook attempt that did not deliver; `permanent` tells the worker whether to retry. */
export class WebhookError extends Error {
  override name = "WebhookError";
  readonly code: string;
  readonly permanent: boolean;
  readonly status: number | undefined;

  constructor(message: string, options: { code: string; permanent: boolean; status?: number }) {
    super(message);
    this.code = options.code;
    this.permanent = options.permanent;
    this.status = options.status;
  }
}

/** Why fetch threw, as a retryable WebhookError (never the URL or the body). */
function networkError(error: unknown, timeoutMs: number): WebhookError {
  const name = (error as { name?: unknown }).name;
  if (name === "TimeoutError" || name === "AbortError") {
    return new WebhookError(`no answer within ${timeoutMs} ms`, {
      code: "ETIMEDOUT",
      permanent: false,
    });
  }
  const cause = (error as { cause?: { code?: unknown } }).cause;
  const code = typeof cause?.code === "string" ? cause.code : "ENETWORK";
  return new WebhookError("could not reach the webhook", { code, permanent: false });
}

export interface WebhookSenderOptions extends WebhookConfig {
  /** seconds since the epoch, for the timestamp header (tests move it) */
  nowS?: () => number;
}

export function createWebhookSender(options: WebhookSenderOptions): DeliverySender {
  const { url, secret, includeFiles, timeoutMs } = options;
  const nowS = options.nowS ?? (() => Math.floor(Date.now() / 1000));
  return {
    async send(message: StoredMessage) {
      const body = webhookBody(message, includeFiles);
      const timestamp = nowS();
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            [TIMESTAMP_HEADER]: String(timestamp),
            [SIGNATURE_HEADER]: sign(secret, timestamp, body),
            [IDEMPOTENCY_HEADER]: idempotencyKey(message),
          },
          body,
          redirect: "manual",
          signal: AbortSignal.timeout(timeoutMs),
        });
        // The receiver's answer is not kept (it may echo what the visitor typed).
        await response.body?.cancel();
      } catch (error) {
        throw networkError(error, timeoutMs);
      }
      const verdict = classifyStatus(response.status);
      if (verdict === "delivered") return;
      const redirect = response.status >= 300 && response.status < 400;
      throw new WebhookError(
        redirect
          ? `the webhook redirected (${response.status}): set WEBHOOK_URL to the final address`
          : `the webhook answered ${response.status}`,
        { code: "EHTTP", permanent: verdict === "permanent", status: response.status },
      );
    },
    close() {},
  };
}
