// The privacy notice (/privacy): what the forms collect, why, where it goes, how long the site
// keeps it, and whom to ask. Plain language, short sections. The legal entity, the inbox and
// the retention period come from one place each, so the notice cannot drift from the site.
import { retentionDaysIn } from "#common/retention.ts";
import { paths } from "./paths.ts";
import { site } from "./site.ts";

/** Days a delivered submission is kept before its content is erased: OUTBOX_RETENTION_DAYS
 * where the site is built, read by the server's own rule. */
export const RETENTION_DAYS = retentionDaysIn(process.env);

export interface DocumentSection {
  id: string;
  title: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  /** items are steps in order (a numbered list) */
  ordered?: boolean;
  /** links shown after the text, each on its own line */
  links?: readonly { label: string; href: string }[];
}

export const privacyPage = {
  title: "Privacy notice",
  intro: `How ${site.legalName.replace(/\.$/, "")} handles the personal data you send through this website, in plain language.`,
  updated: "2025-11-01",
  sections: [
    {
      id: "who",
      title: "Who is responsible",
      paragraphs: [
        `${site.legalName.replace(/\.$/, "")}, ${site.registration.registeredOffice}, is responsible for the personal data described here (the "data fiduciary" under India's Digital Personal Data Protection Act 2023, the "controller" under the GDPR).`,
        `For anything about your data, write to ${site.email}.`,
      ],
    },
    {
      id: "what",
      title: "What the forms collect, and why",
      paragraphs: [
        "We collect only what you type into our two forms, and use it only for the purpose you sent it for.",
      ],
      items: [
        "Contact form: your name, e-mail address, phone number, message, and your organisation (Request a Quote) or subject (General Enquiry). We use them to answer your enquiry and, if you ask, to prepare a quote.",
        "Job application: your name, e-mail address, phone number, current address, notice period, current and expected salary (CTC) and your résumé. We use them to assess your application for the role you applied for.",
        "If you tick “Keep my résumé for future openings”, we may also consider your application for other roles. You can withdraw that consent at any time by writing to us.",
      ],
    },
    {
      id: "where",
      title: "Where it goes",
      paragraphs: [
        `Each submission is sent by e-mail to our inbox (${site.email}) through our e-mail provider. Until it is delivered, it waits in a store on our own server that only the website's own service account can read.`,
        "We do not sell your data, share it with advertisers, or use it to train AI models.",
      ],
      links: [
        {
          label: "Trust and security: how an enquiry travels, who helps us handle it, and how we protect it",
          href: paths.trust,
        },
      ],
    },
    {
      id: "how-long",
      title: "How long the website keeps it",
      items: [
        `Once a submission has been delivered to our inbox, the website erases its content (your details, message and résumé) after ${RETENTION_DAYS} days, keeping only a delivery record without personal data (a number, the kind of form, dates and the delivery status).`,
        "A résumé sent without consent to keep it is erased from the website right after delivery.",
        "A submission that could not be delivered is kept until our team has handled it, then erased the same way.",
        "What reaches our inbox is kept by our hiring and sales teams only as long as they need it for your enquiry or application.",
      ],
    },
    {
      id: "rights",
      title: "Your rights",
      paragraphs: [
        `You can ask to see the data we hold about you, to correct it, or to erase it, and you can withdraw any consent you gave. Write to ${site.email} from the address you used; we answer within 30 days. You can also complain to the Data Protection Board of India or, in the EU, to your data protection authority.`,
      ],
    },
    {
      id: "third-parties",
      title: "No tracking, no third parties until you ask",
      paragraphs: [
        "This website sets no cookies, runs no analytics and loads nothing from other websites while you read it. Fonts and icons are served by us.",
        "Only when you click “Request a Demo” does the page load our scheduling provider's booking page, which then handles the details you give it under its own privacy notice.",
      ],
    },
  ] satisfies readonly DocumentSection[],
} as const;
