import { GraduationCap, HeartPulse, ShoppingBag } from "lucide-react";
import { ctaLabels } from "./navigation.ts";
import { paths } from "./paths.ts";
import type { VerticalCard } from "./types.ts";

/**
 * A vertical card plus the focus areas shown as tags under its description. A vertical
 * without a page of its own closes its card with a short proof line instead of a link, so
 * the three cards end on the same line.
 */
export interface Vertical extends VerticalCard {
  focus: readonly string[];
  proof?: string;
}

/** The three verticals; only Healthcare has a page of its own. */
export const verticals = [
  {
    id: "healthcare",
    title: "Healthcare",
    description:
      "Remote patient monitoring, ABDM-certified EHR and patient portals, integrations and AI that support clinicians and speed up care.",
    icon: HeartPulse,
    focus: ["Remote monitoring", "ABDM M1/M2/M3", "EHR & patient portals"],
    link: paths.healthcare,
  },
  {
    id: "education",
    title: "Education",
    description:
      "Online assessment platforms, learning apps and analytics that help institutions teach, test and certify at scale.",
    icon: GraduationCap,
    focus: ["Online assessments", "Learning apps", "Analytics"],
    proof: "Proven in our online test platform",
  },
  {
    id: "retail",
    title: "Retail",
    description:
      "Commerce platforms, demand forecasting and personalised customer journeys that connect stores, apps and supply chains.",
    icon: ShoppingBag,
    focus: ["Commerce platforms", "Forecasting", "Personalisation"],
    proof: "Same security and quality practice",
  },
] as const satisfies readonly Vertical[];

export const verticalsPage = {
  eyebrow: "Verticals",
  title: "Industries We Serve",
  intro:
    "Healthcare is where we go deepest. Education and retail benefit from the same engineering discipline, security practice and product thinking.",
  healthcareLinkLabel: "Explore Healthcare",
  closing: {
    title: "Working in Another Industry?",
    text: "Our teams have also delivered for hospitality and cyber security clients. Tell us about your challenge and we will tell you honestly how we can help.",
    cta: { label: ctaLabels.contact, href: paths.contact },
  },
} as const;
