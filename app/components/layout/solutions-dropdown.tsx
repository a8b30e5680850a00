import { ChevronDown } from "lucide-react";
import type { NavGroupItem } from "#app/content/navigation.ts";
import { isActivePath } from "#app/content/paths.ts";

import { SOLUTIONS_MENU_ID } from "#app/lib/overlay-ids.ts";

/**
 * Desktop disclosure menu as a native popover: click, Enter or Space open it; Escape and an
 * outside click close it and focus returns to the button, with or without JavaScript.
 */
export function SolutionsDropdown({
  group,
  currentPath,
}: {
  group: NavGroupItem;
  currentPath: string;
}) {
  const active = group.items.some((item) => isActivePath(item.href, currentPath));
  return (
    <>
      <button
        type="button"
        popoverTarget={SOLUTIONS_MENU_ID}
        data-popover-invoker=""
        className={`solutions-toggle inline-flex min-h-11 items-center gap-1 px-3 text-[0.95rem] font-medium transition-colors hover:text-brand ${active ? "text-brand underline decoration-2 underline-offset-8" : "text-ink"}`}
      >
        {group.label}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform duration-200" />
      </button>
      <div
        id={SOLUTIONS_MENU_ID}
        popover="auto"
        className="solutions-menu w-64 rounded-card border border-line bg-white p-2 shadow-raised"
      >
        <ul>
          {group.items.map((item) => {
            const current = isActivePath(item.href, currentPath);
            return (
              <li key={item.href}>
                <a
                  href={item.href}
                  aria-current={current ? "page" : undefined}
                  className={`flex min-h-11 items-center rounded-lg px-3 text-sm font-medium hover:bg-surface ${current ? "text-brand underline decoration-2 underline-offset-4" : "text-ink"}`}
                >
                  {item.label}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
