import { FileCheck2 } from "lucide-react";
import type { Product } from "../types.ts";

export const mediCodeGen: Product = {
  slug: "medi-code-gen",
  tag: "Medical Coding",
  title: "MediCodeGen",
  description:
    "AI-assisted medical coding that turns clinical documentation into accurate ICD-10, CPT and HCPCS codes, with the supporting text highlighted for every code.",
  cta: "Learn More",
  icon: FileCheck2,
  audience: "coding and revenue-cycle teams",
  metrics: [
    {
      percentage: "98%",
      title: "Coding accuracy",
      description:
        "Suggested codes match certified-coder review across inpatient and outpatient encounters.",
    },
    {
      percentage: "80%",
      title: "Faster coding",
      description:
        "Coders review and confirm suggestions instead of reading every note from scratch.",
    },
    {
      percentage: "30–50%",
      title: "Lower coding costs",
      description: "Reduced cost per chart as routine encounters move to review-only workflows.",
    },
    {
      percentage: "100%",
      title: "Audit-ready evidence",
      description:
        "Every suggested code links back to the exact sentence in the record that supports it.",
    },
  ],
  howItWorks: {
    title: "From clinical note to clean claim",
    intro:
      "MediCodeGen reads the whole encounter, proposes codes with their evidence and leaves the final call to your coders.",
    steps: [
      {
        title: "Ingest documentation",
        description:
          "Discharge summaries, operative notes, lab and radiology reports arrive from the EHR or as documents.",
      },
      {
        title: "Extract clinical facts",
        description:
          "Diagnoses, procedures, laterality and severity are identified, including negations and history.",
      },
      {
        title: "Suggest codes",
        description:
          "ICD-10-CM, ICD-10-PCS, CPT and HCPCS codes are ranked with payer and NCCI edits applied.",
      },
      {
        title: "Review and export",
        description:
          "Coders accept or edit in one screen; approved codes flow to billing with a full audit trail.",
      },
    ],
  },
  capabilities: [
    {
      title: "Evidence highlighting",
      description: "Supporting text is highlighted in the note, so reviews take seconds.",
    },
    {
      title: "Query prompts",
      description: "Documentation gaps that block a specific code are raised as clinician queries.",
    },
    {
      title: "Continuous updates",
      description: "Annual code-set and guideline changes are applied without downtime.",
    },
  ],
  closing: {
    title: "Put MediCodeGen to work on your coding backlog",
    description:
      "Book a 30-minute demo to see it code de-identified charts like yours, or contact us to plan a pilot.",
  },
};
