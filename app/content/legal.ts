// The legal notice (/legal): who runs this website. Registration details are placeholders
// in site.ts until launch (npm run check:launch lists them).
import type { DocumentSection } from "./privacy.ts";
import { site } from "./site.ts";

const entity = site.legalName.replace(/\.$/, "");

export const legalPage = {
  title: "Legal notice",
  intro: `This website is published by ${entity}.`,
  sections: [
    {
      id: "company",
      title: "Company",
      items: [
        `${entity}, a private limited company registered in India`,
        `Corporate Identity Number (CIN): ${site.registration.cin}`,
        `GSTIN: ${site.registration.gstin}`,
        `Registered office: ${site.registration.registeredOffice}`,
        `E-mail: ${site.email}`,
      ],
    },
    {
      id: "terms",
      title: "Use of this website",
      paragraphs: [
        "The content of this website describes our services and products for information only; it is not an offer. Figures on product pages are illustrative and not a guarantee of results.",
        `Product names and logos of third parties belong to their owners. The text and illustrations of this website are © ${site.copyrightYear} ${entity}.`,
      ],
    },
    {
      id: "privacy",
      title: "Privacy",
      paragraphs: [
        "How we handle the personal data you send us is explained in our privacy notice.",
      ],
    },
  ] satisfies readonly DocumentSection[],
} as const;
