import { ChevronDown } from "lucide-react";
import { currentLink, type NavGroupItem, type NavLinkItem } from "#app/content/navigation.ts";

import { SOLUTIONS_MENU_ID } from "#app/lib/overlay-ids.ts";

function MenuItem({ item, current }: { item: NavLinkItem; current: boolean }) {
  return (
    <li>
      <a
        href={item.href}
        aria-current={current ? "page" : undefined}
        className={`flex min-h-11 flex-col justify-center rounded-lg px-3 py-1.5 text-sm font-medium hover:bg-surface ${current ? "text-brand" : "text-ink"}`}
      >
        <span className={current ? "underline decoration-2 underline-offset-4" : undefined}>
          {item.label}
        </span>
        {/* a space the flex column hides: the link's name is "AcuMed AI Clinical Decision Support" */}
        {item.description && " "}
        {item.description && (
          <span className="text-xs font-normal text-muted">{item.description}</span>
        )}
      </a>
    </li>
  );
}

/**
 * Desktop disclosure menu as a native popover: click, Enter or Space open it; Escape and an
 * outside click close it and focus returns to the button, with or without JavaScript. The
 * group's own links come first; a sub-group (the accelerators) follows under its sub-heading,
 * then the links after it (Trust & Security) below a rule.
 */
export function SolutionsDropdown({
  group,
  currentPath,
}: {
  group: NavGroupItem;
  currentPath: string;
}) {
  const current = currentLink(group, currentPath);
  const active = current !== undefined;
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
        className="solutions-menu w-72 rounded-card border border-line bg-white p-2 shadow-raised"
      >
        <ul>
          {group.items.map((item) => (
            <MenuItem key={item.href} item={item} current={item.href === current} />
          ))}
        </ul>
        {group.subgroups.map((subgroup) => (
          <div key={subgroup.id} className="mt-2 border-t border-line pt-2">
            <p
              id={subgroup.id}
              className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-muted uppercase"
            >
              {subgroup.label}
            </p>
            <ul aria-labelledby={subgroup.id}>
              {subgroup.items.map((item) => (
                <MenuItem key={item.href} item={item} current={item.href === current} />
              ))}
            </ul>
          </div>
        ))}
        {group.after.length > 0 && (
          <ul className="mt-2 border-t border-line pt-2">
            {group.after.map((item) => (
              <MenuItem key={item.href} item={item} current={item.href === current} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
