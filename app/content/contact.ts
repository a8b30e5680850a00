// The Contact page's words, from content/pages/contact.yaml (the editor's "Contact"). The
// e-mail, address and phone numbers come from site.ts; the form's words stay in code (common/).
import { pageContent } from "./pages.ts";

const page = pageContent("contact");

export const contactHero = page.hero;

/** Screen-reader heading of the form card; the tabs inside name the two kinds of message. */
export const contactFormTitle = page.form.title;

export const contactInfo = page.info;

export const nextSteps = page.nextSteps;
