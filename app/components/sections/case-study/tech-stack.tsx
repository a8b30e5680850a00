import type { TechChip } from "#app/content/types.ts";

/** Technology logos from simple-icons, each with its name written out beside it. */
export function TechStack({ items, label }: { items: readonly TechChip[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((chip) => (
        <li
          key={chip.title}
          className="inline-flex min-h-11 items-center gap-2.5 rounded-full border border-line bg-white py-1.5 pr-4 pl-1.5 text-sm font-medium text-ink"
        >
          <span className="inline-flex size-8 items-center justify-center rounded-full bg-surface">
            <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" focusable="false">
              <path fill={`#${chip.icon.hex}`} d={chip.icon.path} />
            </svg>
          </span>
          {chip.title}
        </li>
      ))}
    </ul>
  );
}
