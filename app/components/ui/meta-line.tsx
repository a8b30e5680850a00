import type { ReactNode } from "react";

/**
 * A line of facts ("Published 27 October 2026 · 5 min read") whose "·" never dangles where the
 * line wraps: each part after the first carries its dot in the gap before it, and the part
 * that starts a line has its dot cut off (the parts are pulled left by the gap inside a box
 * that clips them). A part wraps as a unit. The dots are drawn by CSS and not read aloud.
 */
export function MetaLine({
  parts,
  className = "",
  as: Line = "p",
}: {
  parts: ReactNode[];
  className?: string;
  /** a span (shown as a block) inside phrasing content, such as a link */
  as?: "p" | "span";
}) {
  return (
    <Line className={`block overflow-hidden text-sm text-muted ${className}`}>
      <span className="-ml-4 flex flex-wrap gap-y-1">
        {parts.map((part, index) => (
          <span
            key={index}
            className="relative pl-4 before:absolute before:left-0 before:w-4 before:text-center before:content-['·'_/_'']"
          >
            {part}
          </span>
        ))}
      </span>
    </Line>
  );
}
