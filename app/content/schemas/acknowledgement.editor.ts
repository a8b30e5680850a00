// "Acknowledgement e-mail" in the editor (npm run edit, Keystatic): the words of the e-mail a
// sender gets when their enquiry or application arrives, the same fields as the schema beside it
// (acknowledgement.ts). The server adds the reference, the date, the privacy notice's link and
// what the website does with a résumé. Editor-only: the site never imports it.
import { fields, singleton } from "@keystatic/core";
import { required } from "./editor-fields.ts";

const paragraphs = (label: string, description: string) =>
  fields.text({ label, description, multiline: true, ...required });

const form = (name: string) => ({
  subject: fields.text({ label: "Subject", ...required }),
  intro: paragraphs("First paragraph", `That the ${name} has reached you.`),
  whatHappensNext: paragraphs(
    "What happens next",
    "Who replies, and when. Promise only what the team keeps: the site's thank-you pages say the same.",
  ),
});

export const acknowledgementEditor = singleton({
  label: "Acknowledgement e-mail",
  path: "content/acknowledgement/acknowledgement-email",
  format: { data: "yaml" },
  schema: {
    fromName: fields.text({
      label: "Sender's name",
      description:
        "The name people see the e-mail come from, beside its address (which the website's developer sets), e.g. the brand. Empty: the address alone.",
    }),
    signature: paragraphs("Closing lines", "The last lines of every acknowledgement."),
    quote: fields.object(form("request for a quote"), { label: "Request a Quote" }),
    general: fields.object(form("message"), { label: "General Enquiry" }),
    application: fields.object(
      {
        ...form("application"),
        resume: paragraphs(
          "Your résumé",
          "How long the hiring team keeps a résumé. The website's own deletion is added before it.",
        ),
        withdraw: paragraphs("Withdrawing", "How an applicant withdraws the application."),
      },
      { label: "Job application" },
    ),
  },
});
