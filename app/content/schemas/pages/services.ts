// The Services page's words (content/pages/services.yaml); its services are also the home
// page's carousel (those marked for it).
import { icon } from "../icons.ts";
import { flag, group, line, list, optionalLine, paragraph } from "../words.ts";

export const servicesWords = {
  header: group("Introduction", {
    eyebrow: line("Small label above the heading"),
    title: line("Heading"),
    intro: paragraph("Introduction"),
  }),
  services: list(
    "Services",
    {
      icon: icon(),
      title: line("Service"),
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
