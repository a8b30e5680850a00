// The About page's words, from content/pages/about.yaml (the editor's "About"), with the
// links the page's buttons go to.
import { pageContent } from "./pages.ts";
import { paths } from "./paths.ts";

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
