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
import { countWord } from "./count-word.ts";
import { formatDate } from "./dates.ts";
import { paths } from "./paths.ts";

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
  /** the words of each place an accelerator can run (schemas/product-validation.ts) */
  deployments: page.productPage.validation.deployments,
  closingContact: page.productPage.closingContact,
  more: page.productPage.more,
};

/** The Request a Demo button and the booking window it opens. */
export const demoWords = page.demo;

/** An accelerator's part of /trust: the anchor its validation section links to. */
export const trustHref = (slug: string) => `${paths.trust}#${slug}`;

/** One fact as the page shows it: its name, and its words, day or list. */
export interface ShownFact {
  label: string;
  text?: string;
  day?: { iso: string; text: string };
  list?: readonly string[];
}

/** One part of the Validation and Safety section: a heading, then facts or points. */
export interface ValidationPart {
  key: string;
  title: string;
  facts?: readonly ShownFact[];
  items?: readonly string[];
}

/**
 * The Validation and Safety section of an accelerator's page, in the order a hospital's
 * evaluation asks (issue 42), from its own facts (schemas/product-validation.ts) and the
 * shared words (content/pages/ai-solutions.yaml). Undefined while it has none: a development
 * build shows the page without it; a release refuses it.
 */
export function validationSection(product: Pick<Product, "slug" | "title" | "audience" | "metrics" | "validation">) {
  const facts = product.validation;
  if (!facts) return undefined;
  const words = page.productPage.validation;
  const { headings, labels } = words;
  const list = (label: string, items: readonly string[]): ShownFact =>
    items.length > 0 ? { label, list: items } : { label, text: labels.none };
  const parts: ValidationPart[] = [
    {
      key: "use",
      title: headings.use,
      facts: [
        { label: labels.intendedUse, text: facts.intendedUse },
        { label: labels.intendedUsers, text: facts.intendedUsers },
      ],
    },
    { key: "not-for", title: headings.notFor, items: facts.notFor },
    {
      key: "review",
      title: headings.review,
      facts: [
        { label: labels.reviewer, text: facts.humanReview.reviewer },
        { label: labels.approves, text: facts.humanReview.approves },
        { label: labels.before, text: facts.humanReview.before },
      ],
    },
    {
      key: "regulatory",
      title: headings.regulatory,
      items: [facts.regulatory.status],
      facts: [
        {
          label: labels.assessed,
          day: { iso: facts.regulatory.assessed, text: formatDate(facts.regulatory.assessed) },
        },
      ],
    },
    {
      key: "data",
      title: headings.data,
      facts: [
        { label: labels.touches, text: facts.patientData.touches },
        { label: labels.processed, text: facts.patientData.processed },
        { label: labels.stored, text: facts.patientData.stored },
        { label: labels.kept, text: facts.patientData.kept },
        { label: labels.seenBy, text: facts.patientData.seenBy },
      ],
    },
    {
      key: "model",
      title: headings.model,
      facts: [
        { label: labels.family, text: facts.model.family },
        { label: labels.training, text: facts.model.training },
        { label: labels.monitoring, text: facts.model.monitoring },
        { label: labels.incidents, text: facts.model.incidents },
      ],
    },
    {
      key: "integrations",
      title: headings.integrations,
      facts: [
        list(labels.hl7v2, facts.integrations.hl7v2),
        list(labels.fhirR4, facts.integrations.fhirR4),
        list(labels.ehrs, facts.integrations.ehrs),
      ],
    },
    {
      key: "deployment",
      title: headings.deployment,
      items: facts.deployment.map((option) => words.deployments[option]),
    },
  ];
  return {
    id: "validation",
    eyebrow: words.eyebrow,
    title: words.title,
    intro: named(words.intro, product),
    sample: facts.sample ? { label: words.sample, note: named(words.sampleNote, product) } : undefined,
    parts,
    /** what the figures rest on, in words, and a link to the page's own metrics (not listed again) */
    evidence: {
      title: headings.evidence,
      text: facts.evidence,
      inUseAt: headings.inUseAt,
      figuresLink: words.figuresLink,
    },
    trust: { label: named(words.trustLink, product), href: trustHref(product.slug) },
  };
}

export type ValidationSection = NonNullable<ReturnType<typeof validationSection>>;
