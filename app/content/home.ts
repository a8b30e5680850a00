// The home page's words, from content/pages/home.yaml (the editor's "Home"), with the links
// its buttons go to. The cards come from their own lists (services, products, verticals,
// testimonials, jobs).
import { countWord } from "#app/lib/count-word.ts";
import { pageContent } from "./pages.ts";
import { paths } from "./paths.ts";
import { products } from "./products.ts";
import { withCount } from "./schemas/words.ts";

const page = pageContent("home");

export const hero = {
  ...page.hero,
  primaryCta: { label: page.hero.primaryCta, href: paths.contact },
  secondaryCta: { label: page.hero.secondaryCta, href: paths.aiSolutions },
};

export interface SectionCopy {
  eyebrow: string;
  title: string;
  intro: string;
}

export const homeSections = {
  services: page.services,
  accelerators: {
    ...page.accelerators,
    intro: withCount(page.accelerators.intro, countWord(products.length)),
  },
  verticals: page.verticals,
  whyChooseUs: page.whyChooseUs,
  testimonials: page.testimonials,
} satisfies Record<string, SectionCopy>;

export const careersTeaser = { ...page.careers, allOpeningsHref: paths.careers };
