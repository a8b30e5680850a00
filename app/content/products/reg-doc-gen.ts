import { FileText } from "lucide-react";
import type { Product } from "../types.ts";

export const regDocGen: Product = {
  slug: "reg-doc-gen",
  tag: "Regulatory Writing",
  title: "RegDocGen",
  description:
    "A regulatory-document authoring assistant that drafts clinical study reports, protocols and submission modules from your source data, in your templates and style.",
  cta: "Learn More",
  icon: FileText,
  audience: "medical writing and regulatory teams",
  metrics: [
    {
      percentage: "60%",
      title: "Faster first drafts",
      description: "Time from locked data to a reviewable first draft of a clinical study report.",
    },
    {
      percentage: "50%",
      title: "Fewer review cycles",
      description:
        "Consistent, template-compliant drafts mean fewer rounds of comments before sign-off.",
    },
    {
      percentage: "100%",
      title: "Source traceability",
      description:
        "Every number and statement in a draft links back to the table, listing or source document.",
    },
    {
      percentage: "$2B+",
      title: "Spend addressed",
      description:
        "Annual industry spend on regulatory and medical writing that AI-assisted authoring can streamline.",
    },
  ],
  howItWorks: {
    title: "From source data to submission-ready draft",
    intro:
      "RegDocGen drafts; your writers decide. It works inside your templates, terminology and review process.",
    steps: [
      {
        title: "Connect sources",
        description:
          "Protocols, statistical analysis plans, tables, listings and figures are loaded and indexed.",
      },
      {
        title: "Draft to template",
        description:
          "Sections are drafted to ICH E3 and eCTD structures using your house style and glossary.",
      },
      {
        title: "Verify",
        description:
          "Automated checks cross-reference every value with its source and flag inconsistencies.",
      },
      {
        title: "Review and export",
        description:
          "Writers edit with tracked changes and export to Word, ready for QC and publishing.",
      },
    ],
  },
  capabilities: [
    {
      title: "Document types",
      description:
        "Clinical study reports, protocols, investigator brochures, patient narratives and CTD summaries.",
    },
    {
      title: "Consistency checks",
      description: "Numbers, terminology and abbreviations stay aligned across documents.",
    },
    {
      title: "Validated environment",
      description:
        "Deployed in your tenant with access controls and audit trails that support GxP use.",
    },
  ],
  closing: {
    title: "Shorten your path to submission",
    description:
      "Book a 30-minute demo with our regulatory AI team, or contact us to discuss a pilot on a completed study.",
  },
};
