import type { ReactNode } from "react";

// The parts every hero drawing repeats: its <svg> frame and its two-colour gradients.

/** A hero drawing's frame: decorative (hidden from assistive technology, never focused), at its own size. */
export function HeroSvg({
  width,
  height,
  className,
  children,
}: {
  width: number;
  height: number;
  className: string;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

/** Where a gradient runs, in the shape's box. */
const DIRECTIONS = {
  diagonal: { x1: "0", y1: "0", x2: "1", y2: "1" },
  across: { x1: "0", y1: "0", x2: "1", y2: "0" },
  down: { x1: "0", y1: "0", x2: "0", y2: "1" },
  up: { x1: "0", y1: "1", x2: "0", y2: "0" },
} as const;

/** A linear gradient from one colour to another (each fully opaque). */
export function Gradient({
  id,
  from,
  to,
  direction = "diagonal",
}: {
  id: string;
  from: string;
  to: string;
  direction?: keyof typeof DIRECTIONS;
}) {
  return (
    <linearGradient id={id} {...DIRECTIONS[direction]}>
      <stop offset="0" stopColor={from} />
      <stop offset="1" stopColor={to} />
    </linearGradient>
  );
}
