// /.well-known/security.txt (RFC 9116): where to report a vulnerability. Written at build, so
// `Expires` moves forward with every build: a site rebuilt at least every half year never
// carries a lapsed file, and one left unbuilt longer tells researchers its details may be stale.
import { paths } from "#app/content/paths.ts";

/** How far ahead `Expires` lies from the build: under the RFC's "less than a year". */
export const SECURITY_TXT_LIFETIME_DAYS = 180;

const DAY_MS = 24 * 60 * 60 * 1000;

interface SecurityTxtInput {
  /** the public origin (SITE_URL), as every absolute URL of the build */
  origin: string;
  /** the company's e-mail (content/settings/company.yaml) */
  email: string;
  /** the build's time */
  now: Date;
}

export function securityTxt({ origin, email, now }: SecurityTxtInput): string {
  // RFC 3339 date-time in UTC, to the second (RFC 9116 2.5.5)
  const expires = new Date(now.getTime() + SECURITY_TXT_LIFETIME_DAYS * DAY_MS)
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z");
  const fields = [
    ["Contact", `mailto:${email}`],
    ["Expires", expires],
    ["Preferred-Languages", "en"],
    ["Canonical", `${origin}${paths.securityTxt}`],
    ["Policy", `${origin}${paths.trust}`],
  ];
  return `${fields.map(([name, value]) => `${name}: ${value}`).join("\n")}\n`;
}
