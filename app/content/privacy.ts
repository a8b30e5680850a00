// The privacy notice (/privacy): what the forms collect, why, where it goes, how long the site
// keeps it, and whom to ask. Plain language, short sections. The owner's words come from
// content/pages/privacy.yaml (the editor's "Privacy notice"); what the site's code decides
// stays here, so the notice cannot drift from the site: which details the forms collect, how
// a submission reaches the inbox, the retention the server applies (OUTBOX_RETENTION_DAYS),
// and that the pages set no cookies and load nothing from other websites. The legal entity
// and the inbox come from Company details ({company}, {email} … in the words).
import { NO_ANALYTICS_NOTICE } from "#common/analytics-notice.ts";
import { retentionDaysIn } from "#common/retention.ts";
import { pageContent } from "./pages.ts";
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

const page = pageContent("privacy");
const words = {
  hero: page.hero,
  who: page.who,
  collected: page.collected,
  where: page.where,
  kept: page.kept,
  rights: page.rights,
  tracking: page.tracking,
};

/** What each form collects: the forms' own fields (common/forms/field-table.ts), in words. */
export const collectedFields = {
  contact:
    "Contact form: your name, e-mail address, phone number, message, and your organisation (Request a Quote) or subject (General Enquiry).",
  application:
    "Job application: your name, e-mail address, phone number, current address, notice period, current and expected salary (CTC) and your résumé.",
  documentRequest:
    "Request for security documents (on the trust page): your name, work e-mail address, organisation, role, the purpose of your request, the accelerators and documents you ask about, and the version of the non-disclosure terms you accepted.",
} as const;

/**
 * Where an enquiry came from (issue 46, decision 0036): what every form records beside what
 * the visitor types (common/attribution.ts: ATTRIBUTION_FIELDS), where it waits before a form
 * is sent, and what Global Privacy Control or Do Not Track leave of it (the server's rule). Why
 * it is recorded is the owner's words (content/pages/privacy.yaml: attributionPurpose).
 */
export const attributionNotice =
  "With each form, the website also records where your enquiry came from: the page you sent it from, your visit's first page, the name of the site that led you here (not its address) and the link's campaign tags (utm_source, utm_medium, utm_campaign, utm_term, utm_content). Until you send, they stay in your browser tab (no cookie). With Global Privacy Control or Do Not Track, only the page is recorded. They are erased with your enquiry.";

/**
 * The security-review pack (issue 42, decision 0029): what a download records and how long the
 * website keeps it and the request (server/security-pack/). Why a request is made, and that
 * erasure removes both, are the owner's words (content/pages/privacy.yaml: collected, rights).
 */
export const documentRequestNotice = [
  "Each copy you download is marked on every page with your organisation, e-mail address, the day and your request's reference.",
  `Each download is recorded: which document and version, when, and your request's reference; your e-mail address is never stored in clear in this record. The website erases each record ${RETENTION_DAYS} days after the download, and the request ${RETENTION_DAYS} days after its links stop working (72 hours after approval, or once it is declined).`,
] as const;

/** What the outbox keeps and for how long: the server's own rule (server/outbox/). */
export const websiteRetention = [
  `Once a submission has been delivered to our inbox, the website erases its content (your details, message and résumé) after ${RETENTION_DAYS} days, keeping only a delivery record without personal data (a number, the kind of form, dates and the delivery status).`,
  "A résumé sent without consent to keep it is erased from the website right after delivery.",
  "A submission that could not be delivered is kept until our team has handled it, then erased the same way.",
] as const;

/**
 * The confirmation e-mail to the sender (issue 33: ACK_FROM turns it on; read where the site
 * is built, like the retention): said only when the site sends it.
 */
export const acknowledgementNotice = process.env.ACK_FROM
  ? "When you send an enquiry or an application, we send one confirmation e-mail to the address you gave, at most one a day: it repeats nothing you typed, gives your reference and says what happens next. We send it only for what you sent through this website; if someone else used your address, ignore it or write to us to have the submission erased."
  : undefined;

export const privacyPage = {
  title: words.hero.title,
  intro: words.hero.intro,
  /** the page's "Last changed" day (content/pages/privacy.yaml), as the sitemap gives it */
  updated: page.head.updated,
  /** the words before the date */
  updatedLabel: words.hero.dateLabel,
  sections: [
    { id: "who", title: words.who.title, paragraphs: words.who.paragraphs },
    {
      id: "what",
      title: words.collected.title,
      paragraphs: words.collected.intro,
      items: [
        `${collectedFields.contact} ${words.collected.contactPurpose}`,
        `${collectedFields.application} ${words.collected.applicationPurpose}`,
        `${collectedFields.documentRequest} ${words.collected.documentRequestPurpose}`,
        attributionNotice,
        words.collected.attributionPurpose,
        ...words.collected.points,
        ...(acknowledgementNotice ? [acknowledgementNotice] : []),
      ],
    },
    {
      id: "where",
      title: words.where.title,
      paragraphs: [
        `Each submission is sent by e-mail to our inbox (${site.email}) through our e-mail provider. Until it is delivered, it waits in a store on our own server that only the website's own service account can read.`,
        ...words.where.paragraphs,
      ],
      links: [{ label: words.where.trustLink, href: paths.trust }],
    },
    {
      id: "how-long",
      title: words.kept.title,
      items: [...websiteRetention, ...documentRequestNotice, ...words.kept.points],
    },
    { id: "rights", title: words.rights.title, paragraphs: words.rights.paragraphs },
    {
      id: "third-parties",
      title: words.tracking.title,
      paragraphs: [
        NO_ANALYTICS_NOTICE,
        "Only when you click “Request a Demo” does the page load our scheduling provider's booking page, which then handles the details you give it under its own privacy notice.",
      ],
    },
  ] satisfies readonly DocumentSection[],
};
