import type { SendMailOptions } from "nodemailer";
import { escapeHtml } from "#common/html.ts";
import type { AcknowledgementContent } from "#common/schemas/acknowledgement.ts";
import { assertHeaderValues } from "../mailer/mailer.ts";
import { utcWords } from "../mailer/utc.ts";
import type { MessageKind, NewMessage, StoredMessage } from "../outbox/store.ts";
import type { PackKind } from "../outbox/records.ts";
import { submissionId } from "../webhook/payload.ts";

// The acknowledgement e-mail (decision 0023): the owner's words for the form (content file),
// the submission's reference (the id in the company's e-mail's Message-ID and the webhook's
// `id`), when it was received, the privacy notice and, for an applicant, what the website does
// with the résumé and how to withdraw. It is composed when the submission is stored, from
// nothing the visitor typed: a bot that types a stranger's address into the form can make us
// send this text and no other, at most once a day (the limit is acknowledgement.ts's).

/** What the text depends on besides the content: the site and the retention. */
export interface AcknowledgementText {
  content: AcknowledgementContent;
  /** the privacy notice, absolute (SITE_URL + /privacy) */
  privacyUrl: string;
  /** OUTBOX_RETENTION_DAYS in milliseconds: how long the website keeps a résumé kept with consent */
  retentionMs: number;
}

/** Where it comes from and where a reply goes. */
export interface AcknowledgementSender {
  from: string;
  fromName: string | undefined;
  replyTo: string;
}

/** A row's stored parts: the plain text in `body`, the HTML part in its data. */
export interface AcknowledgementData {
  html: string;
}

interface Section {
  heading?: string;
  paragraphs: string[];
}

const DAY_MS = 86_400_000;

/** The owner's text in paragraphs (a blank line between two). */
const split = (text: string) =>
  text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** What the website itself does with the résumé (decision 0010), as the applicant chose. */
function websiteResume(resumeConsent: boolean, retentionMs: number): string {
  if (!resumeConsent) {
    return "This website deletes its own copy of your résumé as soon as it has passed it to our hiring team.";
  }
  const days = Math.round(retentionMs / DAY_MS);
  const when = days === 0 ? "within an hour of" : `${days} day${days === 1 ? "" : "s"} after`;
  return `As you asked us to keep your résumé for future openings, this website deletes its own copy ${when} passing it to our hiring team.`;
}

/** The e-mail's sections, from the kind of form, the consent box and the reference only. */
function sections(
  message: Pick<NewMessage, "kind" | "messageId" | "resumeConsent">,
  createdAt: number,
  text: AcknowledgementText,
): { subject: string; sections: Section[] } {
  // only the forms it acknowledges get here (acknowledges(), below): never the pack's kinds
  const words = text.content[message.kind as Exclude<MessageKind, PackKind>];
  const reference = submissionId(message);
  const body: Section[] = [
    { paragraphs: split(words.intro) },
    {
      paragraphs: [
        `Your reference: ${reference}`,
        `We received it on ${utcWords(createdAt)} (UTC). Please quote the reference if you write to us about it.`,
      ],
    },
    { heading: "What happens next", paragraphs: split(words.whatHappensNext) },
  ];
  if (message.kind === "application") {
    const application = text.content.application;
    body.push(
      {
        heading: "Your résumé",
        paragraphs: [
          websiteResume(message.resumeConsent ?? false, text.retentionMs),
          ...split(application.resume),
        ],
      },
      { heading: "Withdrawing your application", paragraphs: split(application.withdraw) },
    );
  }
  body.push(
    {
      heading: "Your data",
      paragraphs: [
        `How we handle what you sent us, how long we keep it and your rights: ${text.privacyUrl}`,
        "If you did not send this, someone else entered your address on our website: you can ignore this e-mail, or reply to have the submission erased.",
        "This e-mail was sent automatically. It repeats nothing that was typed into the form.",
      ],
    },
    { paragraphs: split(text.content.signature) },
  );
  return { subject: words.subject, sections: body };
}

/** A paragraph of the HTML part: escaped, line breaks kept, the privacy notice's URL a link. */
function htmlParagraph(paragraph: string, privacyUrl: string): string {
  const escaped = escapeHtml(paragraph).replace(/\r?\n/g, "<br>\n");
  const url = escapeHtml(privacyUrl);
  return `<p>${escaped.replace(url, `<a href="${url}">${url}</a>`)}</p>`;
}

/** The text, the HTML part and the subject of a submission's acknowledgement. */
export function composeAcknowledgement(
  message: Pick<NewMessage, "kind" | "messageId" | "resumeConsent">,
  createdAt: number,
  text: AcknowledgementText,
): { subject: string; text: string; html: string } {
  const composed = sections(message, createdAt, text);
  const plain = composed.sections
    .map(({ heading, paragraphs }) => [...(heading ? [heading] : []), ...paragraphs].join("\n"))
    .join("\n\n");
  const html = [
    `<!doctype html>`,
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(composed.subject)}</title></head>`,
    `<body style="font-family: sans-serif; line-height: 1.5; max-width: 40em">`,
    ...composed.sections.flatMap(({ heading, paragraphs }) => [
      ...(heading ? [`<h2 style="font-size: 1.1em">${escapeHtml(heading)}</h2>`] : []),
      ...paragraphs.map((paragraph) => htmlParagraph(paragraph, text.privacyUrl)),
    ]),
    `</body></html>`,
  ].join("\n");
  return { subject: composed.subject, text: plain, html };
}

/** The forms that get one (a plain-format message is a general enquiry). */
export function acknowledges(kind: MessageKind): boolean {
  return kind === "quote" || kind === "general" || kind === "application";
}

/**
 * The e-mail of a stored acknowledgement row: to the address the form gave, from ACK_FROM,
 * replies to ACK_REPLY_TO, marked as sent by a machine (RFC 3834) so that auto-responders stay
 * silent, no attachment, a Message-ID of its own fixed by the submission (a retry is the same
 * message).
 */
export function acknowledgementMail(
  message: StoredMessage,
  sender: AcknowledgementSender,
): SendMailOptions {
  assertHeaderValues(message.id, [message.subject, message.replyTo, sender.from, sender.replyTo]);
  const domain = sender.from.split("@")[1] ?? "localhost";
  const data = message.data as AcknowledgementData | null;
  return {
    from: sender.fromName ? { name: sender.fromName, address: sender.from } : sender.from,
    to: message.replyTo,
    replyTo: sender.replyTo,
    subject: message.subject,
    text: message.body,
    ...(data?.html ? { html: data.html } : {}),
    messageId: `<${submissionId(message)}.acknowledgement@${domain}>`,
    date: new Date(message.createdAt),
    headers: { "Auto-Submitted": "auto-generated", "X-Auto-Response-Suppress": "All" },
    attachments: [],
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
