import type { MouseEvent, ReactNode } from "react";

interface ScrollLinkProps {
  /** id of the element to scroll to */
  targetId: string;
  /** distance kept between the viewport top and the target (the fixed nav is 80px) */
  offset: number;
  className?: string;
  children: ReactNode;
}

/**
 * A plain `#id` link, so it works before hydration and without JavaScript; with JavaScript it
 * scrolls to the target with an exact offset instead of the global scroll padding, and moves
 * focus to the target's heading so keyboard users continue from there.
 */
export function ScrollLink({ targetId, offset, className, children }: ScrollLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({
      top: target.getBoundingClientRect().top + window.scrollY - offset,
      behavior: reduceMotion ? "instant" : "smooth",
    });
    const heading = target.querySelector<HTMLElement>("h2, h3") ?? target;
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }

  return (
    <a href={`#${targetId}`} className={className} onClick={handleClick}>
      {children}
    </a>
  );
}
