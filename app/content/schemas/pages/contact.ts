// The Contact page's words (content/pages/contact.yaml), section by section as the page shows
// them. The form (its tabs, fields, button and messages) is fixed by the site's specification
// and stays in code; the e-mail, address and phone numbers are in Company details.
import { group, line, paragraph, paragraphs } from "../words.ts";

export const contactWords = {
  hero: group("Introduction", {
    eyebrow: line("Small label above the heading"),
    title: line("Heading"),
    intro: paragraph("Introduction"),
  }),
  form: group(
    "Message form",
    { title: line("Name of the form, for screen readers") },
    "The form's tabs (Request a Quote, General Enquiry), fields, Send button and messages are fixed by the site's specification and are not edited here.",
  ),
  info: group(
    "Contact details",
    {
      title: line("Name of the contact details, for screen readers"),
      email: group("E-mail", {
        title: line("Heading"),
        text: paragraph("Line under the address"),
      }),
      address: group("Office", {
        title: line("Heading"),
        text: paragraph("Line under the address", "e.g. opening hours."),
      }),
      phone: group("Phone", { title: line("Heading") }),
    },
    "The e-mail address, office address and phone numbers themselves are in Company details.",
  ),
  nextSteps: group("What happens next", {
    title: line("Heading"),
    steps: paragraphs("Steps", "Numbered in the order given.", "Step"),
  }),
};
