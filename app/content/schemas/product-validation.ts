// An accelerator's validation and safety facts (issue 42): what a hospital's CMIO asks before a
// product goes near a patient. One block, `validation`, in the accelerator's own file
// (content/products/<slug>.yaml), so the owner edits the facts beside the product's figures;
// the product page shows them as "Validation and Safety" and /trust draws each product's data
// flow from the same `patientData` (decision 0028). The evidence is the product's own figures
// (its `metrics`, schemas/figure.ts), not a second list of numbers.
import { z } from "zod";
import { day, text } from "./fields.ts";

/** Where a hospital can run the product. Each is a fact the owner ticks, worded on the page. */
export const DEPLOYMENTS = ["client-cloud", "on-premises", "hosted-india"] as const;
export type Deployment = (typeof DEPLOYMENTS)[number];

/** The editor writes an untouched list as nothing: an empty list. */
const names = z.preprocess((value) => value ?? [], z.array(text));

export const productValidationSchema = z
  .object({
    /** shipped example facts: labelled on the page, refused by a release build */
    sample: z.boolean(),
    /** what the product is for, in one or two sentences */
    intendedUse: text,
    /** who may use it: "Hospitalists and ICU nurses in adult inpatient care" */
    intendedUsers: text,
    /** what it must not be used for */
    notFor: z.array(text).min(1),
    /** who approves what, before it reaches whom */
    humanReview: z
      .object({ reviewer: text, approves: text, before: text })
      .strict(),
    /** what the figures rest on, in words; the figures themselves are the product's metrics */
    evidence: text,
    /** e.g. "Not a medical device under CDSCO's MDR 2017 (decision support, clinician decides)" */
    regulatory: z.object({ status: text, assessed: day }).strict(),
    /** the patient data it touches and its path: source → processed where → stored → seen by */
    patientData: z
      .object({
        touches: text,
        source: text,
        processed: text,
        stored: text,
        kept: text,
        seenBy: text,
      })
      .strict(),
    integrations: z
      .object({
        /** HL7 v2 message types, e.g. "ADT^A01" */
        hl7v2: names,
        /** FHIR R4 resources, e.g. "Observation" */
        fhirR4: names,
        /** EHRs it has been connected to */
        ehrs: names,
      })
      .strict(),
    deployment: z.array(z.enum(DEPLOYMENTS)).min(1),
    model: z
      .object({
        /** "A clinical language model fine-tuned on public, de-identified data" */
        family: text,
        /** whether client data trains it */
        training: text,
        monitoring: text,
        incidents: text,
      })
      .strict(),
  })
  .strict();

export type ProductValidation = z.output<typeof productValidationSchema>;

/** What the release check reads of an accelerator (scripts/launch-rules.ts). */
export interface ProductFactsLike {
  file: string;
  title: string;
  validation?:
    | {
        sample: boolean;
        integrations: { hl7v2: readonly string[]; fhirR4: readonly string[]; ehrs: readonly string[] };
      }
    | undefined;
}

/**
 * What a release must not publish of an accelerator, each `<file>: <field>: <problem>`: no
 * validation and safety facts at all, facts still marked sample, or no integration named
 * (a hospital asks how it connects before anything else). Each field the schema requires is
 * already refused by every build; these are the facts a development build may still lack.
 */
export function productFactProblems(product: ProductFactsLike): string[] {
  const { file, title, validation } = product;
  if (!validation) {
    return [`${file}: validation: ${title} has no validation and safety facts: fill them in`];
  }
  const problems: string[] = [];
  if (validation.sample) {
    problems.push(
      `${file}: validation.sample: ${title}'s validation and safety facts are samples: replace them with the product's own and untick “Sample”`,
    );
  }
  const { hl7v2, fhirR4, ehrs } = validation.integrations;
  if (hl7v2.length + fhirR4.length + ehrs.length === 0) {
    problems.push(
      `${file}: validation.integrations: name at least one HL7 v2 message type, FHIR R4 resource or EHR`,
    );
  }
  return problems;
}
