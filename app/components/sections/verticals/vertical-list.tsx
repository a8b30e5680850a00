import { verticals } from "#app/content/verticals.ts";
import { VerticalCard } from "./vertical-card.tsx";

/**
 * The three vertical cards, on the home page and on /verticals, healthcare first (issue 43):
 * healthcare and life sciences featured across the width, education and retail in one compact
 * row under it. The spec's three cards and words stay; only order, size and grouping change.
 */
export function VerticalList({
  headingLevel = 3,
  linkLabel,
  label,
}: {
  headingLevel?: 2 | 3;
  linkLabel?: string;
  /** the list's name for screen readers */
  label?: string;
}) {
  return (
    <ul aria-label={label} className="grid gap-6 md:grid-cols-2">
      {verticals.map((vertical, index) => (
        <li key={vertical.id} className={index === 0 ? "md:col-span-2" : undefined}>
          <VerticalCard
            vertical={vertical}
            headingLevel={headingLevel}
            linkLabel={linkLabel}
            variant={index === 0 ? "featured" : "compact"}
          />
        </li>
      ))}
    </ul>
  );
}
