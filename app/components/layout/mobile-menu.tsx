import { ChevronLeft, ChevronRight, Menu, X } from "lucide-react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import {
  contactNav,
  currentLink,
  mainNav,
  type NavGroupItem,
  type NavLinkItem,
} from "#app/content/navigation.ts";
import { isActivePath } from "#app/content/paths.ts";

import { MOBILE_MENU_ID } from "#app/lib/overlay-ids.ts";
const subPanelId = (label: string) => `${MOBILE_MENU_ID}-${label.toLowerCase()}`;

const rowBase = "flex min-h-12 w-full rounded-lg px-3 text-lg font-medium hover:bg-surface";
const rowClasses = `${rowBase} items-center justify-between`;
/** a row with a line under its label (an accelerator's field) */
const tallRowClasses = `${rowBase} flex-col justify-center py-1.5`;
const panelClasses =
  "mobile-panel fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none border-0 bg-white p-0 text-ink shadow-raised";
const iconButton = "inline-flex size-11 items-center justify-center rounded-full hover:bg-surface";

/** The hamburger in the bar; it opens the panel natively (popover), no script needed. */
export function MobileMenuButton() {
  return (
    <button
      type="button"
      aria-label="Open menu"
      aria-haspopup="dialog"
      popoverTarget={MOBILE_MENU_ID}
      data-popover-invoker=""
      className={`${iconButton} text-ink nav:hidden`}
    >
      <Menu aria-hidden="true" className="size-6" />
    </button>
  );
}

function MenuLink({ item, active }: { item: NavLinkItem; active: boolean }) {
  return (
    <a
      href={item.href}
      aria-current={active ? "page" : undefined}
      className={`${item.description ? tallRowClasses : rowClasses} ${active ? "text-brand" : "text-ink"}`}
    >
      <span
        className={
          active
            ? `underline decoration-2 ${item.description ? "underline-offset-4" : "underline-offset-8"}`
            : undefined
        }
      >
        {item.label}
      </span>
      {/* a space the flex column hides: the link's name is "AcuMed AI Clinical Decision Support" */}
      {item.description && " "}
      {item.description && (
        <span className="text-sm font-normal text-muted">{item.description}</span>
      )}
    </a>
  );
}

/** A group's links in its sub-panel: its own, each sub-group under its sub-heading, then the rest. */
function GroupLinks({ group, currentPath }: { group: NavGroupItem; currentPath: string }) {
  const current = currentLink(group, currentPath);
  const links = (items: readonly NavLinkItem[]) =>
    items.map((link) => (
      <li key={link.href}>
        <MenuLink item={link} active={link.href === current} />
      </li>
    ));
  return (
    <>
      <ul>{links(group.items)}</ul>
      {group.subgroups.map((subgroup) => {
        // the desktop menu holds the same sub-heading: each needs an id of its own
        const id = `${subPanelId(group.label)}-${subgroup.id}`;
        return (
          <div key={subgroup.id} className="mt-3 border-t border-line pt-3">
            <p
              id={id}
              className="px-3 pb-1 text-sm font-semibold tracking-wide text-muted uppercase"
            >
              {subgroup.label}
            </p>
            <ul aria-labelledby={id}>{links(subgroup.items)}</ul>
          </div>
        );
      })}
      {group.after.length > 0 && (
        <ul className="mt-3 border-t border-line pt-3">{links(group.after)}</ul>
      )}
    </>
  );
}

function PanelHeader({ back, closeTarget }: { back?: string; closeTarget: string }) {
  return (
    <div className="flex h-20 items-center justify-between border-b border-line px-5">
      {back ? (
        <button
          type="button"
          // the sub-panel covers the button that opened it: the browser moves focus here when
          // it opens (a popover's autofocus, no script needed) and back to that button when it
          // closes; nothing is focused on page load, since the sub-panel is hidden then
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          popoverTarget={back}
          popoverTargetAction="hide"
          className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-medium text-brand"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
          Back
        </button>
      ) : (
        <span />
      )}
      <button
        type="button"
        aria-label="Close menu"
        popoverTarget={closeTarget}
        popoverTargetAction="hide"
        className={iconButton}
      >
        <X aria-hidden="true" className="size-6" />
      </button>
    </div>
  );
}

/**
 * Slide-in panel (a native popover: Escape and a tap outside close it) with one sub-panel per
 * group, nested inside it so opening the sub-panel keeps the panel open and Back returns.
 */
export function MobileMenu({ currentPath }: { currentPath: string }) {
  return (
    <div
      id={MOBILE_MENU_ID}
      popover="auto"
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${MOBILE_MENU_ID}-title`}
      className={panelClasses}
    >
      <div className="flex h-full flex-col">
        <PanelHeader closeTarget={MOBILE_MENU_ID} />
        <h2 id={`${MOBILE_MENU_ID}-title`} className="sr-only">
          Menu
        </h2>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto p-4">
          <ul>
            {mainNav.map((item) => (
              <li key={item.label}>
                {item.kind === "group" ? (
                  <>
                    <button
                      type="button"
                      popoverTarget={subPanelId(item.label)}
                      data-popover-invoker=""
                      className={`${rowClasses} text-ink`}
                    >
                      {item.label}
                      <ChevronRight aria-hidden="true" className="size-5 text-muted" />
                    </button>
                    <div
                      id={subPanelId(item.label)}
                      popover="auto"
                      className={`${panelClasses} shadow-none`}
                    >
                      <PanelHeader back={subPanelId(item.label)} closeTarget={MOBILE_MENU_ID} />
                      <nav aria-label={`${item.label} menu`} className="p-4">
                        <p className="px-3 pb-2 text-sm font-semibold tracking-wide text-muted uppercase">
                          {item.label}
                        </p>
                        <GroupLinks group={item} currentPath={currentPath} />
                      </nav>
                    </div>
                  </>
                ) : (
                  <MenuLink item={item} active={isActivePath(item.href, currentPath)} />
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-line p-5">
          <a href={contactNav.href} className={`${buttonClasses("primary", "lg")} w-full`}>
            {contactNav.label}
          </a>
        </div>
      </div>
    </div>
  );
}
