// The company's details: content/settings/company.yaml, one file, "Company details" in the
// editor. Everything that names or reaches the company is read from it (site.ts). Declared
// once: the site's schema and the editor's form both come from these fields (singleton.ts).
import { z } from "zod";
import { cinProblem, gstinProblem } from "../../../scripts/registration-numbers.ts";
import { text } from "./fields.ts";
import { declareSingleton } from "./singleton.ts";
import { requiredLink, ruled } from "./singleton-words.ts";
import { choice, group, line, list, paragraph, paragraphs } from "./words.ts";

/** The networks the footer has an icon for. */
const NETWORKS = [
  { label: "LinkedIn", value: "LinkedIn" },
  { label: "Instagram", value: "Instagram" },
] as const;
export const SOCIAL_NETWORKS = NETWORKS.map((option) => option.value);

/** An international number as people write it: +, country code, digits in groups. */
const phoneNumber = text.regex(
  /^\+\d[\d ]{6,18}\d$/,
  "must be an international number such as +91 80 5550 0101",
);

/** A number, or four digits as text (the editor writes text). */
const year = z
  .union([z.number(), z.string().regex(/^\d{4}$/, "must be a year").transform(Number)])
  .pipe(z.number().int().min(2000, "must be a year"));

export const companySettings = declareSingleton({
  folder: "settings",
  name: "company",
  label: "Company details",
  menu: "Company",
  fields: {
    /** the brand, as every page says it */
    name: line("Brand name"),
    /** the registered company, on the legal notice and the privacy notice */
    legalName: line("Registered company name"),
    /** the site's default description (footer, search results) */
    description: paragraph("What the company does (one sentence)"),
    // text in the editor, not a number field: that one would show the year as "2,025"
    copyrightYear: ruled(
      line("Copyright year", undefined, { pattern: { regex: /^\d{4}$/, message: "Four digits" } }),
      year,
    ),
    email: ruled(line("Contact e-mail"), z.email("must be an e-mail address")),
    phones: list(
      "Phone numbers",
      {
        label: line("Who answers (e.g. Sales)"),
        number: ruled(
          line("Number", "International, with spaces between groups: +91 80 5550 0101"),
          phoneNumber,
        ),
      },
      "label",
    ),
    address: group("Office address", {
      /** the address as it is printed, line by line */
      lines: paragraphs("Address as printed, line by line", undefined, "Line", { oneLine: true }),
      country: line("Country"),
      /** the same address in parts, for search engines: keep them in step with the lines */
      streetAddress: line("Street address (for search engines)"),
      locality: line("City"),
      region: line("State"),
      postalCode: line("Postal code"),
      countryCode: ruled(
        line("Country code (two letters, e.g. IN)"),
        text.regex(/^[A-Z]{2}$/, "must be two capital letters, e.g. IN"),
      ),
    }),
    registration: group("Registration (legal notice)", {
      // the launch check's rules, as the owner types: a warning, so the rest still saves
      cin: line("Corporate Identity Number (CIN)", undefined, { warn: cinProblem }),
      gstin: line("GST number (GSTIN)", undefined, { warn: gstinProblem }),
      registeredOffice: line("Registered office"),
    }),
    social: list(
      "Social links",
      {
        network: choice("Network", NETWORKS),
        href: requiredLink("Link to the company's page (https://…)"),
      },
      "network",
      undefined,
      0,
    ),
  },
});

export const settingsSchema = companySettings.schema;

export type Settings = z.output<typeof settingsSchema>;
