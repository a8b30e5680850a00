// The Healthcare page's words (content/pages/healthcare.yaml), section by section as the
// page shows them. The specification names the page's topics (remote patient monitoring,
// ABDM M1/M2/M3, EHR/EMR/patient portal, integrations, custom solutions, "why us" panels).
import { icon } from "../icons.ts";
import { choice, group, line, list, paragraph, paragraphs } from "../words.ts";

const heading = {
  eyebrow: line("Small label above the heading"),
  title: line("Heading"),
  intro: paragraph("Introduction"),
};

const card = (what: string) => ({
  icon: icon(),
  title: line(what),
  description: paragraph("Text"),
});

export const healthcareWords = {
  hero: group("Introduction", {
    ...heading,
    highlights: paragraphs("Highlights", "Short points with a tick, under the introduction.", "Highlight"),
    button: line("Button", "Goes to the contact page."),
    caseStudies: line("Link beside the button", "Goes to the case studies."),
  }),
  rpm: group("Remote patient monitoring", {
    ...heading,
    features: list("Features", card("Feature"), "title"),
  }),
  abdm: group("ABDM certification", {
    ...heading,
    milestones: list(
      "Milestones",
      {
        code: choice(
          "Milestone",
          [
            { value: "M1", label: "M1" },
            { value: "M2", label: "M2" },
            { value: "M3", label: "M3" },
          ],
          "Shown in the coloured badge. ABDM's three milestones, in order.",
        ),
        role: line("Role", "Beside the badge, e.g. Registration."),
        title: line("Heading"),
        description: paragraph("Text"),
        points: paragraphs("Points", "A list with ticks under the text.", "Point"),
      },
      "title",
    ),
  }),
  records: group("Health records and patient portal", {
    ...heading,
    items: list("Products", card("Product"), "title"),
  }),
  integrations: group("Integrations", {
    ...heading,
    groups: list(
      "Kinds of integration",
      {
        icon: icon(),
        title: line("Kind"),
        items: paragraphs("Systems and standards", "Shown as tags.", "System or standard"),
      },
      "title",
    ),
  }),
  custom: group("Custom solutions", {
    ...heading,
    items: list("Solutions", card("Solution"), "title"),
  }),
  proof: group(
    "Our healthcare work",
    {
      ...heading,
      readStudy: line("Link under each result to its case study"),
      quoteTitle: line("Heading of the client's quote", "Shown when a testimonial names one of these case studies."),
      sampleLabel: line("Label on a sample quote"),
      certificationsTitle: line("Heading of the certifications"),
      trustLink: line("Link to the trust page", "Goes to how we handle data and security."),
    },
    "Before “Why us”: the healthcare and life-sciences case studies, each with its first result (measured ones first) and client, the quote that names one of them, and the certifications' status, all from their own lists.",
  ),
  whyUs: group(
    "Why us",
    {
      ...heading,
      panels: list(
        "Panels",
        {
          icon: icon(),
          title: line("Heading"),
          summary: line("Summary", "Shown while the panel is closed."),
          description: paragraph(
            "Text",
            "Shown when the panel opens; screen readers always read it.",
          ),
        },
        "title",
      ),
    },
    "Pointing at a panel (or tapping it) opens it; the first is open to begin with. The panels are numbered 01, 02… in order.",
  ),
  closing: group("Closing invitation", {
    title: line("Heading"),
    text: paragraph("Text"),
    button: line("Button", "Goes to the contact page."),
  }),
};
