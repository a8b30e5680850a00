import { paths } from "./paths.ts";
import { products } from "./products.ts";

export interface NavLinkItem {
  kind: "link";
  label: string;
  href: string;
}

export interface NavGroupItem {
  kind: "group";
  label: string;
  items: readonly NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

const link = (label: string, href: string): NavLinkItem => ({ kind: "link", label, href });

export const mainNav: readonly NavItem[] = [
  link("Home", paths.home),
  {
    kind: "group",
    label: "Solutions",
    items: [link("Generative AI Solutions", paths.aiSolutions), link("Services", paths.services)],
  },
  link("Verticals", paths.verticals),
  link("Case Studies", paths.caseStudies),
  link("About", paths.about),
  link("Careers", paths.careers),
];

/**
 * One label per intent for the calls to action (spec labels kept where the spec names them):
 * - contact: every invitation in a page to start a conversation (home hero and About intro
 *   per spec, closing sections, case-study conclusions);
 * - contactUs: the navigation's button (spec), and the plain contact link that sits beside
 *   Request a Demo, where it offers the other way in;
 * - demo: the scheduler (spec: product pages);
 * - consultation: the About page's free-consultation offer (spec).
 * "Request a Quote" and "General Enquiry" name the contact form's tabs only.
 */
export const ctaLabels = {
  contact: "Get in Touch",
  contactUs: "Contact Us",
  demo: "Request a Demo",
  consultation: "Book a Free Consultation",
} as const;

export const contactNav = link(ctaLabels.contactUs, paths.contact);

export interface FooterColumn {
  /** id of the column's heading, which names its navigation landmark */
  id: string;
  title: string;
  links: readonly NavLinkItem[];
}

/**
 * The footer's link columns. Together they hold the spec's footer links (/, /about,
 * /ai-solutions, /services, /case-study, /careers, /contact), the four products and the one
 * industry with a page of its own. A Legal column joins them with the privacy notice (the
 * personal-data issue); nothing links to a page that does not exist yet.
 */
export const footerColumns: readonly FooterColumn[] = [
  {
    id: "footer-company",
    title: "Company",
    links: [
      link("Home", paths.home),
      link("About", paths.about),
      link("Case Studies", paths.caseStudies),
      link("Insights", paths.insights),
      link("Careers", paths.careers),
      link("Contact", paths.contact),
    ],
  },
  {
    id: "footer-solutions",
    title: "Solutions",
    links: [
      link("Generative AI Solutions", paths.aiSolutions),
      ...products.map((product) => link(product.title, paths.product(product.slug))),
      link("Services", paths.services),
    ],
  },
  {
    id: "footer-industries",
    title: "Industries",
    links: [link("Healthcare", paths.healthcare), link("All industries", paths.verticals)],
  },
];

/**
 * The footer's policy links (its "Policies" landmark), on every page: the notices, then what a hospital's procurement
 * checks (the trust page and the accessibility statement).
 */
export const policyNav: readonly NavLinkItem[] = [
  link("Privacy notice", paths.privacy),
  link("Legal notice", paths.legal),
  link("Trust and security", paths.trust),
  link("Accessibility", paths.accessibility),
];

/** Where the 404 page sends a lost visitor, besides Go to Home (its content file's links). */
export { mainSectionLinks } from "./not-found.ts";
