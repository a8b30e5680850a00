import {
  BrainCircuit,
  ClipboardCheck,
  CloudCog,
  Database,
  Layers,
  PenTool,
  ShieldCheck,
  Smartphone,
  Sparkles,
} from "lucide-react";
import { ctaLabels } from "./navigation.ts";
import { paths } from "./paths.ts";
import type { ServiceCard } from "./types.ts";

/** The nine services of the Services page; the six flagged `onHome` form the home carousel. */
export const services = [
  {
    id: "generative-ai-consulting",
    title: "Generative AI Consulting",
    description:
      "Find the use cases worth funding, choose the right models and guardrails, and move from a pilot to a governed production rollout.",
    icon: Sparkles,
    onHome: true,
  },
  {
    id: "ai-ml-development",
    title: "AI & Machine Learning Development",
    description:
      "Custom models for prediction, classification and language tasks, trained on your data and deployed with monitoring and audit trails.",
    icon: BrainCircuit,
    onHome: true,
  },
  {
    id: "mobile-web-development",
    title: "Mobile & Web Development",
    description:
      "Fast, accessible web and native mobile apps for patients, clinicians and staff, built to work on every screen and network.",
    icon: Smartphone,
    onHome: true,
  },
  {
    id: "product-platform-engineering",
    title: "Product & Platform Engineering",
    description:
      "End-to-end product teams that design, build and scale multi-tenant platforms, from the first release to the hundredth.",
    icon: Layers,
    onHome: true,
  },
  {
    id: "cloud-devops",
    title: "Cloud & DevOps Services",
    description:
      "Secure cloud architecture, infrastructure as code and CI/CD pipelines that ship daily without surprises for compliance teams.",
    icon: CloudCog,
    onHome: true,
  },
  {
    id: "ui-ux-design",
    title: "UI/UX Design",
    description:
      "Research-led interfaces that make complex clinical and business workflows feel simple, tested with the people who use them.",
    icon: PenTool,
    onHome: true,
  },
  {
    id: "data-engineering-analytics",
    title: "Data Engineering & Analytics",
    description:
      "Reliable pipelines, warehouses and dashboards that turn scattered records into decisions, with lineage you can trust.",
    icon: Database,
    onHome: false,
  },
  {
    id: "quality-assurance-testing",
    title: "Quality Assurance & Testing",
    description:
      "Manual, automated and performance testing woven into delivery, so every release is verified before it reaches users.",
    icon: ClipboardCheck,
    onHome: false,
  },
  {
    id: "cyber-security",
    title: "Cyber Security",
    description:
      "Threat modelling, penetration testing and secure-by-design reviews that protect patient data and keep audits uneventful.",
    icon: ShieldCheck,
    onHome: false,
  },
] as const satisfies readonly ServiceCard[];

export const homeServices: readonly ServiceCard[] = services.filter((service) => service.onHome);

export const servicesPage = {
  eyebrow: "Services",
  title: "Services That Take Ideas to Production",
  intro:
    "Nine disciplines, one accountable team. Bring us a problem, a prototype or a platform that needs to scale, and we will take it the rest of the way.",
  gridTitle: "What We Do",
  closing: {
    title: "Have a Project in Mind?",
    text: "Tell us what you are building. A senior engineer will reply within one business day with next steps and a realistic plan.",
    cta: { label: ctaLabels.contact, href: paths.contact },
  },
} as const;
