// An accelerator's validation and safety facts (issue 42): what a hospital's CMIO asks before a
// product goes near a patient. One block, `validation`, in the accelerator's own file
// (content/products/<slug>.yaml), so the owner edits the facts beside the product's figures;
// the product page shows them as "Validation and Safety" and /trust draws each product's data
// flow from the same `patientData` (decision 0028). The evidence is the product's own figures
// (its `metrics`, schemas/figure.ts), not a second list of numbers.
// Declared once: the site's schema and the editor's form (product.editor.ts) both come from
// these fields (words.ts).
import type { z } from "zod";
import { choices, fact, texts } from "./entry-words.ts";
import { date, flag, group } from "./words.ts";

/** Where a hospital can run the product. Each is a fact the owner ticks, worded on the page. */
const DEPLOYMENT_OPTIONS = [
  { value: "client-cloud", label: "In the hospital's own cloud" },
  { value: "on-premises", label: "On the hospital's own servers (on premises)" },
  { value: "hosted-india", label: "Hosted by us, in India" },
] as const;
export const DEPLOYMENTS = DEPLOYMENT_OPTIONS.map((option) => option.value);
export type Deployment = (typeof DEPLOYMENTS)[number];

const names = (label: string, description: string, item: string) => texts(label, description, item);

/**
 * The facts, in the words a hospital's evaluation uses. The editor requires of them only what
 * it always did (the day assessed, one point it is not for); the schema requires every fact
 * once the block has any, and product.ts reads an untouched block as none yet.
 */
export const productValidation = group(
  "Validation and safety",
  {
    /** shipped example facts: labelled on the page, refused by a release build */
    sample: flag(
      "Sample",
      "Shipped example facts, labelled “Sample” on the page: the site will not be published while they are here. Untick once every fact below is the product's own.",
      { start: true },
    ),
    intendedUse: fact("What it is for", "One or two sentences: the task it helps with, and where."),
    intendedUsers: fact("Who may use it", "E.g. “Hospitalists and ICU nurses in adult inpatient care”."),
    notFor: texts("What it does not do", "What it must not be used for, one point each. At least one.", "Not for", { min: 1, multiline: true }),
    /** who approves what, before it reaches whom */
    humanReview: group("Human review", {
      reviewer: fact("Who reviews", "E.g. “The treating clinician”.", { multiline: false }),
      approves: fact("What they approve", "E.g. “Every suggested order”."),
      before: fact("Before it reaches whom", "E.g. “Before it is placed in the chart or reaches the patient”."),
    }),
    /** what the figures rest on, in words; the figures themselves are the product's metrics */
    evidence: fact(
      "What the figures rest on",
      "One or two sentences on the evidence so far; the figures themselves are the accelerator's four figures above.",
    ),
    /** e.g. "Not a medical device under CDSCO's MDR 2017 (decision support, clinician decides)" */
    regulatory: group("Regulatory status", {
      status: fact("Regulatory status", "E.g. “Not a medical device: decision support, the clinician decides”."),
      assessed: date("Assessed on", "The day the status was last assessed."),
    }),
    /** the patient data it touches and its path: source → processed where → stored → seen by */
    patientData: group(
      "Patient data",
      {
        touches: fact("Patient data it touches", "E.g. “Vitals, laboratory results, medications, notes”."),
        source: fact("Where it comes from", "The hospital's system, e.g. “The EHR, over FHIR R4”.", { multiline: false }),
        processed: fact("What is processed, where", "E.g. “Risk scoring in the hospital's cloud tenancy”."),
        stored: fact("What is stored", "E.g. “Scores and the evidence behind each, in the hospital's database”."),
        kept: fact("How long it is kept", "E.g. “As long as the patient's record; logs 90 days”."),
        seenBy: fact("Who sees it", "E.g. “The care team in the EHR; our support staff never see patient data”."),
      },
      "Also drawn as the product's data flow on the Trust and Security page.",
    ),
    integrations: group(
      "Integrations",
      {
        hl7v2: names("HL7 v2 message types", "E.g. ADT^A01.", "Message type"),
        fhirR4: names("FHIR R4 resources", "E.g. Observation.", "Resource"),
        ehrs: names("EHRs", "Systems it has been connected to.", "EHR"),
      },
      "At least one of these for a release.",
    ),
    deployment: choices("Where it can run", DEPLOYMENT_OPTIONS, "At least one.", { min: 1 }),
    model: group("Model", {
      family: fact("Model family", "What kind of model, e.g. “A clinical language model and validated risk scores”."),
      training: fact("Training on client data", "E.g. “Never: client data does not train the models”."),
      monitoring: fact("How it is monitored", "What is watched in use, and by whom."),
      incidents: fact("How incidents are reported", "Who is told, how fast."),
    }),
  },
  "Shown on the accelerator's page, which links to its part of the Trust and Security page. The site will not be published until every fact is given and no sample is left.",
);

export const productValidationSchema = productValidation.zod;

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
