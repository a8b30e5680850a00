// Enhances the static navigation (components/layout/*) once scripts run: the popovers
// already open and close natively; this adds what HTML alone cannot do.
// - invokers expose aria-expanded;
// - the mobile panel behaves like a modal: the page behind, skip link included, is inert and
//   does not scroll;
// - a sub-panel gives focus back to its button when it closes (its Back button has autofocus);
// - the panel pushes a history entry, so the browser's Back closes it, and a link followed
//   from the panel replaces that entry instead of leaving an extra one behind.
import { anchors } from "#app/content/anchors.ts";
import { MOBILE_MENU_ID } from "#app/lib/overlay-ids.ts";
import { dismissOverlay, isOverlayEntry, pushOverlayEntry } from "./history-dismiss.ts";

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
      `body > a[href="#${anchors.main}"], [data-nav-bar], main, footer, astro-island[data-page-level]`,
    );
  const setModal = (open: boolean) => {
    for (const region of behind()) region.inert = open;
    document.documentElement.classList.toggle("overflow-hidden", open);
  };
  const opened = () => {
    pushOverlayEntry(window.history, MOBILE_MENU_ID);
    // like a modal dialog: focus moves into the panel (the page behind is inert)
    if (!menu.contains(document.activeElement))
      menu.querySelector<HTMLElement>("nav a, nav button")?.focus();
  };
  // before the panel hides, so that focus can return to the menu button (inert until then)
  menu.addEventListener("beforetoggle", (event) => {
    setModal((event as ToggleEvent).newState === "open");
  });
  const menuButton = () =>
    document.querySelector<HTMLElement>(`[data-nav-bar] [popovertarget="${MOBILE_MENU_ID}"]`);
  menu.addEventListener("toggle", (event) => {
    if ((event as ToggleEvent).newState === "open") return opened();
    // the browser gives focus back to the menu button, except for a panel that was open
    // before this script arrived
    const focused = document.activeElement;
    if (!focused || focused === document.body || menu.contains(focused)) menuButton()?.focus();
    if (isOverlayEntry(window.history.state, MOBILE_MENU_ID)) window.history.back();
  });
  // a quick visitor may have opened the panel before this script arrived
  if (menu.matches(":popover-open")) {
    setModal(true);
    opened();
  }
  // the browser does not give focus back to the button a sub-panel covered (Back hides the
  // sub-panel and focus falls to the body), so it is given back here
  for (const sub of menu.querySelectorAll<HTMLElement>("[popover]")) {
    let hadFocus = false;
    sub.addEventListener("beforetoggle", (event) => {
      hadFocus =
        (event as ToggleEvent).newState === "closed" && sub.contains(document.activeElement);
    });
    sub.addEventListener("toggle", () => {
      if (!hadFocus || !menu.matches(":popover-open")) return;
      menu
        .querySelector<HTMLElement>(`[popovertarget="${sub.id}"]:not([popovertargetaction])`)
        ?.focus();
    });
  }
  window.addEventListener("popstate", () => {
    if (menu.matches(":popover-open") && !isOverlayEntry(window.history.state, MOBILE_MENU_ID)) {
      dismissOverlay(window.history, MOBILE_MENU_ID, () => {
        menu.hidePopover();
        // closed by Back, not from inside: give focus back to the menu button explicitly
        menuButton()?.focus();
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
