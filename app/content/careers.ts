// Copy of the careers list and the career detail pages. The jobs themselves are in jobs.ts.
import { GraduationCap, HeartPulse, Laptop, ShieldPlus, type LucideIcon } from "lucide-react";
import { site } from "./site.ts";

export interface Perk {
  icon: LucideIcon;
  title: string;
  description: string;
}

export const careersHero = {
  eyebrow: "Careers",
  title: "Build software that clinicians can trust",
  intro: `At ${site.name}, engineers, testers and designers work side by side with hospitals and life-sciences teams to ship generative AI and software that improves patient care. Join a small team where your work reaches production, and people, quickly.`,
  cta: "Explore Opportunities",
  highlights: ["Bangalore office", "Healthcare-first products", "Small, senior teams"],
} as const;

export const culture = {
  eyebrow: "Life at " + site.name,
  title: "Why engineers choose to work here",
  intro:
    "We keep teams small, decisions close to the people doing the work and the bar for quality high, because the software we build ends up in clinics.",
  perks: [
    {
      icon: HeartPulse,
      title: "Work that matters",
      description:
        "Remote monitoring, clinical decision support and regulatory tools that care teams use every day.",
    },
    {
      icon: GraduationCap,
      title: "Room to grow",
      description:
        "A yearly learning budget for courses and certifications, plus mentoring from senior engineers.",
    },
    {
      icon: Laptop,
      title: "Flexible hybrid work",
      description:
        "Three days a week together in our Bangalore office, the rest wherever you do your best work.",
    },
    {
      icon: ShieldPlus,
      title: "Care for you and yours",
      description:
        "Medical insurance for you and your family, paid parental leave and a wellness allowance.",
    },
  ] satisfies readonly Perk[],
} as const;

export const openingsSection = {
  eyebrow: "Open positions",
  title: "Current Openings",
  intro: "Find the role that fits you and apply online in a few minutes.",
  viewDetails: "View Details",
  speculativeTitle: "Don't see the right role?",
  speculativeText:
    "We are always glad to hear from people who care about healthcare software. Send us your résumé and tell us what you would like to work on.",
} as const;

/** Labels of the career detail page; the headings of its sections. */
export const jobPage = {
  eyebrow: "Careers",
  back: "All openings",
  applyNow: "Apply Now",
  about: "About the role",
  responsibilities: "Responsibilities",
  qualifications: "Qualifications",
  niceToHave: "Nice to have",
  summaryTitle: "Role summary",
  applyTitle: "Apply for this job",
  applyIntro:
    "Tell us a little about yourself and attach your résumé. Our hiring team reads every application and replies within ten working days.",
} as const;

/** The page a filled or expired role's address answers with (410 Gone). */
export const roleFilledPage = {
  code: "410",
  title: "This role has been filled",
  message: (job: { title: string; location: string }) =>
    `The ${job.title} opening in ${job.location} is closed. Thank you for your interest: the roles we are hiring for now are below.`,
} as const;
