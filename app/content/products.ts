// The four generative-AI accelerators (spec sections 1 and 2). The home page shows them as
// cards; /ai-solutions lists them; /ai-solutions/:slug renders one. Metric percentages are
// spec constants and must stay exactly as written, in this order (see products.test.ts).
import { acuMedAi } from "./products/acumed-ai.ts";
import { mediCodeGen } from "./products/medi-code-gen.ts";
import { regDocGen } from "./products/reg-doc-gen.ts";
import { precisionPa } from "./products/precision-pa.ts";
import type { Product } from "./types.ts";

export const products: readonly Product[] = [acuMedAi, mediCodeGen, regDocGen, precisionPa];

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
    "Four production-ready accelerators for the most document-heavy work in healthcare and life sciences. Each one deploys in your environment, integrates with the systems you already run and keeps a clinician or specialist in control.",
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
