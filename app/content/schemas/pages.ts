// Every page's content file (content/pages/<page>.yaml): the facts every page has (page.ts)
// and the words of its sections (pages/<page>.ts), in the editor under the page's name.
// A page without words of its own declared here is a basic page: a heading and paragraphs.
import { z } from "zod";
import { pageFacts, pageHead, unlistedPageHead } from "./page.ts";
import { aboutWords } from "./pages/about.ts";
import { accessibilityWords } from "./pages/accessibility.ts";
import { aiSolutionsWords } from "./pages/ai-solutions.ts";
import { careersWords } from "./pages/careers.ts";
import { caseStudiesWords } from "./pages/case-studies.ts";
import { contactWords } from "./pages/contact.ts";
import {
  applicationSentWords,
  contactSentWords,
  documentRequestSentWords,
  formProblemWords,
} from "./pages/form-results.ts";
import { healthcareWords } from "./pages/healthcare.ts";
import { homeWords } from "./pages/home.ts";
import { insightsWords } from "./pages/insights.ts";
import { legalWords } from "./pages/legal.ts";
import { notFoundWords } from "./pages/not-found.ts";
import { privacyWords } from "./pages/privacy.ts";
import { servicesWords } from "./pages/services.ts";
import { trustWords } from "./pages/trust.ts";
import { verticalsWords } from "./pages/verticals.ts";
import { group, line, paragraphs, type Word } from "./words.ts";

type Shape = Record<string, Word>;

const basicWords = {
  hero: group("Introduction", {
    eyebrow: line("Small label above the heading"),
    title: line("Heading"),
    intro: paragraphs("Paragraphs"),
  }),
};

interface PageForm {
  /** the page's name in the editor */
  label: string;
  words: Shape;
  /** a page search engines do not list (404, a form's result): no share picture */
  unlisted?: true;
}

/** The pages with words of their own, in the editor's order (the site's). */
export const pageForms = {
  home: { label: "Home", words: homeWords },
  services: { label: "Services", words: servicesWords },
  "ai-solutions": { label: "Generative AI Solutions", words: aiSolutionsWords },
  verticals: { label: "Verticals", words: verticalsWords },
  healthcare: { label: "Healthcare", words: healthcareWords },
  "case-studies": { label: "Case Studies", words: caseStudiesWords },
  about: { label: "About", words: aboutWords },
  insights: { label: "Insights", words: insightsWords },
  careers: { label: "Careers", words: careersWords },
  contact: { label: "Contact", words: contactWords },
  "contact-sent": {
    label: "Message sent (without scripts)",
    words: contactSentWords,
    unlisted: true,
  },
  "application-sent": {
    label: "Application sent (without scripts)",
    words: applicationSentWords,
    unlisted: true,
  },
  "document-request-sent": {
    label: "Document request sent (without scripts)",
    words: documentRequestSentWords,
    unlisted: true,
  },
  "form-problem": {
    label: "Form problem (without scripts)",
    words: formProblemWords,
    unlisted: true,
  },
  "not-found": { label: "Page not found (404)", words: notFoundWords, unlisted: true },
  privacy: { label: "Privacy notice", words: privacyWords },
  legal: { label: "Legal notice", words: legalWords },
  trust: { label: "Trust and security", words: trustWords },
  accessibility: { label: "Accessibility statement", words: accessibilityWords },
} satisfies Record<string, PageForm>;

export type PageKey = keyof typeof pageForms;

const formOf = (key: string): PageForm | undefined =>
  key in pageForms ? (pageForms as Record<string, PageForm>)[key] : undefined;

/**
 * A page file's fields: the developer's facts, the sections in the page's order, then how
 * the page appears in search results and shared links.
 */
export function pageShape(key: string): Shape {
  const form = formOf(key);
  return {
    ...pageFacts,
    ...(form?.words ?? basicWords),
    ...(form?.unlisted ? unlistedPageHead : pageHead),
  };
}

const toZod = (shape: Shape) =>
  z.strictObject(Object.fromEntries(Object.entries(shape).map(([k, word]) => [k, word.zod])));

export const pageSchema = (key: string) => toZod(pageShape(key));

type Zods<S extends Shape> = { [K in keyof S]: S[K]["zod"] };
type FileOf<S extends Shape> = z.output<
  z.ZodObject<Zods<typeof pageFacts> & Zods<typeof pageHead> & Zods<S>>
>;
type Head = FileOf<Record<never, Word>>["head"];

type Facts = FileOf<Record<never, Word>>;
/** The facts every page file has; an unlisted page's have no share picture and no menus. */
export type PageFacts = Omit<Facts, "head" | "menus"> & {
  head: Omit<Head, "share"> & { share?: Head["share"] };
  menus?: Facts["menus"];
};
/** What content/pages/<key>.yaml holds, typed. */
export type PageFile<K extends PageKey> = PageFacts & FileOf<(typeof pageForms)[K]["words"]>;
export type BasicPageFile = PageFacts & FileOf<typeof basicWords>;
