// The generative-AI accelerators: one YAML file each in content/products/, read through the
// collection's schema (schemas/product.ts), in their `order`. The home page shows them as
// cards; /ai-solutions lists them; /ai-solutions/:slug renders one. The spec's metric
// percentages are in the files, checked word for word by products.test.ts.
import { checkCoverFiles, loadCollection } from "./load.ts";
import { pageContent } from "./pages.ts";
import { iconNamed } from "./icons.ts";
import { productSchema } from "./schemas/product.ts";
import { fillIn, withCount } from "./schemas/words.ts";
import type { Product } from "./types.ts";
import { countWord } from "#app/lib/count-word.ts";

const entries = loadCollection("products", productSchema).toSorted(
  (a, b) => a.order - b.order || a.title.localeCompare(b.title),
);
checkCoverFiles(entries);

/** Every accelerator, with its file (`content/products/<slug>.yaml`) for the release check. */
export const products: readonly (Product & { file: string })[] = entries.map((entry) => ({
  ...entry,
  icon: iconNamed(entry.icon),
}));

/** Case-insensitive lookup used by the ai-solutions/:slug route. */
export function productBySlug(slug: string): Product | undefined {
  const wanted = slug.toLowerCase();
  return products.find((product) => product.slug === wanted);
}

const page = pageContent("ai-solutions");

/** Copy of the /ai-solutions list page (content/pages/ai-solutions.yaml). */
export const aiSolutionsPage = {
  eyebrow: page.hero.eyebrow,
  title: page.hero.title,
  intro: withCount(page.hero.intro, countWord(products.length)),
  principles: page.hero.principles,
  /** the list's screen-reader heading, and what each card's link ends with for them */
  list: {
    title: page.list.title,
    linkEnd: (product: Pick<Product, "title">) => fillIn(page.list.linkEnd, { title: product.title }),
  },
  closing: page.closing,
};

const named = (sentence: string, product: Pick<Product, "title" | "audience">) =>
  fillIn(sentence, { title: product.title, audience: product.audience });

/** The words every accelerator's page shares, its name filled in. */
export const productPage = {
  metrics: (product: Pick<Product, "title" | "audience">) => ({
    eyebrow: page.productPage.metrics.eyebrow,
    title: named(page.productPage.metrics.title, product),
    intro: named(page.productPage.metrics.intro, product),
  }),
  howItWorks: {
    eyebrow: page.productPage.howItWorks.eyebrow,
    step: (number: number) => fillIn(page.productPage.howItWorks.step, { number }),
    capabilities: page.productPage.howItWorks.capabilities,
  },
  insights: {
    title: (product: Pick<Product, "title" | "audience">) => named(page.productPage.insights.title, product),
    all: page.productPage.insights.all,
  },
  /** the notes under the figures (components/ui/figure-notes.tsx) */
  figures: page.productPage.figures,
  closingContact: page.productPage.closingContact,
  more: page.productPage.more,
};

/** The Request a Demo button and the booking window it opens. */
export const demoWords = page.demo;
