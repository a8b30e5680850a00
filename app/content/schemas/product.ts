// An AI accelerator: one YAML file in content/products/, its file name the page's address
// (content/products/acumed-ai.yaml → /ai-solutions/acumed-ai).
import { z } from "zod";
import { figureProof } from "./figure.ts";
import { cover, text } from "./fields.ts";
import { PAGE_ICON_NAMES } from "./icons.ts";
import { productValidationSchema } from "./product-validation.ts";

/** Today's hand-drawn diagrams (components/art/product-*), by name. */
export const PRODUCT_ART = ["acumed-ai", "medi-code-gen", "reg-doc-gen", "precision-pa"] as const;

/**
 * The editor writes a new accelerator's untouched validation facts as empty texts and lists:
 * that is no facts yet (a release refuses it), not a broken file.
 */
function untouched(value: unknown): unknown {
  const blank = (inner: unknown): boolean =>
    inner === "" ||
    inner === null ||
    inner === undefined ||
    (Array.isArray(inner) && inner.every(blank)) ||
    (typeof inner === "object" && !Array.isArray(inner) && Object.values(inner).every(blank));
  // the Sample box is ticked by default: it says nothing about whether facts were written
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const facts = Object.entries(value).filter(([key]) => key !== "sample");
    return facts.every(([, inner]) => blank(inner)) ? undefined : value;
  }
  return value;
}

const step = z.object({ title: text, description: text }).strict();

const metric = z
  .object({
    /** the figure as the page prints it: "91.6%", "30–50%", "$2B+" */
    percentage: text,
    title: text,
    description: text,
    /** what kind of figure, and its proof (schemas/figure.ts) */
    ...figureProof,
  })
  .strict();

/** The schema, with the cover's image read as text (Node loader) or by Astro's `image()`. */
export function productSchemaWith<I extends z.ZodType>(read: { image: I }) {
  return z
  .object({
    title: text,
    /** place on the home page, /ai-solutions and the menus, smallest first */
    order: z.number().int().min(1),
    /** which hand-drawn diagram stands for the product */
    art: z.enum(PRODUCT_ART).optional(),
    /** a picture of its own instead: shown in place of the diagram */
    cover: cover(read.image),
    /** its card's pictogram (schemas/icons.ts) */
    icon: z.enum(PAGE_ICON_NAMES),
    /** the card's label, e.g. "Clinical Decision Support" */
    tag: text,
    description: text,
    /** the card's link text */
    cta: text,
    /** who it serves, for the diagram caption and the closing call to action */
    audience: text,
    /** the four figures of the page, in the order shown, each with its kind and proof */
    metrics: z.array(metric).length(4),
    howItWorks: z.object({ title: text, intro: text, steps: z.array(step).min(1) }).strict(),
    capabilities: z.array(step).min(1),
    closing: z.object({ title: text, description: text }).strict(),
    /** what a hospital's evaluation asks (schemas/product-validation.ts); a release requires it */
    validation: z.preprocess(untouched, productValidationSchema.optional()),
  })
  .strict()
  .refine((product) => product.art !== undefined || product.cover !== undefined, {
    path: ["art"],
    message: "name a diagram (art) or bring a picture (cover: image and alt)",
  });
}

export const productSchema = productSchemaWith({ image: text });

export type ProductEntry = z.output<typeof productSchema>;
