// The generative-AI accelerators: one YAML file each in content/products/, read through the
// collection's schema (schemas/product.ts), in their `order`. The home page shows them as
// cards; /ai-solutions lists them; /ai-solutions/:slug renders one. The spec's metric
// percentages are in the files, checked word for word by products.test.ts.
import {
  Activity,
  Brain,
  FileCheck2,
  FileText,
  Microscope,
  ShieldCheck,
  Sparkles,
  Stethoscope,
  type LucideIcon,
} from "lucide-react";
import { checkCoverFiles, loadCollection } from "./load.ts";
import { productSchema, type ProductEntry } from "./schemas/product.ts";
import type { Product } from "./types.ts";
import { countWord } from "#app/lib/count-word.ts";

const icons: Record<ProductEntry["icon"], LucideIcon> = {
  Activity,
  Brain,
  FileCheck2,
  FileText,
  Microscope,
  ShieldCheck,
  Sparkles,
  Stethoscope,
};

const entries = loadCollection("products", productSchema).toSorted(
  (a, b) => a.order - b.order || a.title.localeCompare(b.title),
);
checkCoverFiles(entries);

export const products: readonly Product[] = entries.map((entry) => ({
  ...entry,
  icon: icons[entry.icon],
}));

/** Case-insensitive lookup used by the ai-solutions/:slug route. */
export function productBySlug(slug: string): Product | undefined {
  const wanted = slug.toLowerCase();
  return products.find((product) => product.slug === wanted);
}

/** Copy of the /ai-solutions list page. */
export const aiSolutionsPage = {
  eyebrow: "AI Accelerators",
  title: "Generative AI Solutions",
  intro:
    `${countWord(products.length)} production-ready accelerators for the most document-heavy work in healthcare and life sciences. Each one deploys in your environment, integrates with the systems you already run and keeps a clinician or specialist in control.`,
  principles: [
    "Deployed in your cloud or on premise",
    "Every output traceable to its source",
    "Human review built into the workflow",
  ],
  closing: {
    title: "Not sure which accelerator fits?",
    description:
      "Tell us where your teams lose the most time. We will map it to an accelerator or a custom build and show you a working demo within 30 minutes.",
  },
} as const;
