// What every page's content file (content/pages/<page>.yaml) starts with: the facts the page
// model reads (app/content/page-model.ts, decision 0025). The owner edits the page's title,
// description, share picture's words and date; its address and scripts are a developer's.
import { z } from "zod";
import { fromCompanyDetails } from "./company-details.ts";
import {
  choice,
  date,
  fixed,
  group,
  line,
  list,
  optionalLine,
  paragraph,
  position,
} from "./words.ts";

/** What a page loads besides HTML and CSS (the page-weight budgets check it). */
export const PAGE_SCRIPTS = ["navigation", "behaviours", "forms"] as const;

const headWords = {
  title: line(
    "Page title",
    "In the browser's tab and in search results; the company's name is added after it.",
  ),
  description: paragraph(
    "Description",
    "The sentence search results and shared links show under the title (about 150 to 160 characters).",
  ),
  updated: date(
    "Last changed",
    "The day the page's words last changed, for search engines: move it forward with a change of words.",
  ),
};

const shareWords = group(
  "Picture for shared links",
  {
    eyebrow: line("Small label"),
    title: line("Heading"),
    subtitle: line("Line under the heading", fromCompanyDetails("email", "phone")),
    footer: optionalLine("Bottom line", "Optional: the tagline is shown when empty."),
  },
  "The picture LinkedIn, Slack, Teams or WhatsApp show when someone shares the page.",
);

const facts = {
  /** the page's address; its .astro file sits at the same place under app/pages/ */
  path: fixed(
    z.string().regex(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/, "must be an address like /about"),
  ),
  /** navigation: only the menu's script; behaviours: a carousel or dialog too; forms: a form */
  scripts: fixed(z.enum(PAGE_SCRIPTS)),
  /** false for pages search engines must not list (404, a form's result) */
  listed: fixed(z.boolean()),
};

const about = "How the page appears in search results and when its link is shared.";

/** A developer's facts about every page: first in its file, not shown in the editor. */
export const pageFacts = facts;

/** The site's menus a page can be linked from (app/content/menus.ts draws them). */
export const MENUS = [
  { value: "main", label: "Main menu" },
  { value: "solutions", label: "Main menu, under Solutions" },
  { value: "solutions-after", label: "Main menu, under Solutions, after the accelerators" },
  { value: "footer-company", label: "Footer: Company" },
  { value: "footer-solutions", label: "Footer: Solutions" },
  { value: "footer-industries", label: "Footer: Industries" },
  { value: "policies", label: "Footer: the line of notices at the bottom" },
] as const;

const menuLinks = list(
  "Where the page is linked",
  {
    menu: choice("Menu", MENUS),
    label: line("Link's words"),
    position: position(
      "Position",
      "Links are shown in this order, 1 first. In the main menu the Solutions group stands where its first link's number puts it.",
    ),
  },
  ["menu", "label"],
  "The menus and footer columns with a link to this page.",
  0,
);

/** A listed page's head: with the words of its shared link's picture. After its sections. */
export const pageHead = {
  head: group("Search results and sharing", { ...headWords, share: shareWords }, about),
  menus: menuLinks,
};

/** A page search engines do not list (404, a form's result): no picture of its own. */
export const unlistedPageHead = {
  head: group("Browser tab", headWords, about),
};

export type PageScripts = (typeof PAGE_SCRIPTS)[number];

/**
 * How each page of a list (an accelerator, a case study, a topic, an article, a job) appears in
 * search results and shared links, written once on the list's page with the entry's words
 * standing in for `{…}` (the description says which).
 */
export const entryHead = (names: string, subtitle?: string) =>
  group(
    "Search results and sharing",
    {
      title: line("Page title", `In the browser's tab and in search results. ${names}`),
      eyebrow: line("Small label of the picture for shared links", names),
      subtitle: line("Line under the picture's heading", subtitle ?? names),
    },
    "How each of these pages appears in search results and when its link is shared.",
  );
