import { ArtFile } from "#app/components/art/art-file.tsx";
import { TechLogo } from "#app/components/ui/brand-icons.tsx";
import type { TechChip } from "#app/content/technologies.ts";

/**
 * Technology logos from simple-icons, each with its name written out beside it (so the logo is
 * decorative, `alt=""`), at icon size (a glyph without its wordmark, brand-icons.tsx), each from its own file (art-file.tsx): a logo's path is up to 5 kB
 * that compresses poorly, and the list sits below the page's header.
 */
export function TechStack({ items, label }: { items: readonly TechChip[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((chip) => (
        <li
          key={chip.title}
          className="inline-flex min-h-11 items-center gap-2.5 rounded-full border border-line bg-white py-1.5 pr-4 pl-1.5 text-sm font-medium text-ink"
        >
          <span className="inline-flex size-8 items-center justify-center rounded-full bg-surface">
            <ArtFile width={16} height={16} alt="" className="size-4">
              <TechLogo mark={chip.icon} />
            </ArtFile>
          </span>
          {chip.title}
        </li>
      ))}
    </ul>
  );
}
