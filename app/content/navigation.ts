import { menuLinks, type MenuLink } from "./menus.ts";
import { isActivePath, paths } from "./paths.ts";
import { products } from "./products.ts";

export interface NavLinkItem {
  kind: "link";
  label: string;
  href: string;
  /** a short line under the label, e.g. an accelerator's field */
  description?: string | undefined;
}

/** Links under a sub-heading of their own, after a group's links. */
export interface NavSubgroup {
  /** id of the sub-heading, which names the list */
  id: string;
  label: string;
  items: readonly NavLinkItem[];
}

export interface NavGroupItem {
  kind: "group";
  label: string;
  items: readonly NavLinkItem[];
  /** e.g. the accelerators, after the spec's two links */
  subgroups: readonly NavSubgroup[];
  /** links after the sub-groups, under no heading: e.g. Trust & Security after the accelerators */
  after: readonly NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

const link = (label: string, href: string): NavLinkItem => ({ kind: "link", label, href });

const asLink = ({ label, href }: MenuLink): NavLinkItem => link(label, href);

/** The accelerators, from their list (content/products/), each under its field. */
const productLinks: readonly NavLinkItem[] = products.map((product) => ({
  ...link(product.title, paths.product(product.slug)),
  description: product.tag,
}));

/** The sub-heading the accelerators stand under in the Solutions menu (the site's frame). */
export const acceleratorsLabel = "AI Accelerators";

/**
 * The main menu: the pages linked from it, and the Solutions group where its first link's
 * position puts it (content/pages/*.yaml, "Where the page is linked"). The group keeps the
 * spec's links first (Generative AI Solutions, Services), then names the accelerators under
 * their own sub-heading when the group holds their list's link, as the footer does, then the
 * links placed after them (Trust & Security).
 */
export const mainNav: readonly NavItem[] = (() => {
  const solutions = menuLinks("solutions");
  const group: NavGroupItem = {
    kind: "group",
    label: "Solutions",
    items: solutions.map(asLink),
    subgroups: solutions.some((entry) => entry.href === paths.aiSolutions)
      ? [{ id: "nav-accelerators", label: acceleratorsLabel, items: productLinks }]
      : [],
    // what a hospital evaluating the accelerators asks next (issue 42): no top-level item
    after: menuLinks("solutions-after").map(asLink),
  };
  const at = solutions[0]?.position ?? Infinity;
  const links = menuLinks("main");
  return [
    ...links.filter((entry) => entry.position < at).map(asLink),
    ...(solutions.length > 0 ? [group] : []),
    ...links.filter((entry) => entry.position >= at).map(asLink),
  ];
})();

/** Every link of a group: its own, then its sub-groups'. */
export const groupLinks = (group: NavGroupItem): NavLinkItem[] => [
  ...group.items,
  ...group.subgroups.flatMap((subgroup) => subgroup.items),
  ...group.after,
];

/**
 * Which of a group's links is the page being shown: the most specific one the address falls
 * under, so an accelerator's page marks the accelerator, not also the list it belongs to.
 */
export function currentLink(group: NavGroupItem, currentPath: string): string | undefined {
  return groupLinks(group)
    .filter((item) => isActivePath(item.href, currentPath))
    .toSorted((a, b) => b.href.length - a.href.length)[0]?.href;
}

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
 * The footer's link columns, from the pages that say they are linked there. As shipped they
 * hold the spec's footer links (/, /about, /ai-solutions, /services, /case-study, /careers,
 * /contact), the accelerators and the one industry with a page of its own.
 */
export const footerColumns: readonly FooterColumn[] = [
  { id: "footer-company", title: "Company", links: menuLinks("footer-company").map(asLink) },
  {
    id: "footer-solutions",
    title: "Solutions",
    // the accelerators follow the link to their list
    links: menuLinks("footer-solutions").flatMap((entry) => [
      asLink(entry),
      ...(entry.href === paths.aiSolutions
        ? products.map((product) => link(product.title, paths.product(product.slug)))
        : []),
    ]),
  },
  { id: "footer-industries", title: "Industries", links: menuLinks("footer-industries").map(asLink) },
];

/**
 * The footer's policy links (its "Policies" landmark), on every page: the notices, then what a hospital's procurement
 * checks (the trust page and the accessibility statement).
 */
export const policyNav: readonly NavLinkItem[] = menuLinks("policies").map(asLink);
