// The picture's type is content's (app/content/types.ts): entries carry it, this shows it.
import type { CoverPicture } from "#app/content/types.ts";

export type { CoverPicture };

interface CoverPictureProps {
  picture: CoverPicture;
  className?: string;
  /** the page header's picture is likely the largest paint: fetch it first */
  priority?: boolean;
}

/** Fills its frame (the illustrations' 8:5) without distortion. */
export function CoverPictureImage({
  picture,
  className = "",
  priority = false,
}: CoverPictureProps) {
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={picture.sizes} />
      ))}
      <img
        src={picture.src}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
        className={`object-cover ${className}`}
      />
    </picture>
  );
}
