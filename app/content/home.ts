// The home page's words, from content/pages/home.yaml (the editor's "Home"), with the links
// its buttons go to. The cards come from their own lists (services, products, verticals,
// testimonials, jobs).
import { countWord } from "./count-word.ts";
import { caseStudies, studyOutcome } from "./case-studies.ts";
import { clientLabel, clients, clientsShown } from "./clients.ts";
import { FIGURE_KINDS } from "./schemas/figure.ts";
import { certificationStatuses, trustPage } from "./trust.ts";
import { pageContent } from "./pages.ts";
import { paths } from "./paths.ts";
import { products } from "./products.ts";
import { securityPack } from "./security-pack.ts";
import { ENGAGEMENT_ID } from "./services.ts";
import { withCount } from "./schemas/words.ts";

const page = pageContent("home");

export const hero = {
  ...page.hero,
  primaryCta: { label: page.hero.primaryCta, href: paths.contact },
  secondaryCta: { label: page.hero.secondaryCta, href: paths.aiSolutions },
};

export interface SectionCopy {
  eyebrow: string;
  title: string;
  intro: string;
}

export const homeSections = {
  services: page.services,
  accelerators: {
    ...page.accelerators,
    intro: withCount(page.accelerators.intro, countWord(products.length)),
  },
  verticals: page.verticals,
  whyChooseUs: page.whyChooseUs,
  testimonials: page.testimonials,
} satisfies Record<string, SectionCopy>;

/**
 * The proof under the hero (issue 43): three outcomes, one per case study, measured ones first
 * (then targets, then illustrative ones; the list's order within each), each with its study;
 * the clients by what the site may say of them; the certifications by their status.
 */
export function proofOutcomes(count = 3) {
  const rank = (kind: (typeof FIGURE_KINDS)[number]) => FIGURE_KINDS.indexOf(kind);
  return caseStudies
    .map(studyOutcome)
    .toSorted((a, b) => rank(a.figure.kind) - rank(b.figure.kind))
    .slice(0, count);
}

export const proof = {
  ...page.proof,
  outcomes: proofOutcomes(),
  clients: clientsShown(clients).clients.map(clientLabel),
  certifications: certificationStatuses,
  trustHref: paths.trust,
  /** what a hospital can verify before a first call, each where it is kept (no fact retyped) */
  checks: [
    { label: page.proof.checkAccelerators, href: `${paths.trust}#${trustPage.accelerators.id}` },
    { label: page.proof.checkDocuments, href: `${paths.trust}#${securityPack.id}` },
    { label: page.proof.checkSubprocessors, href: `${paths.trust}#${trustPage.subprocessors.id}` },
    { label: page.proof.checkEngagement, href: `${paths.services}#${ENGAGEMENT_ID}` },
  ],
};

export const careersTeaser = { ...page.careers, allOpeningsHref: paths.careers };
