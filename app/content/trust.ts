// The trust page (/trust), for hospitals' procurement and security reviews: how an enquiry
// travels, where it is kept and for how long, who helps us handle it, how it is protected, the
// certifications, and how to ask for the security pack, a DPA or a BAA. The two lists are the
// owner's (content/trust/, "Trust page" in the editor); the retention is the server's own rule
// read at build (privacy.ts); the rest is fixed copy that must stay true of server/ (checked
// against it when written: docs/security.md lists each practice with its test).
import { ContentError, loadCollection } from "./load.ts";
import { paths } from "./paths.ts";
import { RETENTION_DAYS, type DocumentSection } from "./privacy.ts";
import { trustSchema, type CertificationStatus } from "./schemas/trust.ts";
import { site } from "./site.ts";

const LISTS = "subprocessors-and-certifications";
const lists = loadCollection("trust", trustSchema).find((entry) => entry.slug === LISTS);
if (!lists) {
  throw new ContentError(`content/trust/${LISTS}.yaml: the trust page's lists are missing`);
}

/** What the page says of a certification: only a held one is called certified. */
export const certificationStatusLabels: Record<CertificationStatus, string> = {
  held: "Certified",
  "in-progress": "In progress",
  planned: "Planned",
};

/** The requests a procurement team makes, each opening General Enquiry with its subject. */
export const trustRequests = [
  { label: "Request the security pack", subject: "Security pack request" },
  { label: "Request a DPA", subject: "DPA request" },
  { label: "Request a BAA", subject: "BAA request" },
].map((request) => ({ ...request, href: paths.enquiryAbout(request.subject) }));

export const trustPage = {
  title: "Trust and security",
  intro:
    "How we handle what you send us through this website, who helps us handle it, and how we protect it: for your procurement and security reviews.",
  updated: "2026-11-25",
  flow: {
    id: "data-flow",
    title: "How an enquiry travels",
    paragraphs: ["What you type into the contact form or a job application takes one path:"],
    ordered: true,
    items: [
      "Your browser sends the form over an encrypted connection to our own server. No other website receives it on the way: our pages load no third-party scripts.",
      "Our server checks every field again, with the same rules as the form, and writes the submission to its outbox database before it tells your browser the message was received.",
      "The outbox delivers it by e-mail, through our e-mail provider, to our company inbox and to no other address. If the e-mail provider cannot take it, the outbox keeps it and tries again with growing pauses; a message that still cannot be delivered is kept and marked for our team to handle.",
    ],
  },
  destinations: {
    id: "destinations",
    title: "Where it goes, and nowhere else",
    paragraphs: destinations(process.env),
  },
  storage: {
    id: "storage",
    title: "Where it is kept, and for how long",
    items: [
      `In the outbox on our server, which only the website's own service account can read. Once a submission has been delivered, its content (your details, message and résumé) is erased after ${RETENTION_DAYS} days, leaving a delivery record without personal data.`,
      "A résumé sent without consent to keep it is erased from the outbox as soon as it is delivered.",
      "A submission that could not be delivered is kept until our team has handled it, then erased the same way.",
      "In our company inbox, for as long as our sales or hiring team needs it for your enquiry or application.",
      `On request we erase what you sent: write to ${site.email} from the address you used. One command removes every submission of that address from the outbox, whatever its state, and we delete the e-mails from our inbox.`,
    ],
    links: [{ label: "Privacy notice: what we collect, why, and your rights", href: paths.privacy }],
  },
  subprocessors: {
    id: "subprocessors",
    title: "Subprocessors",
    intro: "The companies that handle what you send us on our behalf:",
    none: "No other company handles what you send us.",
    list: lists.subprocessors,
    labels: { service: "What it does", data: "Your data it handles", location: "Where" },
  },
  practices: {
    id: "practices",
    title: "How we protect it",
    items: [
      "A strict Content Security Policy on every page: scripts run only from our own address, and an inline script only when its exact hash is listed. No other site can frame our pages.",
      "Security headers on every answer: HTTP Strict Transport Security, no content-type sniffing, no framing, a strict referrer policy and an isolated browsing context.",
      "No cookies, no analytics, no advertising or tracking scripts.",
      "The server refuses forms posted from other websites and any field holding control characters, identifies a résumé by its content (PDF or Word, at most 5 MB) rather than its name, and sends mail only to our own inbox.",
      "Limits against abuse: submissions per visitor per minute, an overall ceiling, caps on size and storage, and a hidden field that automated senders fill in and people never see.",
      "A durable outbox: a submission is stored before we confirm it and delivered with retries, so an e-mail outage loses nothing.",
      "The server refuses to hand mail to an e-mail provider that does not offer encryption (TLS), and writes none of the values you submit to its logs.",
    ],
  } satisfies DocumentSection,
  certifications: {
    id: "certifications",
    title: "Certifications",
    intro:
      "We call a certification held only with a valid certificate; the others are what we are working towards.",
    none: "We hold no security certifications yet.",
    list: lists.certifications,
  },
  requests: {
    id: "requests",
    title: "Security pack, DPA and BAA",
    paragraphs: [
      "Procurement and security teams can ask for our security pack, a data processing agreement (DPA) or, for US healthcare, a business associate agreement (BAA). Each link opens our contact form's General Enquiry with the subject filled in; we reply within one business day.",
    ],
    links: trustRequests,
    vulnerability: {
      text: `To report a vulnerability, write to ${site.email}.`,
      link: { label: "Our security.txt", href: paths.securityTxt },
    },
  },
} as const;

/**
 * Where an enquiry goes, as the server is configured (WEBHOOK_URL, WEBHOOK_INCLUDE_FILES, read
 * at build like the retention): e-mail only, or e-mail and the sales team's webhook receiver.
 */
export function destinations(env: Record<string, string | undefined>): string[] {
  const webhook = env.WEBHOOK_URL?.trim();
  if (!webhook) {
    return [
      "E-mail to our inbox is the only way an enquiry or application leaves our server. No CRM, ticketing or analytics service receives it. If we ever add another destination, such as a webhook into a ticketing system, it will be listed here and among the subprocessors before it is used.",
    ];
  }
  const files = env.WEBHOOK_INCLUDE_FILES === "1" ? "and the résumé itself" : "and a résumé's name, type and size, but not the file";
  return [
    `Besides e-mail to our inbox, each enquiry or application goes to our sales and hiring team's own tools: our server sends its fields ${files}, signed, over an encrypted connection to ${new URL(webhook).hostname}. That service is listed among the subprocessors. No analytics service receives it.`,
  ];
}
