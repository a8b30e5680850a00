import type { ComponentType } from "react";
import type { ProductEntry } from "#app/content/schemas/product.ts";
import type { ArtPaint } from "./art-paint.ts";
import { AcuMedArt } from "./product-acumed-art.tsx";
import { MediCodeArt } from "./product-medicode-art.tsx";
import { PrecisionPaArt } from "./product-precision-pa-art.tsx";
import { RegDocArt } from "./product-regdoc-art.tsx";
import { CoverPictureImage, type CoverPicture } from "./cover-picture.tsx";
import { HeroSvg, Gradient } from "./art-parts.tsx";

const arts: Record<NonNullable<ProductEntry["art"]>, ComponentType<{ paint: ArtPaint }>> = {
  "acumed-ai": AcuMedArt,
  "medi-code-gen": MediCodeArt,
  "reg-doc-gen": RegDocArt,
  "precision-pa": PrecisionPaArt,
};

/**
 * Decorative diagram of a product (a chart becoming a recommendation, a note becoming
 * codes, sources becoming a report, a request moving through a prior-auth pipeline).
 * The page text says the same thing, so the art is hidden from assistive technology.
 * A product that brings its own picture (`cover`) shows that instead, with its alt text.
 */
export function ProductArt({
  art,
  cover,
  slug,
  className = "",
  priority,
}: {
  art: ProductEntry["art"];
  cover?: CoverPicture | undefined;
  /** the product's, so that its paint ids are its own when several share a page */
  slug: string;
  className?: string;
  priority?: boolean;
}) {
  if (cover) {
    return (
      <CoverPictureImage
        picture={cover}
        priority={priority}
        className={`aspect-[6/5] rounded-[2rem] ${className}`}
      />
    );
  }
  if (!art) throw new Error(`The product ${slug} names no diagram (art) and has no cover`);
  const Inner = arts[art];
  const id = `art-${slug}`;
  return (
    <HeroSvg width={480} height={400} className={className}>
      <defs>
        <Gradient id={`${id}-bg`} from="#eef0ff" to="#e6f6f4" />
        <Gradient id={`${id}-accent`} from="#4338ca" to="#0d9488" direction="across" />
        {/* the whole picture is the shadow's region, in its own units: a region relative to
            each shape (the default) cut the blur of small shapes, such as PrecisionPA's request
            in transit, into a square */}
        <filter
          id={`${id}-shadow`}
          filterUnits="userSpaceOnUse"
          x="0"
          y="0"
          width="480"
          height="400"
        >
          <feDropShadow dx="0" dy="10" stdDeviation="12" floodColor="#0b1b33" floodOpacity="0.12" />
        </filter>
        <clipPath id={`${id}-frame`}>
          <rect x="8" y="8" width="464" height="384" rx="36" />
        </clipPath>
      </defs>
      <rect x="8" y="8" width="464" height="384" rx="36" fill={`url(#${id}-bg)`} />
      <g clipPath={`url(#${id}-frame)`}>
        <circle cx="408" cy="72" r="112" fill="#4338ca" opacity="0.05" />
        <circle cx="72" cy="344" r="88" fill="#0d9488" opacity="0.06" />
      </g>
      <Inner paint={{ accent: `url(#${id}-accent)`, shadow: `url(#${id}-shadow)`, id }} />
    </HeroSvg>
  );
}
