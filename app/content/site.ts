// Everything that names or reaches the company lives here, so the placeholder brand and
// contact details can be replaced in one place before launch (see README "Before launch").

export const site = {
  name: "Nuvora",
  legalName: "Nuvora Technologies Pvt. Ltd.",
  tagline: "Imagine. Create. Evolve.",
  description:
    "Generative AI and software engineering for hospitals, life-sciences firms and health-tech companies.",
  copyrightYear: 2025,
  /** the company's registration, shown on the legal notice (placeholders until launch) */
  registration: {
    cin: "U00000KA0000PTC000000",
    gstin: "29AAAAA0000A1Z5",
    registeredOffice:
      "4th Floor, Prestige Tech Park, Outer Ring Road, Marathahalli, Bengaluru 560103",
  },
  email: "info@example.com",
  // displayed with no-break spaces, so a number never wraps across lines
  phones: [
    { label: "Sales", display: "+91\u00a080\u00a05550\u00a00101", href: "tel:+918055500101" },
    { label: "Careers", display: "+91\u00a080\u00a05550\u00a00102", href: "tel:+918055500102" },
  ],
  address: {
    lines: ["4th Floor, Prestige Tech Park", "Outer Ring Road, Marathahalli", "Bengaluru 560103"],
    country: "India",
    /** the same address in parts, for search engines (JSON-LD); keep it in step with `lines` */
    postal: {
      streetAddress: "4th Floor, Prestige Tech Park, Outer Ring Road, Marathahalli",
      addressLocality: "Bengaluru",
      addressRegion: "Karnataka",
      postalCode: "560103",
      addressCountry: "IN",
    },
  },
  social: [
    { name: "LinkedIn", href: "https://www.linkedin.com/company/example" },
    { name: "Instagram", href: "https://www.instagram.com/example" },
  ],
} as const;
