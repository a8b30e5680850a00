// The privacy notice's words (content/pages/privacy.yaml), section by section as the page shows
// them. What the site's code decides stays in app/content/privacy.ts and is named "fixed" in
// each section's description: which details the forms collect, how long the website keeps
// them (OUTBOX_RETENTION_DAYS), how a submission reaches the inbox, and that the site sets no
// cookies and loads nothing from other websites, and what is recorded of where an enquiry came
// from. Each section's paragraphs are a list, so a
// paragraph can be added anywhere without a developer.
import { fromCompanyDetails } from "../company-details.ts";
import { group, line, paragraph, paragraphs } from "../words.ts";

export const privacyWords = {
  hero: group(
    "Introduction",
    {
      title: line("Heading"),
      intro: paragraph("Text under the heading", fromCompanyDetails("company")),
      dateLabel: line("Words before the date"),
    },
    "The date under the text is the page's “Last changed” day, under “Search results and sharing”: move it forward when you change the notice.",
  ),
  who: group("Who is responsible", {
    title: line("Heading"),
    paragraphs: paragraphs("Paragraphs", fromCompanyDetails("company", "office", "email")),
  }),
  collected: group(
    "What the forms collect, and why",
    {
      title: line("Heading"),
      intro: paragraphs("Paragraphs before the list"),
      contactPurpose: paragraph(
        "What the contact form's details are used for",
        "Follows the fixed words “Contact form: your name, e-mail address, …” in the list's first point.",
      ),
      applicationPurpose: paragraph(
        "What a job application's details are used for",
        "Follows the fixed words “Job application: your name, e-mail address, …” in the list's second point.",
      ),
      documentRequestPurpose: paragraph(
        "What a request for security documents is used for",
        "Follows the fixed words “Request for security documents (on the trust page): …” in the list's third point.",
      ),
      attributionPurpose: paragraph(
        "What the record of where an enquiry came from is used for",
        "The point after the fixed words “With each form, the website also records where your enquiry came from: …” (the list's fourth point).",
      ),
      points: paragraphs(
        "Further points",
        "After the two forms' points, e.g. what ticking “Keep my résumé for future openings” means.",
        "Point",
      ),
    },
    "Fixed: follows the site's code. Which details each form collects is written from the forms themselves and is not edited here; you write what they are used for.",
  ),
  where: group(
    "Where it goes",
    {
      title: line("Heading"),
      paragraphs: paragraphs(
        "Paragraphs after the fixed one",
        "E.g. what you never do with the data. " + fromCompanyDetails("email"),
      ),
      trustLink: line("Link to the Trust and security page"),
    },
    "The first paragraph is fixed: it follows the site's code (“Each submission is sent by e-mail to our inbox … through our e-mail provider. Until it is delivered, it waits in a store on our own server …”).",
  ),
  kept: group(
    "How long the website keeps it",
    {
      title: line("Heading"),
      points: paragraphs(
        "Points after the fixed ones",
        "E.g. how long your teams keep what reaches the inbox.",
        "Point",
      ),
    },
    "The first three points are fixed: they follow the site's code and its settings (the number of days after which the website erases a delivered submission, a résumé sent without consent erased at delivery, an undelivered submission kept until handled). The number of days is set where the website runs, not here.",
  ),
  rights: group("Your rights", {
    title: line("Heading"),
    paragraphs: paragraphs("Paragraphs", fromCompanyDetails("email")),
  }),
  tracking: group(
    "No tracking",
    { title: line("Heading") },
    "The two paragraphs under it are fixed: they follow the site's code (no cookies, no analytics, nothing loaded from other websites while you read; the scheduling provider's page only after a click on “Request a Demo”).",
  ),
};
