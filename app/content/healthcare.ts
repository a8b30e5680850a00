// The Healthcare vertical page's words (/verticals/healthcare), from
// content/pages/healthcare.yaml (the editor's "Healthcare"), with each card's pictogram
// and the link of the closing button. The spec names its topics (remote patient
// monitoring, ABDM M1/M2/M3, EHR/EMR/patient portal, integrations, custom solutions, "why
// us" panels) but not its text.
import type { LucideIcon } from "lucide-react";
import { caseStudies, isHealthcare, studyOutcome } from "./case-studies.ts";
import { iconNamed } from "./icons.ts";
import { pageContent } from "./pages.ts";
import { paths } from "./paths.ts";
import type { PageIcon } from "./schemas/icons.ts";
import { testimonials } from "./testimonials.ts";
import { certificationStatuses } from "./trust.ts";

export interface HealthcareItem {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** A "why us" panel also carries a one-line summary, shown while it is collapsed. */
export interface WhyUsPanel extends HealthcareItem {
  summary: string;
}

export interface AbdmMilestone {
  code: "M1" | "M2" | "M3";
  title: string;
  role: string;
  description: string;
  points: readonly string[];
}

export interface IntegrationGroup {
  icon: LucideIcon;
  title: string;
  items: readonly string[];
}

const page = pageContent("healthcare");

/** A card of the file with its pictogram drawn. */
const drawn = <T extends { icon: PageIcon }>(item: T): T & { icon: LucideIcon } => ({
  ...item,
  icon: iconNamed(item.icon),
});

const heading = ({ eyebrow, title, intro }: { eyebrow: string; title: string; intro: string }) => ({
  eyebrow,
  title,
  intro,
});

/**
 * The proof before "Why us" (issue 43): the healthcare and life-sciences case studies (as
 * /case-study groups them), each with its lead result and client; the quotes that name one of
 * them; the certifications by their status. Every fact from its own list, none retyped.
 */
function healthcareProof() {
  const studies = caseStudies.filter(isHealthcare);
  return {
    ...heading(page.proof),
    readStudy: page.proof.readStudy,
    outcomes: studies.map((study) => ({ ...studyOutcome(study), client: study.clientLabel })),
    quote: {
      title: page.proof.quoteTitle,
      sampleLabel: page.proof.sampleLabel,
      items: testimonials.filter((quote) =>
        studies.some((study) => study.slug === quote.caseStudy),
      ),
    },
    certifications: {
      title: page.proof.certificationsTitle,
      items: certificationStatuses,
      trustLink: page.proof.trustLink,
    },
  };
}

/** Copy of the Healthcare page, top to bottom. */
export const healthcarePage = {
  hero: page.hero,
  rpm: {
    ...heading(page.rpm),
    features: page.rpm.features.map(drawn) satisfies readonly HealthcareItem[],
  },
  abdm: {
    ...heading(page.abdm),
    milestones: page.abdm.milestones satisfies readonly AbdmMilestone[],
  },
  records: {
    ...heading(page.records),
    items: page.records.items.map(drawn) satisfies readonly HealthcareItem[],
  },
  integrations: {
    ...heading(page.integrations),
    groups: page.integrations.groups.map(drawn) satisfies readonly IntegrationGroup[],
  },
  custom: {
    ...heading(page.custom),
    items: page.custom.items.map(drawn) satisfies readonly HealthcareItem[],
  },
  proof: healthcareProof(),
  whyUs: {
    ...heading(page.whyUs),
    panels: page.whyUs.panels.map(drawn) satisfies readonly WhyUsPanel[],
  },
  closing: {
    title: page.closing.title,
    description: page.closing.text,
    cta: { label: page.closing.button, href: paths.contact },
  },
};
