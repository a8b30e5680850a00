// Everything that names or reaches the company: read from content/settings/company.yaml (the
// editor's "Company details"), so the placeholder brand and contact details are replaced in
// one place before launch (docs/launch.md, npm run check:launch).
import { siteToday } from "../../integrations/site-today.ts";
import { ContentError, loadCollection } from "./load.ts";
import { settingsSchema } from "./schemas/settings.ts";

const SETTINGS = "company";
const company = loadCollection("settings", settingsSchema, SETTINGS).find((entry) => entry.slug === SETTINGS);
if (!company) throw new ContentError(`content/settings/${SETTINGS}.yaml: the company's details are missing`);

/** "+91 80 5550 0101" kept on one line: the groups joined by no-break spaces. */
export const phoneDisplay = (number: string) => number.replace(/ /g, "\u00a0");
/** "+91 80 5550 0101" → "tel:+918055500101" */
export const phoneHref = (number: string) => `tel:${number.replace(/ /g, "")}`;

/**
 * The footer's (and the legal notice's) copyright years, as of the day the build is made
 * (`SITE_TODAY`): the owner's year, when it is earlier, runs to the build's ("2025–2026"); no
 * year set, or the build's own or a later one, is the build's year alone. A site built in 2026
 * never says "© 2025" only, which reads as left unattended (issue 43).
 */
export function copyrightYears(ownerYear: number | undefined, buildDay: string): string {
  const buildYear = Number(buildDay.slice(0, 4));
  return ownerYear !== undefined && ownerYear < buildYear
    ? `${ownerYear}\u2013${buildYear}`
    : String(buildYear);
}

export const site = {
  name: company.name,
  legalName: company.legalName,
  /** the spec's tagline: fixed copy, not a setting */
  tagline: "Imagine. Create. Evolve.",
  description: company.description,
  copyrightYear: company.copyrightYear,
  /** "2025–2026": what the footer prints after "©" (copyrightYears) */
  copyright: copyrightYears(company.copyrightYear, siteToday()),
  /** the company's registration, shown on the legal notice (placeholders until launch) */
  registration: company.registration,
  email: company.email,
  phones: company.phones.map(({ label, number }) => ({
    label,
    display: phoneDisplay(number),
    href: phoneHref(number),
  })),
  address: {
    lines: company.address.lines,
    country: company.address.country,
    /** the same address in parts, for search engines (JSON-LD) */
    postal: {
      streetAddress: company.address.streetAddress,
      addressLocality: company.address.locality,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: company.address.countryCode,
    },
  },
  social: company.social.map(({ network, href }) => ({ name: network, href })),
};
