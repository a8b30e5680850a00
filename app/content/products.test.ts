import { describe, expect, it } from "vitest";
import { paths } from "./paths.ts";
import { pagePaths, productSlugs } from "./routes.ts";
import { productBySlug, products } from "./products.ts";
import { figureListProblems } from "./schemas/figure.ts";

// The spec's metric percentages, per product, in order (spec section 2, "AI product pages").
const expectedPercentages: Record<string, string[]> = {
  "reg-doc-gen": ["60%", "50%", "100%", "$2B+"],
  "acumed-ai": ["5.8%", "91.6%", "8%", "80%"],
  "precision-pa": ["75%", "50%", "40%", "90%"],
  "medi-code-gen": ["98%", "80%", "30–50%", "100%"],
};

describe("products content", () => {
  it("lists the spec's four accelerators first, in its order, one page per file", () => {
    expect(productSlugs.slice(0, 4)).toEqual([
      "acumed-ai",
      "medi-code-gen",
      "reg-doc-gen",
      "precision-pa",
    ]);
    expect(products.map((p) => p.slug)).toEqual(productSlugs);
  });

  it("links every product to an existing page", () => {
    for (const product of products) expect(pagePaths).toContain(paths.product(product.slug));
  });

  it.each(products.map((p) => [p.slug, p] as const))(
    "%s shows the spec's metric percentages in order",
    (slug, product) => {
      expect(product.metrics.map((m) => m.percentage)).toEqual(expectedPercentages[slug]);
    },
  );

  it("uses an en dash in the coding range", () => {
    expect(productBySlug("medi-code-gen")?.metrics[2]?.percentage).toBe("30\u201350%");
  });

  it("has non-empty copy everywhere", () => {
    for (const p of products) {
      for (const text of [p.tag, p.title, p.description, p.cta, p.audience]) {
        expect(text.trim()).not.toBe("");
      }
      for (const m of p.metrics) {
        expect(m.title.trim()).not.toBe("");
        expect(m.description.trim()).not.toBe("");
      }
      expect(p.howItWorks.steps.length).toBeGreaterThanOrEqual(3);
      for (const step of [...p.howItWorks.steps, ...p.capabilities]) {
        expect(step.title.trim()).not.toBe("");
        expect(step.description.trim()).not.toBe("");
      }
      expect(p.closing.title.trim()).not.toBe("");
      expect(p.closing.description.trim()).not.toBe("");
    }
  });

  it("labels every shipped figure a target or an illustration: none is measured yet", () => {
    for (const product of products) {
      for (const metric of product.metrics) {
        expect(["target", "illustrative"], `${product.slug}: ${metric.title}`).toContain(metric.kind);
        // each note says how the figure is meant to be read
        expect(metric.method?.trim(), `${product.slug}: ${metric.title}`).toBeTruthy();
      }
    }
    expect(figureListProblems(products, "metrics")).toEqual([]);
  });

  it("calls a precise clinical outcome illustrative, never a target", () => {
    const acumed = productBySlug("acumed-ai")!;
    expect(acumed.metrics.slice(0, 3).map((m) => m.kind)).toEqual([
      "illustrative",
      "illustrative",
      "illustrative",
    ]);
    expect(productBySlug("reg-doc-gen")?.metrics[3]?.kind).toBe("illustrative"); // $2B+
  });

  it("names the file of each product, for the release check", () => {
    for (const product of products) expect(product.file).toBe(`content/products/${product.slug}.yaml`);
  });

  it("names the four products as the spec describes them", () => {
    expect(products.map((p) => p.title)).toEqual([
      "AcuMed AI",
      "MediCodeGen",
      "RegDocGen",
      "PrecisionPA",
    ]);
  });

  it("looks products up case-insensitively", () => {
    expect(productBySlug("PRECISION-PA")?.title).toBe("PrecisionPA");
    expect(productBySlug("Acumed-AI")?.slug).toBe("acumed-ai");
    expect(productBySlug("nope")).toBeUndefined();
  });
});
