// The Services page's words (content/pages/services.yaml); its services are also the home
// page's carousel (those marked for it).
import { icon } from "../icons.ts";
import { flag, group, line, list, paragraph } from "../words.ts";

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
    },
    "title",
  ),
  closing: group("Closing invitation", {
    title: line("Heading"),
    text: paragraph("Text"),
    button: line("Button", "Goes to the contact page."),
  }),
};
