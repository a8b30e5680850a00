import { Award, Gauge, HeartPulse, Lightbulb, ShieldCheck, Users } from "lucide-react";
import type { Usp } from "./types.ts";

/** The six "why choose us" points of the home page. */
export const usps = [
  {
    icon: HeartPulse,
    title: "Healthcare Domain Depth",
    description:
      "We speak HL7, FHIR, ABDM and clinical workflow fluently, so you spend less time explaining and more time shipping.",
  },
  {
    icon: ShieldCheck,
    title: "Security and Compliance First",
    description:
      "Privacy by design, role-based access and audit trails are part of every build, ready for HIPAA and DPDP reviews.",
  },
  {
    icon: Lightbulb,
    title: "Generative AI Expertise",
    description:
      "Proven accelerators and evaluation methods take AI from prototype to dependable production use.",
  },
  {
    icon: Users,
    title: "Dedicated, Senior Teams",
    description:
      "Experienced engineers, designers and analysts who stay with your product and know its history.",
  },
  {
    icon: Gauge,
    title: "Agile, Transparent Delivery",
    description:
      "Two-week increments, working demos and clear reporting: you always know what is done and what is next.",
  },
  {
    icon: Award,
    title: "Quality You Can Measure",
    description:
      "Automated testing, code reviews and performance budgets keep releases predictable long after launch.",
  },
] as const satisfies readonly Usp[];
