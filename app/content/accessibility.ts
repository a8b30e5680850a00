// The accessibility statement (/accessibility): the standard, how the site is tested, what is
// known not to work yet, and whom to tell about a barrier. The owner's words come from
// content/pages/accessibility.yaml (the editor's "Accessibility statement"): the standard, the
// known limitations (the findings of our own review still open: remove one when its fix lands,
// and move the page's "Last changed", shown as "Last reviewed") and the contact. How the site
// is tested stays here: it says what tests/e2e really does, so keep the two in step.
import { pageContent } from "./pages.ts";
import type { DocumentSection } from "./privacy.ts";
import { site } from "./site.ts";

const page = pageContent("accessibility");
const words = {
  hero: page.hero,
  standard: page.standard,
  testing: page.testing,
  limitations: page.limitations,
  feedback: page.feedback,
};

export const accessibilityPage = {
  title: words.hero.title,
  intro: words.hero.intro,
  /** the day the statement was last checked against the site and its tests: the page's
   * "Last changed" (content/pages/accessibility.yaml), as the sitemap gives it */
  reviewed: page.head.updated,
  /** the words before the date */
  reviewedLabel: words.hero.dateLabel,
  sections: [
    { id: "standard", title: words.standard.title, paragraphs: words.standard.paragraphs },
    {
      id: "testing",
      title: words.testing.title,
      paragraphs: [
        "Our automated tests run in the Chromium browser, on a desktop screen (1280 pixels wide) and a phone screen (390 pixels wide):",
      ],
      items: [
        "axe, an automated accessibility checker, on every page and on the open navigation menu, with no violation allowed.",
        "Keyboard: on every page, every stop of the Tab key must show a focus indicator with at least 3:1 contrast, not hidden behind other content. The menus and the demo dialog open and close with the keyboard (Escape closes them) and give focus back to the button that opened them; on the contact form's tabs the arrow keys move between the tabs and Enter or Space chooses one, so what you typed is never cleared by an arrow key.",
        "Screen readers: tests find controls by their role and name in the browser's accessibility tree, and check that form errors are tied to their fields (one message read as focus reaches the first field with a mistake, not a wall of alerts), that status messages are announced through regions that exist before their text, that the résumé upload says it is required, that menu buttons say whether their menu is open, and that carousels name their slides.",
        "Forced colours (high-contrast mode): every stop of the Tab key on the home page, the contact page, a job opening, the trust page and an article still shows focus; every form field keeps its frame; the carousel dots and the selected contact tab stay visible.",
        "Zoom, spacing and small screens: no page scrolls sideways at 320 pixels wide (400% zoom), nor cuts off text when line, letter and word spacing are increased; buttons and links are at least 24 by 24 pixels or spaced as if they were; the demo dialog can be used at 320 by 256 pixels.",
        "Motion: with “reduce motion” set in the operating system, nothing on the pages animates or slides.",
        "Without JavaScript: every page's content is in its HTML, and the navigation and both forms work with scripts turned off.",
      ],
    },
    {
      id: "limitations",
      title: words.limitations.title,
      paragraphs: words.limitations.intro,
      items: words.limitations.items,
    },
    {
      id: "feedback",
      title: words.feedback.title,
      paragraphs: words.feedback.paragraphs,
      links: [{ label: words.feedback.link, href: `mailto:${site.email}` }],
    },
  ] satisfies readonly DocumentSection[],
};
