import type { ReactNode } from "react";

interface ScrollLinkProps {
  /** id of the element to scroll to */
  targetId: string;
  className?: string;
  children: ReactNode;
}

/**
 * A plain `#id` link: it works without JavaScript, lands 100 px below the top (the
 * document's scroll-padding-top in app.css, so the fixed navigation never covers it), scrolls smoothly unless the visitor
 * prefers reduced motion (`scroll-behavior`), and moves the keyboard's starting point there.
 */
export function ScrollLink({ targetId, className, children }: ScrollLinkProps) {
  return (
    <a href={`#${targetId}`} className={className}>
      {children}
    </a>
  );
}
