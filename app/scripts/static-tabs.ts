// The keys of a tab list whose island is not live yet (the contact form's tabs are static
// links until the form hydrates, which waits for the form's code): Left/Right, Home and End
// move focus between the tabs, Space selects like Enter does. Without this, a key pressed
// while the form's code loads would do nothing and be lost. Once the island is live it
// handles these keys itself and marks them handled, so this steps aside.
import { tabMoves } from "~/components/forms/tab-keys.ts";

document.addEventListener("keydown", (event) => {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const tab =
    event.target instanceof HTMLElement ? event.target.closest<HTMLElement>("[role=tab]") : null;
  const tabs = tab?.closest("[role=tablist]")?.querySelectorAll<HTMLElement>("[role=tab]");
  if (!tab || !tabs) return;
  if (event.key === " ") {
    event.preventDefault();
    tab.click();
    return;
  }
  const target = tabMoves(event.key, Array.from(tabs).indexOf(tab), tabs.length);
  if (target === undefined) return;
  event.preventDefault();
  tabs[target]?.focus();
});
