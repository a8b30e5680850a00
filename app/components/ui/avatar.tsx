import { initials } from "#app/lib/initials.ts";
import type { Picture } from "#app/lib/picture.ts";

// a quote's speaker and a post's author in a circle; a team member's card, larger, in a tile
const SIZES = {
  md: "size-14 rounded-full text-lg",
  lg: "size-24 rounded-2xl text-2xl",
} as const;
// on a white card the gradient; beside the author's bio, the quieter brand tint
const TONES = {
  strong: "bg-linear-to-br from-brand to-teal text-white",
  soft: "bg-brand-soft text-brand",
} as const;

interface AvatarProps {
  name: string;
  /** without one, the person's initials stand in, hidden from assistive technology */
  photo?: Picture | undefined;
  /** what the photo shows beyond the name beside it; "" when it adds nothing */
  alt?: string;
  size?: keyof typeof SIZES;
  tone?: keyof typeof TONES;
}

/** Every picture of a person on the site: their photo, or their initials in its place. */
export function Avatar({ name, photo, alt = "", size = "md", tone = "strong" }: AvatarProps) {
  if (photo) {
    return (
      <img
        src={photo.src}
        width={photo.width}
        height={photo.height}
        alt={alt}
        loading="lazy"
        decoding="async"
        className={`${SIZES[size]} shrink-0 object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${SIZES[size]} ${TONES[tone]} flex shrink-0 items-center justify-center font-semibold`}
    >
      {initials(name)}
    </span>
  );
}
