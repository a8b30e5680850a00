// The accessibility statement's words (content/pages/accessibility.yaml). How the site is tested
// stays in app/content/accessibility.ts: it describes what tests/e2e really does and changes
// with the tests. The known limitations, the standard aimed for and the contact are the
// owner's; the date shown as "Last reviewed" is the page's "Last changed".
import { group, line, paragraph, paragraphs } from "../words.ts";
import { fromCompanyDetails } from "../company-details.ts";

export const accessibilityWords = {
  hero: group(
    "Introduction",
    {
      title: line("Heading"),
      intro: paragraph("Text under the heading", fromCompanyDetails("brand")),
      dateLabel: line("Words before the date"),
    },
    "The date under the text is the page's “Last changed” day, under “Search results and sharing”: move it forward each time you check the statement against the website.",
  ),
  standard: group("The standard we aim for", {
    title: line("Heading"),
    paragraphs: paragraphs("Paragraphs"),
  }),
  testing: group(
    "How we test",
    { title: line("Heading") },
    "The text and the points under the heading are fixed: they follow the site's code, describing what its automated tests check, and change with those tests.",
  ),
  limitations: group("Known limitations", {
    title: line("Heading"),
    intro: paragraphs("Paragraphs before the list"),
    items: paragraphs(
      "Known limitations",
      "One point per problem we know of: remove it when it is fixed.",
      "Limitation",
    ),
  }),
  feedback: group("Tell us about a barrier", {
    title: line("Heading"),
    paragraphs: paragraphs("Paragraphs", fromCompanyDetails("email")),
    link: line(
      "E-mail link",
      `The link writes to the contact e-mail. ${fromCompanyDetails("email")}`,
    ),
  }),
};
