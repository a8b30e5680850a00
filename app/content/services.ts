// The Services page's words and its services, from content/pages/services.yaml (the editor's
// "Services"); the services marked for it form the home page's carousel.
import { iconNamed } from "./icons.ts";
import { pageContent } from "./pages.ts";
import { paths } from "./paths.ts";
import type { ServiceCard } from "./types.ts";

const page = pageContent("services");

/** A service's anchor and key: its name in lower-case words joined by hyphens. */
const idOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/&/g, " ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export const services: readonly ServiceCard[] = page.services.map((service) => ({
  ...service,
  id: idOf(service.title),
  icon: iconNamed(service.icon),
}));

export const homeServices: readonly ServiceCard[] = services.filter((service) => service.onHome);

export const servicesPage = {
  ...page.header,
  closing: {
    title: page.closing.title,
    text: page.closing.text,
    cta: { label: page.closing.button, href: paths.contact },
  },
};
