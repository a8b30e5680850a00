import { createHmac, timingSafeEqual } from "node:crypto";

// How a receiver knows a webhook came from us and was not replayed: an HMAC-SHA256 with
// WEBHOOK_SECRET over `${timestamp}.${body}`, where the timestamp (Unix seconds) is sent in
// its own header. Signing the timestamp with the body means an old request captured on the
// way cannot be sent again later with a fresh timestamp; the receiver refuses timestamps
// outside a few minutes. docs/operations.md shows the same check for receivers.

export const TIMESTAMP_HEADER = "X-Webhook-Timestamp";
export const SIGNATURE_HEADER = "X-Webhook-Signature";
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** `sha256=<hex>` of HMAC-SHA256(secret, `${timestamp}.${body}`). */
export function sign(secret: string, timestamp: number, body: string): string {
  const mac = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `sha256=${mac}`;
}

export interface VerifyOptions {
  /** seconds since the epoch, now (default: the clock) */
  nowS?: number;
  /** how far the timestamp may be from now (default 300 s) */
  toleranceS?: number;
}

/** A receiver's check: the signature matches and the timestamp is recent. */
export function verify(
  secret: string,
  timestampHeader: string | undefined,
  body: string,
  signatureHeader: string | undefined,
  { nowS = Math.floor(Date.now() / 1000), toleranceS = 300 }: VerifyOptions = {},
): boolean {
  if (!timestampHeader || !signatureHeader || !/^\d+$/.test(timestampHeader)) return false;
  const timestamp = Number(timestampHeader);
  if (Math.abs(nowS - timestamp) > toleranceS) return false;
  const expected = Buffer.from(sign(secret, timestamp, body));
  const given = Buffer.from(signatureHeader);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
