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
