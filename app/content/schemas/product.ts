// An AI accelerator: one YAML file in content/products/, its file name the page's address
// (content/products/acumed-ai.yaml → /ai-solutions/acumed-ai).
// Declared once: the site's schema and the editor's form both come from these fields
// (collection.ts).
import { z } from "zod";
import { declareCollection } from "./collection.ts";
import { artOrCover, coverPicture, drawing } from "./entry-words.ts";
import { figureProofWords } from "./figure.ts";
import { PAGE_ICONS } from "./icons.ts";
import { productValidation } from "./product-validation.ts";
import { addressName, choice, group, line, list, paragraph, position } from "./words.ts";

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

const steps = (label: string) =>
  list(label, { title: line("Title"), description: paragraph("Description") }, "title");

const validation = {
  ...productValidation,
  /** what a hospital's evaluation asks (schemas/product-validation.ts); a release requires it */
  zod: z.preprocess(untouched, productValidation.zod.optional()),
};

export const products = declareCollection({
  folder: "products",
  label: "AI accelerators",
  menu: "Lists",
  slugField: "title",
  columns: ["title", "tag"],
  previewUrl: "/ai-solutions/{slug}",
  fields: {
    title: addressName("Name", "/ai-solutions/", "acumed-ai"),
    /** place on the home page, /ai-solutions and the menus, smallest first */
    order: position("Place in the lists"),
    /** which hand-drawn diagram stands for the product */
    art: drawing(
      "Diagram",
      "One of the site's drawings: shown when there is no cover picture.",
      "product",
      PRODUCT_ART,
    ),
    /** a picture of its own instead: shown in place of the diagram */
    cover: coverPicture("Nearly square (6:5)"),
    /** its card's pictogram (schemas/icons.ts) */
    icon: choice("Icon", PAGE_ICONS, "Shown on the accelerator's card.", {
      icons: true,
      start: "Stethoscope",
    }),
    /** the card's label, e.g. "Clinical Decision Support" */
    tag: line("Card label"),
    description: paragraph("Card text"),
    /** the card's link text */
    cta: line("Card link text", undefined, { start: "Learn More" }),
    /** who it serves, for the diagram caption and the closing call to action */
    audience: line("Who it serves (e.g. care teams)"),
    /** the four figures of the page, in the order shown, each with its kind and proof */
    metrics: list(
      "Figures (exactly four)",
      {
        /** the figure as the page prints it: "91.6%", "30–50%", "$2B+" */
        percentage: line("Figure (e.g. 91.6%)"),
        title: line("Title"),
        description: paragraph("Description"),
        ...figureProofWords,
      },
      ["percentage", "title"],
      undefined,
      undefined,
      { exactly: 4, join: " " },
    ),
    howItWorks: group("How it works", {
      title: line("Title"),
      intro: paragraph("Introduction"),
      steps: steps("Steps"),
    }),
    capabilities: steps("Capabilities"),
    closing: group("Closing call to action", { title: line("Title"), description: paragraph("Text") }),
    validation,
  },
  checks: [
    artOrCover("a diagram"),
  ],
});

export const productSchema = products.schema;

export type ProductEntry = z.output<typeof productSchema>;
