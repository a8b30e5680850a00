import type { ReactNode } from "react";

/** The pill above a page's main heading ("AI for healthcare and life sciences", "Case Study"). */
export function HeroBadge({ children }: { children: ReactNode }) {
  return (
    <p className="inline-flex items-center gap-2 rounded-full border border-brand/15 bg-white/80 px-4 py-1.5 text-sm font-medium text-brand shadow-sm">
      {children}
    </p>
  );
}
