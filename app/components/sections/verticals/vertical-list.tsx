import { verticals } from "#app/content/verticals.ts";
import { VerticalCard } from "./vertical-card.tsx";

/** The three vertical cards, on the home page and on /verticals. */
export function VerticalList({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {verticals.map((vertical) => (
        <li key={vertical.id}>
          <VerticalCard vertical={vertical} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
