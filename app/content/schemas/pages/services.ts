// The Services page's words (content/pages/services.yaml); its services are also the home
// page's carousel (those marked for it).
import { icon } from "../icons.ts";
import { flag, group, line, list, optionalLine, paragraph, paragraphs } from "../words.ts";

export const servicesWords = {
  header: group("Introduction", {
    eyebrow: line("Small label above the heading"),
    title: line("Heading"),
    intro: paragraph("Introduction"),
  }),
  process: group(
    "How an engagement runs",
    {
      eyebrow: line("Small label above the heading"),
      title: line("Heading"),
      intro: paragraph("Introduction"),
      durationLabel: line("Label of a step's duration", "Read before the duration by screen readers."),
      deliverablesLabel: line("Label of a step's deliverables"),
      steps: list(
        "Steps",
        {
          title: line("Step"),
          duration: line("How long it takes", "e.g. 2–4 weeks"),
          description: paragraph("What happens"),
          deliverables: paragraphs("What you receive", undefined, "Deliverable"),
        },
        "title",
        "In order: shown numbered, first to last.",
        3,
      ),
    },
    "Shown under the introduction, before the services.",
  ),
  familiesEyebrow: line("Small label above the services' heading"),
  familiesTitle: line("Heading above the services", "The services follow, in their families."),
  familiesIntro: paragraph("Introduction to the services", "One or two sentences under the heading."),
  families: list(
    "Service families",
    { title: line("Family"), description: paragraph("What the family covers") },
    "title",
    "Each service names its family; the families are shown in this order.",
  ),
  services: list(
    "Services",
    {
      icon: icon(),
      title: line("Service"),
      family: line("Family", "One of the families above, written the same way."),
      description: paragraph("What it is"),
      onHome: flag("Show on the home page", "In the home page's carousel of services."),
      link: optionalLine(
        "Links to (optional)",
        "The address of the accelerator or case study this service delivered, as the site writes it, e.g. /ai-solutions/medi-code-gen or /case-study/ubiqvue. The build stops on an address the site does not have. On the Services page only.",
      ),
      linkText: optionalLine(
        "Link's words",
        "Required with an address, e.g. Case Study: Cloud ECG Holter Monitoring. Name where it leads: a screen reader lists the links by these words.",
      ),
    },
    "title",
  ),
  closing: group("Closing invitation", {
    title: line("Heading"),
    text: paragraph("Text"),
    button: line("Button", "Goes to the contact page."),
  }),
};
