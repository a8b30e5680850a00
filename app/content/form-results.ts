// Copy of the pages a form posted without JavaScript ends on, from their content files
// (content/pages/contact-sent.yaml, application-sent.yaml, form-problem.yaml). The headings of
// the thank-you pages are the spec's success messages, word for word, so they stay in code.
import { messages } from "#common/messages.ts";
import { documentRequestMessages } from "#common/schemas/document-request.ts";
import { pageContent } from "./pages.ts";

export const contactSentPage = {
  title: messages.contactSent,
  ...pageContent("contact-sent").message,
};

export const applicationSentPage = {
  title: messages.applicationSent,
  ...pageContent("application-sent").message,
};

export const documentRequestSentPage = {
  title: documentRequestMessages.requestSent,
  ...pageContent("document-request-sent").message,
};

export const formProblemPage = pageContent("form-problem").message;
