// Copy of the pages a form posted without JavaScript ends on. The headings of the thank-you
// pages are the spec's success messages, word for word.
import { messages } from "#common/messages.ts";

export const contactSentPage = {
  title: messages.contactSent,
  text: "Thank you for writing to us. A member of our team replies within one business day.",
} as const;

export const applicationSentPage = {
  title: messages.applicationSent,
  text: "Thank you for applying. Our hiring team reviews every application and replies within a week.",
} as const;

export const formProblemPage = {
  title: "Some details need another look",
  text: "Your message was not sent. Please correct the following and send it again:",
  back: "Your browser's Back button returns you to the form with everything you typed.",
} as const;
