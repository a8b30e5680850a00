// The words of the pages a form sent without scripts ends on (content/pages/contact-sent.yaml,
// application-sent.yaml, form-problem.yaml). The thank-you pages' headings are the forms'
// success messages, fixed by the site's specification, and stay in code.
import { messages } from "#common/messages.ts";
import { documentRequestMessages } from "#common/schemas/document-request.ts";
import { group, line, paragraph } from "../words.ts";

const sent = (heading: string, what: string) => ({
  message: group(
    "Message",
    {
      text: paragraph("Text under the heading"),
      home: line("Button to the home page"),
    },
    `Shown after ${what} sent from a browser without scripts. The heading, “${heading}”, is the form's success message, fixed by the site's specification, and is not edited here.`,
  ),
});

export const contactSentWords = sent(messages.contactSent, "a message is");
export const applicationSentWords = sent(messages.applicationSent, "an application is");
export const documentRequestSentWords = sent(
  documentRequestMessages.requestSent,
  "a request for security documents is",
);

export const formProblemWords = {
  message: group(
    "Message",
    {
      title: line("Heading"),
      text: paragraph("Text under the heading"),
      back: paragraph("Line under the list of problems"),
      home: line("Button to the home page"),
    },
    "Shown when the server refuses a form sent from a browser without scripts. The list of what to correct and the link back to the form are written by the server and are not edited here.",
  ),
};
