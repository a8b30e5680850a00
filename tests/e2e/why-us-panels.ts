import type { Page } from "@playwright/test";
import { healthcarePage } from "#app/content/healthcare.ts";

// The healthcare page's "Why us" panels as a visitor sees them (healthcare.spec, and no-script
// for the same panels without a script): which one is expanded.

export const panelTitles = healthcarePage.whyUs.panels.map((panel) => panel.title);
/** A panel's description itself, not the collapsed card's preview of it (hidden from screen readers). */
export const description = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).and(page.locator(":not([aria-hidden=true])"));
export const descriptions = healthcarePage.whyUs.panels.map((panel) => panel.description);

/**
 * Which panels a visitor sees expanded. The panels are CSS only (hover, focus-within) and carry
 * no state attribute: the expanded panel turns dark. On phones a collapsed row keeps its
 * description visually hidden (clipped to a 1px high box, read by screen readers), so there the
 * description shows exactly when its row is dark. On wide screens every card shows its summary
 * and its whole description (a collapsed card's words cut with "…" were the review's defect),
 * so there the dark card is the expanded one, and a description not shown is a fault.
 */
export const expandedPanels = (page: Page) =>
  Promise.all(
    descriptions.map((text) =>
      description(page, text).evaluate((description) => {
        const box = description.getBoundingClientRect();
        const shown =
          box.width > 50 && box.height > 10 && getComputedStyle(description).opacity === "1";
        const panel = description.closest("li")!;
        const dark = getComputedStyle(panel).backgroundColor === "rgb(11, 27, 51)";
        const cards = window.innerWidth >= 1024;
        if (cards ? !shown : shown !== dark) return "half expanded";
        return dark;
      }),
    ),
  );
export const onlyExpanded = (index: number) => panelTitles.map((_, i) => i === index);
