import type { CaseStudyEntry } from "~/content/schemas/case-study.ts";
import { CaseStudyMithraArt } from "./case-study-mithra.tsx";
import { CaseStudyMobileArt } from "./case-study-mobile.tsx";
import { CaseStudyOnlinetestArt } from "./case-study-onlinetest.tsx";
import { CaseStudyQueueArt } from "./case-study-queue.tsx";
import { CaseStudyUbiqvueArt } from "./case-study-ubiqvue.tsx";

const arts: Record<CaseStudyEntry["art"], (props: { className?: string }) => React.JSX.Element> = {
  ubiqvue: CaseStudyUbiqvueArt,
  mithra: CaseStudyMithraArt,
  queue: CaseStudyQueueArt,
  mobile: CaseStudyMobileArt,
  onlinetest: CaseStudyOnlinetestArt,
};

/** Decorative illustration of a case study, shared by its card and its page header. */
export function CaseStudyArt({
  art,
  className,
}: {
  art: CaseStudyEntry["art"];
  className?: string;
}) {
  const Art = arts[art];
  return <Art className={className} />;
}
