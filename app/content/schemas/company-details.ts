// The company's details a page's words may name in braces ({brand}, {email} …): written once,
// in Company details, and put into every page's words when the site is built
// (app/content/company-details.ts), so a change there reaches every page.

/** The company's details a sentence may name: written once, in Company details. */
export const companyDetails = {
  company: "the registered company name (without its final full stop)",
  brand: "the brand name",
  email: "the contact e-mail",
  phone: "the first phone number",
  office: "the registered office",
  year: "the copyright year",
  cin: "the Corporate Identity Number",
  gstin: "the GST number",
} as const;

/** "{company} becomes the registered company name …, {email} the contact e-mail, as in Company details." */
export const fromCompanyDetails = (...names: readonly (keyof typeof companyDetails)[]): string =>
  `${names
    .map((name, index) => `{${name}}${index === 0 ? " becomes" : ""} ${companyDetails[name]}`)
    .join(", ")}, as in Company details.`;
