// Enhances the static navigation (components/layout/*) once scripts run: the popovers
// already open and close natively; this adds what HTML alone cannot do.
// - invokers expose aria-expanded;
// - the mobile panel behaves like a modal: the page behind is inert and does not scroll;
// - the panel pushes a history entry, so the browser's Back closes it, and a link followed
//   from the panel replaces that entry instead of leaving an extra one behind.
import { MOBILE_MENU_ID } from "~/lib/overlay-ids.ts";
import { dismissOverlay, isOverlayEntry, pushOverlayEntry } from "~/lib/history-dismiss.ts";

function syncInvokers(popover: HTMLElement, open: boolean) {
  for (const invoker of document.querySelectorAll(
    `[data-popover-invoker][popovertarget="${popover.id}"]`,
  )) {
    invoker.setAttribute("aria-expanded", String(open));
  }
}

for (const popover of document.querySelectorAll<HTMLElement>("[popover]")) {
  syncInvokers(popover, false);
  popover.addEventListener("toggle", (event) => {
    syncInvokers(popover, (event as ToggleEvent).newState === "open");
  });
}

const menu = document.getElementById(MOBILE_MENU_ID);
if (menu) {
  const behind = () =>
    document.querySelectorAll<HTMLElement>(
      "[data-nav-bar], main, footer, astro-island[data-page-level]",
    );
  // before the panel hides, so that focus can return to the menu button (inert until then)
  menu.addEventListener("beforetoggle", (event) => {
    const open = (event as ToggleEvent).newState === "open";
    for (const region of behind()) region.inert = open;
    document.documentElement.classList.toggle("overflow-hidden", open);
  });
  menu.addEventListener("toggle", (event) => {
    const open = (event as ToggleEvent).newState === "open";
    if (open) {
      pushOverlayEntry(window.history, MOBILE_MENU_ID);
      // like a modal dialog: focus moves into the panel (the page behind is inert)
      menu.querySelector<HTMLElement>("nav a, nav button")?.focus();
    } else if (isOverlayEntry(window.history.state, MOBILE_MENU_ID)) window.history.back();
  });
  window.addEventListener("popstate", () => {
    if (menu.matches(":popover-open") && !isOverlayEntry(window.history.state, MOBILE_MENU_ID)) {
      dismissOverlay(window.history, MOBILE_MENU_ID, () => {
        menu.hidePopover();
        // closed by Back, not from inside: give focus back to the menu button explicitly
        document
          .querySelector<HTMLElement>(`[data-nav-bar] [popovertarget="${MOBILE_MENU_ID}"]`)
          ?.focus();
      });
    }
  });
  menu.addEventListener("click", (event) => {
    const link = (event.target as Element).closest("a[href]");
    if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    if (!isOverlayEntry(window.history.state, MOBILE_MENU_ID)) return;
    event.preventDefault();
    window.location.replace(link.href);
  });
}
