import { ctaLabels } from "./navigation.ts";
import { countWord } from "#app/lib/count-word.ts";
import { products } from "./products.ts";
import { paths } from "./paths.ts";
import { site } from "./site.ts";

/** Copy of the home page that is not a list entity (hero, section headings, teasers). */
export const hero = {
  eyebrow: "AI for healthcare and life sciences",
  title: site.tagline,
  lead: "We design, build and run AI-powered software for hospitals, life-sciences firms and health-tech companies: from clinical decision support to the platforms your teams use every day.",
  primaryCta: { label: ctaLabels.contact, href: paths.contact },
  secondaryCta: { label: "Explore AI Solutions", href: paths.aiSolutions },
  highlights: ["HL7 & FHIR integrations", "ABDM-ready platforms", "Privacy by design"],
} as const;

export interface SectionCopy {
  eyebrow: string;
  title: string;
  intro: string;
}

export const homeSections = {
  services: {
    eyebrow: "What we do",
    title: "Our Services",
    intro:
      "Strategy, engineering and design under one roof, so an idea moves to production without changing hands.",
  },
  accelerators: {
    eyebrow: "Generative AI accelerators",
    title: "Ready-to-Deploy AI Products",
    intro:
      `${countWord(products.length)} proven accelerators that shorten the path from pilot to measurable results in clinical and regulatory work.`,
  },
  verticals: {
    eyebrow: "Verticals",
    title: "Industries We Serve",
    intro:
      "Deep roots in healthcare, with the same engineering rigour applied to education and retail.",
  },
  whyChooseUs: {
    eyebrow: "Why choose us",
    title: "A Partner Built for Regulated Work",
    intro: "Six reasons teams in healthcare and life sciences keep building with us.",
  },
  testimonials: {
    eyebrow: "Testimonials",
    title: "What Our Clients Say",
    intro: "Leaders in care delivery, life sciences and education on working with our teams.",
  },
} as const satisfies Record<string, SectionCopy>;

export const careersTeaser = {
  eyebrow: "Careers",
  title: "Build Technology That Helps People Heal",
  text: "Join engineers, designers and clinicians-at-heart who ship software that matters. We are hiring in Bangalore.",
  featuredLabel: "Featured opening",
  allOpeningsLabel: "View All Openings",
  allOpeningsHref: paths.careers,
} as const;
