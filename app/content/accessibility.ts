// The accessibility statement (/accessibility): the standard, how the site is tested (what
// tests/e2e really does: keep the two in step), what is known not to work yet (the findings
// of our own review still open: remove a line when its fix lands, and move `reviewed`), and whom to
// tell about a barrier.
import type { DocumentSection } from "./privacy.ts";
import { site } from "./site.ts";

export const accessibilityPage = {
  title: "Accessibility statement",
  intro: `We want everyone to be able to use the ${site.name} website, including people who use a screen reader, a keyboard, magnification or high-contrast colours.`,
  /** the day the statement was last checked against the site and its tests */
  reviewed: "2026-11-26",
  sections: [
    {
      id: "standard",
      title: "The standard we aim for",
      paragraphs: [
        "We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA, the level US rules ask of healthcare providers and Europe's EN 301 549 adopts. Of the criteria WCAG 2.2 added, we test Focus Not Obscured (2.4.11).",
        "The website partially meets WCAG 2.1 AA: the known limitations below do not meet it yet.",
      ],
    },
    {
      id: "testing",
      title: "How we test",
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
      title: "Known limitations",
      paragraphs: ["We know of these problems and are working on them:"],
      items: [
        "The notice “Message sent successfully!” (or “Application submitted successfully!”) closes after 5 seconds; it pauses while the pointer is over it or the window is in the background, Alt+T moves to it, and the emptied form also shows the message was sent. A failed send’s notice stays until you close it.",
        "Request a Demo shows our scheduling provider's booking page, whose accessibility we do not control; the contact form reaches the same people.",
        "We test in Chromium only, through its accessibility tree; we have not yet tested with screen readers such as NVDA, JAWS or VoiceOver.",
      ],
    },
    {
      id: "feedback",
      title: "Tell us about a barrier",
      paragraphs: [
        `If something on this website stands in your way, write to ${site.email} with the page and what happened. We reply within one business day and will help you reach what you need another way.`,
      ],
      links: [{ label: `E-mail ${site.email}`, href: `mailto:${site.email}` }],
    },
  ] satisfies readonly DocumentSection[],
} as const;
