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
