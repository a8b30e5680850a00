import { ChevronLeft, ChevronRight, Menu, X } from "lucide-react";
import { useState, type MouseEvent } from "react";
import { NavLink, useNavigate } from "react-router";
import { buttonClasses } from "~/components/ui/button.tsx";
import { Modal } from "~/components/ui/modal.tsx";
import { contactNav, mainNav, type NavLinkItem } from "~/content/navigation.ts";
import { useHistoryDismiss } from "~/lib/use-history-dismiss.ts";

const rowClasses =
  "flex min-h-12 w-full items-center justify-between rounded-lg px-3 text-lg font-medium hover:bg-surface";

/** Hamburger and slide-in panel below the desktop breakpoint. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [submenu, setSubmenu] = useState<string | null>(null);
  const navigate = useNavigate();
  const close = () => {
    setOpen(false);
    setSubmenu(null);
  };
  const { dismiss, dismissForNavigation } = useHistoryDismiss("mobile-menu", open, close);

  const follow = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const replace = dismissForNavigation();
    void navigate(href, { replace });
  };

  const renderLink = (item: NavLinkItem) => (
    <NavLink
      to={item.href}
      onClick={(event) => follow(event, item.href)}
      className={({ isActive }) =>
        `${rowClasses} ${isActive ? "text-brand underline decoration-2 underline-offset-8" : "text-ink"}`
      }
    >
      {item.label}
    </NavLink>
  );

  const group = mainNav.find((item) => item.kind === "group" && item.label === submenu);

  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface nav:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <Modal
        open={open}
        onRequestClose={dismiss}
        labelledBy="mobile-menu-title"
        className="mobile-panel fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none bg-white p-0 text-ink shadow-raised backdrop:bg-ink/40"
      >
        <div className="flex h-full flex-col">
          <div className="flex h-20 items-center justify-between border-b border-line px-5">
            {group ? (
              <button
                type="button"
                onClick={() => setSubmenu(null)}
                className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-medium text-brand"
              >
                <ChevronLeft aria-hidden="true" className="size-5" />
                Back
              </button>
            ) : (
              <span />
            )}
            <h2 id="mobile-menu-title" className="sr-only">
              {group ? group.label : "Menu"}
            </h2>
            <button
              type="button"
              aria-label="Close menu"
              onClick={dismiss}
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface"
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <nav aria-label={group ? group.label : "Mobile"} className="flex-1 overflow-y-auto p-4">
            {group && group.kind === "group" ? (
              <>
                <p className="px-3 pb-2 text-sm font-semibold tracking-wide text-muted uppercase">
                  {group.label}
                </p>
                <ul>
                  {group.items.map((item) => (
                    <li key={item.href}>{renderLink(item)}</li>
                  ))}
                </ul>
              </>
            ) : (
              <ul>
                {mainNav.map((item) => (
                  <li key={item.label}>
                    {item.kind === "group" ? (
                      <button
                        type="button"
                        onClick={() => setSubmenu(item.label)}
                        className={`${rowClasses} text-ink`}
                      >
                        {item.label}
                        <ChevronRight aria-hidden="true" className="size-5 text-muted" />
                      </button>
                    ) : (
                      renderLink(item)
                    )}
                  </li>
                ))}
              </ul>
            )}
          </nav>
          <div className="border-t border-line p-5">
            <NavLink
              to={contactNav.href}
              onClick={(event) => follow(event, contactNav.href)}
              className={`${buttonClasses("primary", "lg")} w-full`}
            >
              {contactNav.label}
            </NavLink>
          </div>
        </div>
      </Modal>
    </>
  );
}
