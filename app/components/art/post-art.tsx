import type { ReactElement } from "react";
import { CASE_STUDY_ART } from "#app/content/schemas/case-study.ts";
import { NEUTRAL_POST_ART, type PostEntry } from "#app/content/schemas/post.ts";
import { ArtFile } from "./art-file.tsx";
import { CaseStudyArt } from "./case-study-art.tsx";
import { CoverPictureImage, type CoverPicture } from "./cover-picture.tsx";
import { PostNeutralArt } from "./post-neutral-art.tsx";
import { ProductArt } from "./product-art.tsx";

const isCaseStudyArt = (art: string): art is (typeof CASE_STUDY_ART)[number] =>
  (CASE_STUDY_ART as readonly string[]).includes(art);

/**
 * A post's picture: its own cover (with its alt text), else one of the site's decorative
 * drawings, the neutral one or a case study's or an accelerator's, drawn in an 8:5 frame,
 * inline or from its file (`fromFile`, below the fold: art-file.tsx).
 */
export function PostArt({
  slug,
  art,
  cover,
  className = "",
  priority,
  fromFile = false,
}: {
  slug: string;
  art: PostEntry["art"];
  cover?: CoverPicture | undefined;
  className?: string;
  priority?: boolean;
  fromFile?: boolean;
}) {
  if (cover) return <CoverPictureImage picture={cover} priority={priority} className={className} />;
  if (!art) throw new Error(`The post ${slug} names no illustration (art) and has no cover`);
  // a drawing in the 8:5 frame: inline with the frame's classes, or from its file
  const framed = (draw: (className?: string) => ReactElement) =>
    fromFile ? (
      <ArtFile width={400} height={250} alt="" className={`object-cover ${className}`}>
        {draw()}
      </ArtFile>
    ) : (
      draw(className)
    );
  if (art === NEUTRAL_POST_ART) return framed((frame) => <PostNeutralArt className={frame} />);
  if (isCaseStudyArt(art)) return framed((frame) => <CaseStudyArt art={art} className={frame} />);
  const product = <ProductArt art={art} slug={`post-${slug}`} className="block h-full w-full" />;
  // the frame continues the drawing's own gradient (brand-soft to teal-soft, product-art.tsx),
  // so the 6:5 drawing in an 8:5 frame reads as one picture, as a case study's drawing does,
  // not as a card inside a card
  return (
    <div
      className={`flex items-center justify-center bg-linear-to-br from-brand-soft to-teal-soft ${className}`}
    >
      {fromFile ? (
        // the drawing's own "meet" is the image's object-contain
        <ArtFile width={480} height={400} alt="" className="block h-full w-full object-contain">
          {product}
        </ArtFile>
      ) : (
        product
      )}
    </div>
  );
}
