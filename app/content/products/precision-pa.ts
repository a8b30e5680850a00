import { ShieldCheck } from "lucide-react";
import type { Product } from "../types.ts";

export const precisionPa: Product = {
  slug: "precision-pa",
  tag: "Prior Authorization",
  title: "PrecisionPA",
  description:
    "Prior-authorization automation that checks requirements, assembles the clinical evidence and submits requests to payers, so patients start treatment sooner.",
  cta: "Learn More",
  icon: ShieldCheck,
  audience: "providers and utilization-management teams",
  metrics: [
    {
      percentage: "75%",
      title: "Less manual work",
      description:
        "Staff time per request falls as forms are pre-filled and evidence is gathered automatically.",
    },
    {
      percentage: "50%",
      title: "Faster decisions",
      description: "Complete first submissions cut the back-and-forth that delays payer decisions.",
    },
    {
      percentage: "40%",
      title: "Fewer denials",
      description:
        "Payer criteria are checked before submission, so missing documentation is caught early.",
    },
    {
      percentage: "90%",
      title: "Requests auto-assembled",
      description:
        "Share of requests whose forms and attachments are prepared without manual data entry.",
    },
  ],
  howItWorks: {
    title: "From order to approval, without the fax machine",
    intro:
      "PrecisionPA follows each request from the moment an order is placed until the payer responds.",
    steps: [
      {
        title: "Detect the need",
        description:
          "New orders are checked against payer rules to see whether authorization is required.",
      },
      {
        title: "Gather evidence",
        description:
          "Relevant notes, labs and imaging are pulled from the chart and matched to payer criteria.",
      },
      {
        title: "Submit",
        description:
          "Requests go out electronically through payer portals and FHIR-based prior-authorization APIs.",
      },
      {
        title: "Track and respond",
        description:
          "Status is monitored, staff are alerted to payer questions and approvals flow back to the EHR.",
      },
    ],
  },
  capabilities: [
    {
      title: "Payer rules library",
      description: "Coverage criteria for major payers, kept current and easy to extend.",
    },
    {
      title: "Work queues",
      description: "Staff see only the requests that need a human decision, ranked by urgency.",
    },
    {
      title: "Appeal drafting",
      description:
        "When a request is denied, a draft appeal letter is prepared with the supporting evidence.",
    },
  ],
  closing: {
    title: "Get patients to treatment sooner",
    description:
      "Book a 30-minute demo to see PrecisionPA handle your most common requests, or contact our team.",
  },
};
