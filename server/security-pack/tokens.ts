import { createHmac, timingSafeEqual } from "node:crypto";

// The pack's links (decision 0029): a token names what it does, the request's reference and
// when it stops working, and carries an HMAC-SHA256 of those under the pack's key, so a link
// cannot be made or altered without the key. The links are not secrets against the person
// they were sent to: what a token may do is bounded by the store (a decision is taken once,
// a document downloaded at most the limit's number of times), not by the token alone.
//
//   <action>.<reference>.<expiry, ms in base 36>.<signature, base64url>

export type TokenAction = "approve" | "decline" | "download";

const CODES: Record<TokenAction, string> = { approve: "a", decline: "d", download: "g" };
const ACTIONS = Object.fromEntries(Object.entries(CODES).map(([a, c]) => [c, a])) as Record<
  string,
  TokenAction
>;

/** A reference as the server makes them: SP- and 12 hexadecimal digits. */
export const REFERENCE = /^SP-[0-9A-F]{12}$/;

export interface TokenClaims {
  action: TokenAction;
  ref: string;
  expiresAt: number;
}

export type TokenVerdict =
  | { ok: true; claims: TokenClaims }
  /** not made with our key, altered, or not a token at all: 403 */
  | { ok: false; problem: "forged" }
  /** ours, but its time is over: 410 */
  | { ok: false; problem: "expired"; claims: TokenClaims };

export class PackTokens {
  readonly #key: Buffer;

  constructor(secret: string) {
    this.#key = createHmac("sha256", secret).update("security-pack:links").digest();
  }

  #sign(text: string): string {
    return createHmac("sha256", this.#key).update(text).digest("base64url");
  }

  make(claims: TokenClaims): string {
    const text = `${CODES[claims.action]}.${claims.ref}.${claims.expiresAt.toString(36)}`;
    return `${text}.${this.#sign(text)}`;
  }

  /** What the token says when it is ours and intact, checked for `expected` and the time. */
  verify(token: string, expected: readonly TokenAction[], now: number): TokenVerdict {
    const parts = token.split(".");
    if (parts.length !== 4 || token.length > 200) return { ok: false, problem: "forged" };
    const [code = "", ref = "", expiry = "", signature = ""] = parts;
    const given = Buffer.from(signature, "base64url");
    const wanted = Buffer.from(this.#sign(`${code}.${ref}.${expiry}`), "base64url");
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
      return { ok: false, problem: "forged" };
    }
    const action = ACTIONS[code];
    const expiresAt = parseInt(expiry, 36);
    if (!action || !expected.includes(action) || !REFERENCE.test(ref) || !expiresAt) {
      return { ok: false, problem: "forged" };
    }
    const claims = { action, ref, expiresAt };
    if (now >= expiresAt) return { ok: false, problem: "expired", claims };
    return { ok: true, claims };
  }
}
