import { describe, expect, it } from "vitest";
import { productFactProblems, productValidationSchema } from "./product-validation.ts";
import { productSchema } from "./product.ts";
import { products } from "../products.ts";

const FILE = "content/products/medi-code-gen.yaml";
const ready = {
  file: FILE,
  title: "MediCodeGen",
  validation: { sample: false, integrations: { hl7v2: ["MDM^T02"], fhirR4: [], ehrs: [] } },
};

describe("productFactProblems: what a release refuses of an accelerator", () => {
  it("nothing once the facts are the product's own and name an integration", () => {
    expect(productFactProblems(ready)).toEqual([]);
  });

  it("facts missing, marked sample, or no integration named, each as file: field: problem", () => {
    expect(productFactProblems({ file: FILE, title: "MediCodeGen" })).toEqual([
      `${FILE}: validation: MediCodeGen has no validation and safety facts: fill them in`,
    ]);
    const sample = { ...ready, validation: { ...ready.validation, sample: true } };
    expect(productFactProblems(sample)).toEqual([
      `${FILE}: validation.sample: MediCodeGen's validation and safety facts are samples: replace them with the product's own and untick “Sample”`,
    ]);
    const unconnected = {
      ...ready,
      validation: { sample: false, integrations: { hl7v2: [], fhirR4: [], ehrs: [] } },
    };
    expect(productFactProblems(unconnected)).toEqual([
      `${FILE}: validation.integrations: name at least one HL7 v2 message type, FHIR R4 resource or EHR`,
    ]);
  });

  it("the shipped accelerators each have their facts, all marked sample, so a release refuses them", () => {
    expect(products).toHaveLength(4);
    for (const product of products) {
      expect(product.validation, product.slug).toBeDefined();
      expect(productFactProblems(product), product.slug).toEqual([
        `${product.file}: validation.sample: ${product.title}'s validation and safety facts are samples: replace them with the product's own and untick “Sample”`,
      ]);
    }
  });
});

describe("the validation facts' schema", () => {
  const acumed = products.find((product) => product.slug === "acumed-ai")!;

  it("a new accelerator's untouched facts, as the editor writes them, are no facts (not a broken file)", () => {
    const untouched = {
      sample: true,
      intendedUse: "",
      notFor: [],
      humanReview: { reviewer: "", approves: "", before: "" },
      regulatory: { status: "", assessed: null },
      integrations: { hl7v2: [], fhirR4: [], ehrs: [] },
      deployment: [],
    };
    const entry = Object.fromEntries(
      Object.entries(acumed).filter(([key]) => !["slug", "file", "icon"].includes(key)),
    );
    const parsed = productSchema.parse({ ...entry, icon: "Stethoscope", validation: untouched });
    expect(parsed.validation).toBeUndefined();
  });

  it("half-filled facts are refused, naming the field", () => {
    const { validation } = acumed;
    const result = productValidationSchema.safeParse({ ...validation, notFor: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["notFor"]);
  });
});
