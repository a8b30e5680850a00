import type { CaseStudyEntry } from "#app/content/schemas/case-study.ts";
import { CaseStudyMithraArt } from "./case-study-mithra.tsx";
import { CaseStudyMobileArt } from "./case-study-mobile.tsx";
import { CaseStudyOnlinetestArt } from "./case-study-onlinetest.tsx";
import { CaseStudyQueueArt } from "./case-study-queue.tsx";
import { CaseStudyUbiqvueArt } from "./case-study-ubiqvue.tsx";
import { CoverPictureImage, type CoverPicture } from "./cover-picture.tsx";

type Art = NonNullable<CaseStudyEntry["art"]>;

const arts: Record<Art, (props: { className?: string }) => React.JSX.Element> = {
  ubiqvue: CaseStudyUbiqvueArt,
  mithra: CaseStudyMithraArt,
  queue: CaseStudyQueueArt,
  mobile: CaseStudyMobileArt,
  onlinetest: CaseStudyOnlinetestArt,
};

/**
 * A case study's picture on its card and its page header: its own cover when it brings one
 * (with its alt text), else its decorative hand-drawn illustration.
 */
export function CaseStudyArt({
  art,
  cover,
  className,
  priority,
}: {
  art: CaseStudyEntry["art"];
  cover?: CoverPicture | undefined;
  className?: string;
  priority?: boolean;
}) {
  if (cover) return <CoverPictureImage picture={cover} className={className} priority={priority} />;
  if (!art) throw new Error("A case study without a cover names an illustration (art)");
  const Art = arts[art];
  return <Art className={className} />;
}
