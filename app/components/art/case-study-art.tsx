import type { CaseStudySlug } from "~/content/paths.ts";
import { CaseStudyMithraArt } from "./case-study-mithra.tsx";
import { CaseStudyMobileArt } from "./case-study-mobile.tsx";
import { CaseStudyOnlinetestArt } from "./case-study-onlinetest.tsx";
import { CaseStudyQueueArt } from "./case-study-queue.tsx";
import { CaseStudyUbiqvueArt } from "./case-study-ubiqvue.tsx";

const arts: Record<CaseStudySlug, (props: { className?: string }) => React.JSX.Element> = {
  ubiqvue: CaseStudyUbiqvueArt,
  mithra: CaseStudyMithraArt,
  queue: CaseStudyQueueArt,
  mobile: CaseStudyMobileArt,
  onlinetest: CaseStudyOnlinetestArt,
};

/** Decorative illustration of a case study, shared by its card and its page header. */
export function CaseStudyArt({ slug, className }: { slug: CaseStudySlug; className?: string }) {
  const Art = arts[slug];
  return <Art className={className} />;
}
