// The content entities of spec section 3. Every list in app/content is typed with these,
// so a missing field or a link to a page that does not exist fails to compile.
import type { LucideIcon } from "lucide-react";
import type { ProductEntry } from "./schemas/product.ts";
import type { CaseStudyEntry } from "./schemas/case-study.ts";
import type { JobEntry } from "./schemas/job.ts";
import type { TechChip } from "./technologies.ts";

/** A picture an entry brings, as lib/cover-pictures.ts made it at build time. */
export interface CoverPicture {
  /** AVIF first, then WebP: the browser takes the first it can show */
  sources: ReadonlyArray<{ type: string; srcSet: string }>;
  /** the WebP at its widest, for browsers without <picture> */
  src: string;
  width: number;
  height: number;
  alt: string;
  sizes: string;
}

/** A figure under a quote, word for word as its page states it. */
export interface TestimonialOutcome {
  /** what it measures: "Report Turnaround" */
  title: string;
  /** "3–5 days → Under 1 day" */
  values: string;
  /** "Illustrative" or "Target" when the figure is not measured */
  kindLabel?: string;
}

export interface Testimonial {
  quote: string;
  name: string;
  designation: string;
  /** the client's name when they gave written permission, else its description */
  organization: string;
  /** what changed for the client: the figure of the linked page the quote speaks to */
  outcome: TestimonialOutcome;
  /** the slug of the case study of the work quoted */
  caseStudy?: string;
  /** without a case study, the accelerator the quote is about */
  product?: { slug: string; title: string };
  /** a shipped sample: the slider labels it (a release build refuses it) */
  sample: boolean;
}

export interface ServiceCard {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  /** one of the six services of the home carousel */
  onHome: boolean;
}

export interface Metric {
  percentage: string;
  title: string;
  description: string;
}

/** Accelerator / AI product card; its link is paths.product(slug). */
export type ProductCard = Pick<Product, "slug" | "tag" | "title" | "description" | "cta">;

export interface VerticalCard {
  id: "healthcare" | "education" | "retail";
  title: string;
  description: string;
  icon: LucideIcon;
  /** only Healthcare links onward */
  link?: string;
}

export interface Usp {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** A job opening as its file gives it (schemas/job.ts), with its slug (the file name). */
export type Job = JobEntry & { slug: string };

export type JobSummary = Pick<Job, "slug" | "title" | "location" | "jobType" | "experience">;

/** A case study's card on the list and under "More Case Studies". */
export type CaseStudyCard = Pick<CaseStudy, "slug" | "category" | "title" | "description" | "art"> & {
  /** the study's own cover, made at build time (lib/cover-pictures.ts), when it has one */
  picture?: CoverPicture | undefined;
};

/** Desktop shows the paragraphs; the mobile carousel shows the single summary text. */
export interface FeatureItem {
  title: string;
  paragraphs: readonly string[];
  summary: string;
}

export interface Value {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** A step of a product's "how it works" flow (also labels its diagram). */
export interface ProductStep {
  title: string;
  description: string;
}

/** An accelerator as its file gives it (schemas/product.ts), its icon as a component. */
export type Product = Omit<ProductEntry, "icon"> & { slug: string; icon: LucideIcon };

/** A case study as its file gives it (schemas/case-study.ts), its technologies as chips. */
export type CaseStudy = Omit<CaseStudyEntry, "technologies"> & {
  slug: string;
  technologies: readonly TechChip[];
};
