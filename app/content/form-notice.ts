// The one line beside every form's submit button, linking to the privacy notice. Its own
// module because the forms' islands import it: it must not pull the privacy page's copy (and
// the company's details read from content/) into the browser.
export const formNotice = {
  contact: "We use these details only to answer your enquiry.",
  application: "We use these details only to assess your application.",
  link: "How we handle your data",
} as const;
