import { Stethoscope } from "lucide-react";
import type { Product } from "../types.ts";

export const acuMedAi: Product = {
  slug: "acumed-ai",
  tag: "Clinical Decision Support",
  title: "AcuMed AI",
  description:
    "Evidence-grounded recommendations at the point of care: AcuMed AI reads the chart, flags risk early and suggests next steps with the guideline behind every suggestion.",
  cta: "Learn More",
  icon: Stethoscope,
  audience: "care teams",
  metrics: [
    {
      percentage: "5.8%",
      title: "Fewer readmissions",
      description:
        "Average drop in 30-day readmissions when discharge plans follow AcuMed AI risk alerts.",
    },
    {
      percentage: "91.6%",
      title: "Diagnostic concordance",
      description:
        "Agreement between AcuMed AI's top differential and the specialist's final diagnosis in retrospective review.",
    },
    {
      percentage: "8%",
      title: "Shorter length of stay",
      description:
        "Earlier escalation of deteriorating patients shortens the average inpatient stay.",
    },
    {
      percentage: "80%",
      title: "Less time searching",
      description:
        "Clinicians spend far less time hunting for guidelines, labs and prior notes across systems.",
    },
  ],
  howItWorks: {
    title: "From chart to recommendation in seconds",
    intro:
      "AcuMed AI sits beside your EHR. It never replaces clinical judgement: every suggestion is explained, cited and easy to dismiss.",
    steps: [
      {
        title: "Read the chart",
        description:
          "Vitals, labs, medications and notes are pulled from the EHR over FHIR as they change.",
      },
      {
        title: "Assess risk",
        description:
          "Validated risk models and a clinical language model score sepsis, deterioration and readmission risk.",
      },
      {
        title: "Recommend",
        description:
          "Ranked differentials, order suggestions and drug-interaction checks, each linked to its guideline.",
      },
      {
        title: "Learn from feedback",
        description:
          "Accepted and dismissed suggestions feed a governed review loop that keeps the models calibrated.",
      },
    ],
  },
  capabilities: [
    {
      title: "Explainable by design",
      description:
        "Each recommendation shows the patient data and published evidence that triggered it.",
    },
    {
      title: "Works inside the workflow",
      description:
        "SMART on FHIR launch and CDS Hooks cards put AcuMed AI where clinicians already work.",
    },
    {
      title: "Governed and auditable",
      description:
        "Role-based access, full audit trails and on-premise or private-cloud deployment.",
    },
  ],
  closing: {
    title: "See AcuMed AI on your own clinical scenarios",
    description:
      "Book a 30-minute walkthrough with our clinical AI team, or tell us about your care setting and we will tailor the demo.",
  },
};
