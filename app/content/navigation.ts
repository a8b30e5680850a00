import { paths } from "./paths.ts";

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

export const contactNav = link("Contact Us", paths.contact);

export const footerNav: readonly NavLinkItem[] = [
  link("Home", paths.home),
  link("About", paths.about),
  link("Generative AI Solutions", paths.aiSolutions),
  link("Services", paths.services),
  link("Case Studies", paths.caseStudies),
  link("Careers", paths.careers),
  link("Contact", paths.contact),
];
