// The Services page's words and its services, from content/pages/services.yaml (the editor's
// "Services"); the services marked for it form the home page's carousel.
import { iconNamed } from "./icons.ts";
import { ContentError } from "./load.ts";
import { pageContent } from "./pages.ts";
import { paths } from "./paths.ts";
import { pagePaths } from "./routes.ts";
import type { ServiceCard } from "./types.ts";

/** Where a service's card leads on /services: the accelerator or case study it delivered. */
export interface ServiceLink {
  href: string;
  label: string;
}

const FILE = "content/pages/services.yaml";

/**
 * A service's link, checked against the pages the site lists: an address it does not have, or
 * an address without its words (or words without one), stops the build naming the field.
 */
export function serviceLink(
  service: { link?: string | undefined; linkText?: string | undefined },
  index: number,
  known: readonly string[],
): ServiceLink | undefined {
  const { link, linkText } = service;
  if (!link && !linkText) return undefined;
  const at = `${FILE}: services.${index}`;
  if (!link) throw new ContentError(`${at}.link: the link's words need an address to lead to`);
  if (!linkText) throw new ContentError(`${at}.linkText: give the words of the link to ${link}`);
  const href = link.replace(/(.)\/+$/, "$1");
  if (!known.includes(href)) {
    throw new ContentError(
      `${at}.link: ${link} is not a page of the site (e.g. ${paths.product("medi-code-gen")} or ${paths.caseStudy("ubiqvue")})`,
    );
  }
  return { href, label: linkText };
}

const page = pageContent("services");

/** A service's anchor and key: its name in lower-case words joined by hyphens. */
const idOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/&/g, " ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export const services: readonly (ServiceCard & { family: string; link?: ServiceLink | undefined })[] =
  page.services.map(({ link, linkText, ...service }, index) => ({
    ...service,
    id: idOf(service.title),
    icon: iconNamed(service.icon),
    link: serviceLink({ link, linkText }, index, pagePaths),
  }));

// every service names one of the families (the page groups them by it)
const familyTitles = page.families.map((family) => family.title);
page.services.forEach((service, index) => {
  if (!familyTitles.includes(service.family)) {
    throw new ContentError(
      `${FILE}: services.${index}.family: "${service.family}" is not one of ${familyTitles.join(", ")}`,
    );
  }
});

/** The services in their families, in the families' order (each family's services in list order). */
export const serviceFamilies = page.families.map((family) => ({
  ...family,
  id: idOf(family.title),
  services: services.filter((service) => service.family === family.title),
}));

/** How an engagement runs: the ordered steps, each with its duration and deliverables. */
export const engagementProcess = page.process;
/** the engagement's steps on /services: the home page's proof links to them */
export const ENGAGEMENT_ID = "engagement";

export const homeServices: readonly ServiceCard[] = services.filter((service) => service.onHome);

export const servicesPage = {
  ...page.header,
  families: { eyebrow: page.familiesEyebrow, title: page.familiesTitle, intro: page.familiesIntro },
  closing: {
    title: page.closing.title,
    text: page.closing.text,
    cta: { label: page.closing.button, href: paths.contact },
  },
};
