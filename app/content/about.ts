// The About page's words, from content/pages/about.yaml (the editor's "About"), with the
// links the page's buttons go to, and its clients grouped by sector.
import { caseStudies, caseStudiesPage, isHealthcare } from "./case-studies.ts";
import { pageContent } from "./pages.ts";
import { paths } from "./paths.ts";
import { testimonialEntries } from "./testimonials.ts";
import type { CaseStudy } from "./types.ts";

const page = pageContent("about");

/** Copy of the About page, top to bottom. */
export const about = {
  metaDescription: page.head.description,
  hero: {
    ...page.hero,
    cta: { label: page.hero.cta, href: paths.contact },
  },
  mission: page.mission,
  vision: page.vision,
  values: { eyebrow: page.values.eyebrow, title: page.values.title, intro: page.values.intro },
  people: page.people,
  clients: page.clients,
  cta: { ...page.cta, button: { label: page.cta.button, href: paths.contact } },
};

/** The words of the About page's value cards, read by values.ts. */
export const aboutLists = { values: page.values.items };

/** What ties a client to a sector: the studies that pick it, the quotes that name it. */
export interface ClientLinks {
  studies: readonly Pick<CaseStudy, "client" | "industry">[];
  quotes: readonly { client: string; product?: string | undefined }[];
}

/**
 * The clients by sector (issue 43: healthcare first), each group in the list's order, an empty
 * group left out. Derived, never typed: a client is healthcare and life sciences when a case
 * study that picks it is one, or when a quote links it to an accelerator (all four are
 * healthcare products, as /ai-solutions says); every other client is in "Other Sectors". The
 * group titles are the /case-study list's, so both pages say the same.
 */
export function clientsBySector<C extends { slug: string }>(
  list: readonly C[],
  links: ClientLinks,
): { id: "healthcare" | "other"; title: string; clients: C[] }[] {
  const healthcare = new Set([
    ...links.studies.filter(isHealthcare).map((study) => study.client),
    ...links.quotes.filter((quote) => quote.product).map((quote) => quote.client),
  ]);
  const words = caseStudiesPage.list;
  return [
    {
      id: "healthcare" as const,
      title: words.healthcare,
      clients: list.filter((client) => healthcare.has(client.slug)),
    },
    {
      id: "other" as const,
      title: words.other,
      clients: list.filter((client) => !healthcare.has(client.slug)),
    },
  ].filter((group) => group.clients.length > 0);
}

/** The shipped site's links: its case studies and its quotes. */
export const clientLinks: ClientLinks = { studies: caseStudies, quotes: testimonialEntries };
