// Everything that names or reaches the company lives here, so the placeholder brand and
// contact details can be replaced in one place before launch (see README "Before launch").

export const site = {
  name: "Nuvora",
  legalName: "Nuvora Technologies Pvt. Ltd.",
  tagline: "Imagine. Create. Evolve.",
  description:
    "Generative AI and software engineering for hospitals, life-sciences firms and health-tech companies.",
  copyrightYear: 2025,
  email: "info@example.com",
  phones: [
    { label: "Sales", display: "+91 80 5550 0101", href: "tel:+918055500101" },
    { label: "Careers", display: "+91 80 5550 0102", href: "tel:+918055500102" },
  ],
  address: {
    lines: ["4th Floor, Prestige Tech Park", "Outer Ring Road, Marathahalli", "Bengaluru 560103"],
    country: "India",
  },
  social: [
    { name: "LinkedIn", href: "https://www.linkedin.com/company/example" },
    { name: "Instagram", href: "https://www.instagram.com/example" },
  ],
} as const;
