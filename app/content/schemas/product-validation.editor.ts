// An accelerator's "Validation and safety" in the editor (schemas/product-validation.ts), in
// the schema's order, in the words a hospital's evaluation uses. Editor-only.
import { fields } from "@keystatic/core";
import { DEPLOYMENTS, type Deployment } from "./product-validation.ts";

const said = (label: string, description: string, multiline = true) =>
  fields.text({ label, description, multiline });

const names = (label: string, description: string, item: string) =>
  fields.array(fields.text({ label: item }), {
    label,
    description,
    itemLabel: (props) => props.value,
  });

const deploymentLabels: Record<Deployment, string> = {
  "client-cloud": "In the hospital's own cloud",
  "on-premises": "On the hospital's own servers (on premises)",
  "hosted-india": "Hosted by us, in India",
};

export const productValidationFields = fields.object(
  {
    sample: fields.checkbox({
      label: "Sample",
      description:
        "Shipped example facts, labelled “Sample” on the page; a release build refuses them. Untick once every fact below is the product's own.",
      defaultValue: true,
    }),
    intendedUse: said("What it is for", "One or two sentences: the task it helps with, and where."),
    intendedUsers: said("Who may use it", "E.g. “Hospitalists and ICU nurses in adult inpatient care”."),
    notFor: fields.array(fields.text({ label: "Not for", multiline: true }), {
      label: "What it does not do",
      description: "What it must not be used for, one point each. At least one.",
      itemLabel: (props) => props.value,
      validation: { length: { min: 1 } },
    }),
    humanReview: fields.object(
      {
        reviewer: said("Who reviews", "E.g. “The treating clinician”.", false),
        approves: said("What they approve", "E.g. “Every suggested order”."),
        before: said("Before it reaches whom", "E.g. “Before it is placed in the chart or reaches the patient”."),
      },
      { label: "Human review" },
    ),
    evidence: said(
      "What the figures rest on",
      "One or two sentences on the evidence so far; the figures themselves are the accelerator's four figures above.",
    ),
    regulatory: fields.object(
      {
        status: said("Regulatory status", "E.g. “Not a medical device: decision support, the clinician decides”."),
        assessed: fields.date({
          label: "Assessed on",
          description: "The day the status was last assessed.",
          validation: { isRequired: true },
        }),
      },
      { label: "Regulatory status" },
    ),
    patientData: fields.object(
      {
        touches: said("Patient data it touches", "E.g. “Vitals, laboratory results, medications, notes”."),
        source: said("Where it comes from", "The hospital's system, e.g. “The EHR, over FHIR R4”.", false),
        processed: said("What is processed, where", "E.g. “Risk scoring in the hospital's cloud tenancy”."),
        stored: said("What is stored", "E.g. “Scores and the evidence behind each, in the hospital's database”."),
        kept: said("How long it is kept", "E.g. “As long as the patient's record; logs 90 days”."),
        seenBy: said("Who sees it", "E.g. “The care team in the EHR; our support staff never see patient data”."),
      },
      { label: "Patient data", description: "Also drawn as the product's data flow on the Trust and Security page." },
    ),
    integrations: fields.object(
      {
        hl7v2: names("HL7 v2 message types", "E.g. ADT^A01.", "Message type"),
        fhirR4: names("FHIR R4 resources", "E.g. Observation.", "Resource"),
        ehrs: names("EHRs", "Systems it has been connected to.", "EHR"),
      },
      { label: "Integrations", description: "At least one of these for a release." },
    ),
    deployment: fields.multiselect({
      label: "Where it can run",
      description: "At least one.",
      options: DEPLOYMENTS.map((value) => ({ label: deploymentLabels[value], value })),
    }),
    model: fields.object(
      {
        family: said("Model family", "What kind of model, e.g. “A clinical language model and validated risk scores”."),
        training: said("Training on client data", "E.g. “Never: client data does not train the models”."),
        monitoring: said("How it is monitored", "What is watched in use, and by whom."),
        incidents: said("How incidents are reported", "Who is told, how fast."),
      },
      { label: "Model" },
    ),
  },
  {
    label: "Validation and safety",
    description:
      "Shown on the accelerator's page, which links to its part of the Trust and Security page. A release build requires every fact and refuses samples.",
  },
);
