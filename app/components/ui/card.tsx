import type { ComponentProps } from "react";

/** One radius, one border, one shadow for every card of the site. */
export const cardClasses = "card rounded-card border border-line bg-white shadow-card";

export function Card({ className = "", ...props }: ComponentProps<"div">) {
  return <div {...props} className={`${cardClasses} ${className}`} />;
}
