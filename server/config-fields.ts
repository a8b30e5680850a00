import { isIP } from "node:net";
import { z } from "zod";

// The kinds of value an environment variable can hold, each a zod schema over the raw string
// (trimmed; unset or blank = the default). config.ts reads the server's own variables with
// them, and each destination module (server/destinations/) its own.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const int = (min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: "expected a whole number" })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { error: `expected ${min}–${max}` })
    .prefault(String(fallback));

export const text = (fallback: string) => z.string().default(fallback);

/** One address, no display name, nothing that could end a header line. */
export const email = z
  .string()
  .regex(EMAIL, { error: "not an e-mail address" })
  .refine((value) => !/[\s\p{Cc}]/u.test(value), { error: "not an e-mail address" });

export const url = (protocols: readonly string[]) =>
  z.string().superRefine((value, context) => {
    if (!URL.canParse(value)) context.addIssue({ code: "custom", message: "not a URL" });
    else if (!protocols.includes(new URL(value).protocol)) {
      context.addIssue({ code: "custom", message: `expected a ${protocols.join(" or ")} URL` });
    }
  });

/** The public origin: scheme, host and port, no path (links in e-mails are made on it). */
export const siteOrigin = url(["https:", "http:"]).refine(
  (value) => !URL.canParse(value) || new URL(value).pathname === "/",
  { error: "expected an origin such as https://www.example.com (no path)" },
);

export const flag = z
  .enum(["0", "1", "true", "false"])
  .transform((value) => value === "1" || value === "true");

/** A host name (or bracketed IPv6 address) of this machine's loopback interface. */
export function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

// proxy-addr's names for address ranges, accepted in TRUST_PROXY lists.
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

export const origins = z.string().transform((raw, context) =>
  raw
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const origin = URL.canParse(item) ? new URL(item) : undefined;
      if (
        !origin ||
        !["http:", "https:"].includes(origin.protocol) ||
        origin.origin !== item.replace(/\/$/, "")
      ) {
        context.addIssue({
          code: "custom",
          message: `"${item}" is not an origin such as https://www.example.com`,
        });
        return "";
      }
      return origin.origin;
    }),
);

/**
 * TRUST_PROXY: unset/0 = no proxy; a number = that many proxies in front (each appends one
 * X-Forwarded-For entry, so only that many entries from the right are believed); or a
 * comma-separated list of proxy addresses/CIDR ranges. "Trust every hop" is not offered:
 * it lets any client pick its own address by sending X-Forwarded-For.
 */
export const trustProxy = z.string().transform((raw, context): false | number | string[] => {
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10) context.addIssue({ code: "custom", message: "expected 0–10 proxy hops" });
    return hops === 0 ? false : hops;
  }
  const entries = raw
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = "", bits, ...rest] = entry.split("/");
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const badBits = bits !== undefined && (!/^\d+$/.test(bits) || Number(bits) > maxBits);
    if ((!PROXY_RANGE_NAMES.has(entry) && (family === 0 || badBits)) || rest.length > 0) {
      context.addIssue({
        code: "custom",
        message: `"${entry}" is neither a hop count nor a proxy address, CIDR range or one of loopback, linklocal, uniquelocal`,
      });
    }
  }
  return entries;
});

/** One origin (scheme, host, port; no path), as EDITOR_ORIGIN takes it. */
export const origin = z.string().superRefine((value, context) => {
  if (!URL.canParse(value) || !["http:", "https:"].includes(new URL(value).protocol)) {
    context.addIssue({
      code: "custom",
      message: "expected an origin such as https://cms.example.com",
    });
  } else if (new URL(value).origin !== value.replace(/\/$/, "")) {
    context.addIssue({ code: "custom", message: "expected an origin alone, no path" });
  }
});
