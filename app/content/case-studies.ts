// The case studies: one YAML file each in content/case-studies/ (see docs/editing.md), read
// through the collection's schema (schemas/case-study.ts), listed by their `order`.
import { clientLabel, clients, type Client } from "./clients.ts";
import { checkCoverFiles, checkReferences, loadCollection } from "./load.ts";
import { pageContent } from "./pages.ts";
import { paths } from "./paths.ts";
import { products } from "./products.ts";
import { caseStudySchema } from "./schemas/case-study.ts";
import { FIGURE_KINDS } from "./schemas/figure.ts";
import { tech } from "./technologies.ts";
import type { CaseStudy, CaseStudyCard } from "./types.ts";

const entries = loadCollection("case-studies", caseStudySchema).toSorted(
  (a, b) => a.order - b.order || a.title.localeCompare(b.title),
);
const slugs = entries.map((entry) => entry.slug);
// "More Case Studies" names three other studies
checkReferences(
  entries,
  "more",
  (entry) => entry.more,
  (entry) => slugs.filter((slug) => slug !== entry.slug),
);
// "Accelerators Used" names products
const productSlugs = products.map((product) => product.slug);
checkReferences(
  entries,
  "accelerators",
  (entry) => entry.accelerators ?? [],
  () => productSlugs,
);

// the client is one of the clients (its description is written there, once)
checkReferences(
  entries,
  "client",
  (entry) => [entry.client],
  () => clients.map((client) => client.slug),
);

checkCoverFiles(entries);

type Result = CaseStudy["results"][number];

/**
 * A study's lead result (issue 43): its first measured result, else its first target, else its
 * first (the home proof's order of kinds); with its number among the results, which is its
 * note's on the study's page (`#result-note-<n>`).
 */
export function leadResult(study: Pick<CaseStudy, "results">): { result: Result; note: number } {
  const rank = (kind: Result["kind"]) => FIGURE_KINDS.indexOf(kind);
  const result = study.results.toSorted((a, b) => rank(a.kind) - rank(b.kind))[0]!;
  return { result, note: study.results.indexOf(result) + 1 };
}

/**
 * A study's lead result as an outcome card shows it (the home proof, the healthcare page):
 * the study it links to, the figure, and the number of its note on the study's page.
 */
export function studyOutcome(study: Pick<CaseStudy, "slug" | "title" | "results">) {
  const { result, note } = leadResult(study);
  return {
    study: { slug: study.slug, title: study.title },
    figure: { ...result, value: result.result },
    note,
  };
}

/** What a study's card on /case-study adds (issue 43): its lead result and its client as shown. */
export interface CardProof {
  /** the lead result as a figure shows it (ui/figure.tsx) */
  lead: Result & { value: string };
  /** the client as the site may name it: the name with permission, else the description */
  clientLabel: string;
}

/** Every case study, in list order, with its file for the release check. */
export const caseStudies: readonly (CaseStudy & CardProof & { file: string })[] = entries.map(
  (entry) => {
    return {
      ...entry,
      technologies: entry.technologies.map((key) => tech[key]),
      lead: studyOutcome(entry).figure,
      clientLabel: clientLabel(clients.find((client) => client.slug === entry.client)!),
    };
  },
);

const page = pageContent("case-studies");

/** Copy of the /case-study list page (content/pages/case-studies.yaml). */
export const caseStudiesPage = {
  ...page.hero,
  metaDescription: page.head.description,
  /** the list's name for screen readers, and the words at the foot of every card */
  list: page.list,
  /** the invitation that closes the list */
  closing: {
    title: page.closing.title,
    text: page.closing.text,
    cta: { label: page.closing.button, href: paths.contact },
  },
};

/** The words every case study's page shares. */
export const caseStudyPage = page.caseStudyPage;

/**
 * The heading over a study's results, chosen from their kinds (issue 43): "Results at a
 * Glance" reads as a claim, so it stands only over a measured result; when every result is a
 * target or illustrative the owner's second heading ("What a Pilot Measures") stands instead.
 */
export function resultsHeading(results: readonly Pick<Result, "kind">[]) {
  const words = caseStudyPage.results;
  const measured = results.some((result) => result.kind === "measured");
  return measured
    ? { eyebrow: words.eyebrow, title: words.title, pilot: false }
    : { eyebrow: words.pilotEyebrow, title: words.pilotTitle, pilot: true };
}

/** Looks a study up by its URL slug, ignoring case (links may use mixed case). */
export function findCaseStudy(slug: string | undefined): CaseStudy | undefined {
  const wanted = slug?.toLowerCase();
  return caseStudies.find((study) => study.slug === wanted);
}

/** The client a study picks (checked above, so always found). */
export function clientOf(study: Pick<CaseStudy, "client">): Client {
  return clients.find((client) => client.slug === study.client)!;
}

export function caseStudyCard(slug: string): CaseStudyCard {
  const study = caseStudies.find((candidate) => candidate.slug === slug);
  if (!study) throw new Error(`Unknown case study: ${slug}`);
  const { category, title, description, art } = study;
  return { slug, category, title, description, art };
}

/** The studies that used an accelerator ("In Use At" on its page), in list order. */
export function caseStudiesUsing(productSlug: string): CaseStudyCard[] {
  return caseStudies
    .filter((study) => study.accelerators?.includes(productSlug))
    .map((study) => caseStudyCard(study.slug));
}

/** The industries the site leads with (issue 43: healthcare first). */
export const HEALTHCARE_INDUSTRIES: readonly string[] = ["Healthcare", "Life Sciences"];

/** Whether a study is a healthcare or life-sciences one (the site's first sector). */
export const isHealthcare = (study: Pick<CaseStudy, "industry">): boolean =>
  HEALTHCARE_INDUSTRIES.includes(study.industry);

/** A study's sector: healthcare and life sciences are one; any other industry is its own. */
const sectorOf = (study: Pick<CaseStudy, "industry">): string =>
  isHealthcare(study) ? "healthcare" : study.industry;

/**
 * The three "More Case Studies" of a study: the other studies of its sector first (issue 43: a
 * hospital reading a cardiac study sees healthcare and life sciences next), then the owner's
 * picks in their order.
 */
export function moreFor(study: Pick<CaseStudy, "slug" | "industry" | "more">): string[] {
  const sameSector = caseStudies
    .filter((other) => other.slug !== study.slug && sectorOf(other) === sectorOf(study))
    .map((other) => other.slug);
  return [...new Set([...sameSector, ...study.more])].slice(0, study.more.length);
}

/** The /case-study list in two groups, each in list order: healthcare first, then the others. */
export function caseStudyGroups<S extends Pick<CaseStudy, "industry">>(list: readonly S[]) {
  const healthcare = list.filter(isHealthcare);
  const other = list.filter((study) => !isHealthcare(study));
  return [
    { id: "healthcare", title: page.list.healthcare, studies: healthcare },
    { id: "other", title: page.list.other, studies: other },
  ].filter((group) => group.studies.length > 0);
}
