import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sign, verify } from "./signature.ts";

// The signature scheme a receiver implements: HMAC-SHA256 over `${timestamp}.${body}`.

const SECRET = "a-secret-of-sixteen+";
const BODY = '{"id":"abc","fields":{"name":"Asha Rao"}}';

describe("webhook signature", () => {
  it("is sha256= and the hex HMAC of timestamp, a dot and the body", () => {
    const expected = createHmac("sha256", SECRET).update(`1700000000.${BODY}`).digest("hex");
    expect(sign(SECRET, 1_700_000_000, BODY)).toBe(`sha256=${expected}`);
  });

  it("verifies a fresh, untouched request", () => {
    const signature = sign(SECRET, 1_700_000_000, BODY);
    expect(verify(SECRET, "1700000000", BODY, signature, { nowS: 1_700_000_100 })).toBe(true);
  });

  it("refuses a changed body, another secret, a moved timestamp or an old request", () => {
    const signature = sign(SECRET, 1_700_000_000, BODY);
    const nowS = 1_700_000_000;
    expect(verify(SECRET, "1700000000", `${BODY} `, signature, { nowS })).toBe(false);
    expect(verify("another-secret-16chars", "1700000000", BODY, signature, { nowS })).toBe(false);
    expect(verify(SECRET, "1700000001", BODY, signature, { nowS })).toBe(false);
    expect(verify(SECRET, "1700000000", BODY, signature, { nowS: nowS + 301 })).toBe(false);
    expect(verify(SECRET, undefined, BODY, signature, { nowS })).toBe(false);
    expect(verify(SECRET, "1700000000", BODY, undefined, { nowS })).toBe(false);
    expect(verify(SECRET, "1700000000", BODY, "sha256=00", { nowS })).toBe(false);
  });
});
