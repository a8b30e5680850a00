import { describe, expect, it } from "vitest";
import { DEFAULT_RETRY_POLICY, isPermanentFailure, retryDelay } from "./backoff.ts";

const noJitter = () => 0.5;

describe("retryDelay", () => {
  it("starts within seconds and doubles", () => {
    const delays = [1, 2, 3, 4, 5].map((n) => retryDelay(n, DEFAULT_RETRY_POLICY, noJitter));
    expect(delays).toEqual([2_000, 4_000, 8_000, 16_000, 32_000]);
  });

  it("keeps a short outage short: the first five retries fit in about a minute", () => {
    const total = [1, 2, 3, 4, 5].reduce(
      (sum, n) => sum + retryDelay(n, DEFAULT_RETRY_POLICY, noJitter),
      0,
    );
    expect(total).toBeLessThanOrEqual(62_000);
  });

  it("backs off to an hour and stays there", () => {
    expect(retryDelay(12, DEFAULT_RETRY_POLICY, noJitter)).toBe(60 * 60_000);
    expect(retryDelay(500, DEFAULT_RETRY_POLICY, noJitter)).toBe(60 * 60_000);
  });

  it("jitters by at most 20 % and never beyond the maximum", () => {
    expect(retryDelay(1, DEFAULT_RETRY_POLICY, () => 0)).toBe(1_600);
    expect(retryDelay(1, DEFAULT_RETRY_POLICY, () => 1)).toBe(2_400);
    expect(retryDelay(30, DEFAULT_RETRY_POLICY, () => 1)).toBe(60 * 60_000);
  });

  it("gives about five days of attempts before the lifetime runs out", () => {
    let elapsed = 0;
    let attempts = 0;
    while (elapsed < DEFAULT_RETRY_POLICY.lifetimeMs) {
      attempts += 1;
      elapsed += retryDelay(attempts, DEFAULT_RETRY_POLICY, noJitter);
    }
    expect(attempts).toBeGreaterThan(100);
    expect(attempts).toBeLessThan(140);
  });
});

describe("isPermanentFailure", () => {
  const smtpError = (responseCode?: number, code = "EENVELOPE") =>
    Object.assign(new Error("refused"), { responseCode, code });

  it("gives up on 5xx refusals", () => {
    expect(isPermanentFailure(smtpError(550))).toBe(true);
    expect(isPermanentFailure(smtpError(554, "EMESSAGE"))).toBe(true);
  });

  it("retries 4xx replies, connection trouble and authentication faults", () => {
    expect(isPermanentFailure(smtpError(421))).toBe(false);
    expect(isPermanentFailure(smtpError(451, "EMESSAGE"))).toBe(false);
    expect(isPermanentFailure(smtpError(undefined, "ECONNECTION"))).toBe(false);
    expect(isPermanentFailure(smtpError(undefined, "ETIMEDOUT"))).toBe(false);
    expect(isPermanentFailure(smtpError(535, "EAUTH"))).toBe(false);
    expect(isPermanentFailure("boom")).toBe(false);
  });
});
