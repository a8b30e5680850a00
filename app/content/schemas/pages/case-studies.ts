// The Case Studies page's words (content/pages/case-studies.yaml), then the words every case
// study's page shares. The case studies themselves are in the editor's "Case studies".
import { figureNoteWords } from "../figure.ts";
import { entryHead } from "../page.ts";
import { group, line, paragraph } from "../words.ts";

export const caseStudiesWords = {
  hero: group("Introduction", {
    eyebrow: line("Small label above the heading"),
    title: line("Heading"),
    intro: paragraph("Introduction"),
  }),
  list: group(
    "The case studies",
    {
      label: line("Name of the list, for screen readers"),
      healthcare: line("Heading of the healthcare studies", "Shown first: the studies whose industry is Healthcare or Life Sciences."),
      other: line("Heading of the other studies"),
      cardLink: line(
        "Words at the foot of each card",
        "Also on the cards under “More Case Studies”.",
      ),
    },
    "The cards themselves are the editor's “Case studies”.",
  ),
  closing: group(
    "Closing invitation",
    {
      title: line("Heading"),
      text: paragraph("Text"),
      button: line("Button", "Goes to the contact page."),
    },
    "Under the case studies, at the foot of the list.",
  ),
  caseStudyPage: group(
    "On each case study's page",
    {
      head: entryHead("{title} becomes the case study's title, {category} its card label."),
      back: line("Link back to the list"),
      badge: line("Label beside the industry, above the title"),
      solution: line("Heading of the solution", "After the requirement, whose heading each case study sets."),
      results: group(
        "Results",
        {
          eyebrow: line("Small label above the heading"),
          title: line("Heading", "Used when at least one of the study's results is measured."),
          pilotEyebrow: line(
            "Small label above the heading, when nothing is measured yet",
            "Used instead when every result is a target or illustrative.",
          ),
          pilotTitle: line(
            "Heading, when nothing is measured yet",
            "Used instead when every result is a target or illustrative, so the heading does not read as a claim.",
          ),
        },
        "Shown first, under the title: each case study's results are in the editor's “Case studies”.",
      ),
      figures: figureNoteWords,
      facts: group("Project facts", {
        label: line("Name of the box, for screen readers"),
        client: line("Label of the client"),
        industry: line("Label of the industry"),
        technologies: line("Label of the technologies"),
        accelerators: line("Label of the accelerators used", "Shown when the study names any."),
      }),
      quote: group(
        "The client's quote",
        {
          title: line("Heading", "Above the quote, when a testimonial names the study."),
          sampleLabel: line("Label on a sample quote"),
        },
        "The quote is the testimonial that names the case study (editor's “Testimonials”).",
      ),
      features: group("Features", {
        eyebrow: line("Small label above the heading"),
        title: line("Heading"),
      }),
      benefits: group(
        "Benefits",
        { eyebrow: line("Small label above the heading"), title: line("Heading") },
        "Shown when the case study has benefits.",
      ),
      conclusion: group("Conclusion", {
        title: line("Heading"),
        button: line("Button", "Goes to the contact page."),
      }),
      more: group("More case studies", {
        eyebrow: line("Small label above the heading"),
        title: line("Heading"),
      }),
    },
    "The words every case study's page shares; each case study's own words are in the editor's “Case studies”.",
  ),
};
