// The company's details: content/settings/company.yaml, the one entry of the settings
// collection. Everything that names or reaches the company is read from it (site.ts).
import { z } from "zod";
import { lines, text } from "./fields.ts";

/** The networks the footer has an icon for. */
export const SOCIAL_NETWORKS = ["LinkedIn", "Instagram"] as const;

/** An international number as people write it: +, country code, digits in groups. */
const phoneNumber = text.regex(
  /^\+\d[\d ]{6,18}\d$/,
  "must be an international number such as +91 80 5550 0101",
);

export const settingsSchema = z
  .object({
    /** the brand, as every page says it */
    name: text,
    /** the registered company, on the legal notice and the privacy notice */
    legalName: text,
    /** the site's default description (footer, search results) */
    description: text,
    /** a number, or four digits as text (the editor writes text) */
    copyrightYear: z
      .union([z.number(), z.string().regex(/^\d{4}$/, "must be a year").transform(Number)])
      .pipe(z.number().int().min(2000, "must be a year")),
    email: z.email("must be an e-mail address"),
    phones: z.array(z.object({ label: text, number: phoneNumber }).strict()).min(1),
    address: z
      .object({
        /** the address as it is printed, line by line */
        lines,
        country: text,
        /** the same address in parts, for search engines: keep them in step with the lines */
        streetAddress: text,
        locality: text,
        region: text,
        postalCode: text,
        /** two letters, e.g. IN */
        countryCode: text.regex(/^[A-Z]{2}$/, "must be two capital letters, e.g. IN"),
      })
      .strict(),
    registration: z.object({ cin: text, gstin: text, registeredOffice: text }).strict(),
    social: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), href: z.url() }).strict()),
  })
  .strict();

export type Settings = z.output<typeof settingsSchema>;
