// The Careers page's words (content/pages/careers.yaml), section by section as the page shows
// them, then the words every job's page shares and the page of a filled role. The jobs
// themselves are in the editor's "Job openings".
import { entryHead } from "../page.ts";
import { icon } from "../icons.ts";
import { group, line, list, paragraph, paragraphs } from "../words.ts";

export const careersWords = {
  hero: group("Introduction", {
    eyebrow: line("Small label above the heading"),
    title: line("Heading"),
    intro: paragraph("Introduction"),
    cta: line("Button", "Scrolls down to the open positions."),
    highlights: paragraphs("Highlights", "Short points, each with a tick.", "Highlight"),
  }),
  culture: group("Why work here", {
    eyebrow: line("Small label above the heading"),
    title: line("Heading"),
    intro: paragraph("Introduction"),
    perks: list(
      "Reasons to join",
      { icon: icon(), title: line("Reason"), description: paragraph("What it means") },
      "title",
    ),
  }),
  openings: group(
    "Open positions",
    {
      eyebrow: line("Small label above the heading"),
      title: line("Heading"),
      intro: paragraph("Introduction"),
      viewDetails: line("Button on each opening", "Opens the job's page."),
      speculativeTitle: line("Heading of the note under the openings"),
      speculativeText: paragraph(
        "Text of the note",
        "The company's e-mail address follows it (it is in Company details).",
      ),
    },
    "The openings themselves are the jobs in the editor's “Job openings” that are not filled.",
  ),
  jobPage: group(
    "On each job's page",
    {
      head: entryHead(
        "{title} becomes the job's title, {location} its place.",
        "{location}, {jobType} and {experience} become the job's place, kind and experience.",
      ),
      back: line("Link back to the list of openings"),
      eyebrow: line("Small label above the job's title"),
      applyNow: line("Apply button", "Scrolls down to the application form."),
      location: line(
        "Label of the job's place",
        "In the summary box; screen readers also read it out beside each opening.",
      ),
      jobType: line("Label of the kind of job (e.g. Full Time)", "As above."),
      experience: line("Label of the experience asked for (e.g. 2 - 4 years)", "As above."),
      about: line("Heading of the role's description"),
      responsibilities: line("Heading of the responsibilities"),
      qualifications: line("Heading of the qualifications"),
      niceToHave: line("Heading of the nice-to-haves"),
      summaryTitle: line("Heading of the summary box beside them"),
      applyTitle: line("Heading of the application form"),
      applyIntro: paragraph("Text above the application form"),
    },
    "The words every job's page shares; each job's own words are in the editor's “Job openings”. The form's fields and messages are fixed by the site's specification and are not edited here.",
  ),
  roleFilled: group(
    "When a role is filled",
    {
      title: line("Heading"),
      message: paragraph(
        "Text",
        "{title} becomes the job's title and {location} its place, e.g. “Test Engineer” and “Bangalore”.",
      ),
      home: line("Button to the home page"),
    },
    "What a visitor sees at the address of a job marked as filled; the open positions follow it.",
  ),
};
