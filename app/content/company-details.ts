// Puts the company's details into a page's words where they name them in braces ({brand},
// {company}, {email} …: schemas/company-details.ts), from Company details (site.ts). The
// placeholders a page's module fills itself ({count}, {title} …) are left for it; any other
// name stops the build, naming the file, rather than showing braces on a page.
import { ContentError } from "./load.ts";
import type { companyDetails } from "./schemas/company-details.ts";
import { site } from "./site.ts";

const detailValues: Record<keyof typeof companyDetails, string> = {
  company: site.legalName.replace(/\.$/, ""),
  brand: site.name,
  email: site.email,
  // as the pages show it, never broken across lines (a share picture's line wraps)
  phone: site.phones[0]?.display.replace(/ /g, "\u00a0") ?? "",
  office: site.registration.registeredOffice,
  // the years the footer prints (site.ts copyrightYears): one copyright line on the site
  year: site.copyright,
  cin: site.registration.cin,
  gstin: site.registration.gstin,
};

/** Filled by the page's own module: a count, an entry's title, a list's page, … */
const FILLED_BY_THE_PAGE = [
  ...["count", "title", "location", "audience", "number", "minutes", "page", "pages"],
  // an entry's words in its search and share data (schemas/page.ts entryHead)
  ...["tag", "metrics", "category", "topic", "author", "role", "readingTime", "jobType", "experience"],
];

export function withCompanyDetails<T>(words: T, file: string): T {
  const fill = (value: unknown): unknown => {
    if (typeof value === "string") {
      return value.replace(/\{([^{}]*)\}/g, (token, name: string) => {
        if (Object.hasOwn(detailValues, name)) {
          return detailValues[name as keyof typeof detailValues];
        }
        if (FILLED_BY_THE_PAGE.includes(name)) return token;
        const known = Object.keys(detailValues).map((key) => `{${key}}`);
        throw new ContentError(`${file}: ${token} is not one of ${known.join(", ")}`);
      });
    }
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]));
    }
    return value;
  };
  return fill(words) as T;
}
