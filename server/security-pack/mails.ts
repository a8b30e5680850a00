import { SECURITY_PACK_PATHS } from "#common/endpoints.ts";
import { utc } from "../mailer/utc.ts";
import type { PackRequest } from "./pack-sql.ts";

// The texts of the pack's e-mails (decision 0029), composed when their row is stored: the
// team's (everything the requester gave, the documents and the non-disclosure version
// accepted, the approve and decline links, the CLI's commands) and the requester's reply
// (approved: one personal link per document; declined: a short, polite note that gives no
// reason and says whom to write to). Plain text, one line per fact.

export interface TeamMailFacts {
  request: PackRequest;
  purpose: string;
  accelerators: readonly string[];
  spamCheck: string;
  approveUrl: string;
  declineUrl: string;
  linksExpireAt: number;
  downloadLimit: number;
}

export function teamMail(facts: TeamMailFacts): { subject: string; body: string } {
  const { request } = facts;
  const documents = request.documents.map((d) => `- ${d.title} (version ${d.version})`);
  return {
    subject: `Security-review pack request ${request.ref} from ${request.organization}`,
    body: [
      `${request.name} asks for restricted documents of the security-review pack.`,
      "",
      `Reference: ${request.ref}`,
      `Received: ${utc(request.createdAt)}`,
      `Name: ${request.name}`,
      `Work email: ${request.email}`,
      `Organisation: ${request.organization}`,
      `Role: ${request.role}`,
      `Accelerators of interest: ${facts.accelerators.length > 0 ? facts.accelerators.join(", ") : "none named"}`,
      `Non-disclosure terms accepted: version ${request.ndaVersion}`,
      `Spam check: ${facts.spamCheck}`,
      "",
      "Documents:",
      ...documents,
      "",
      "Purpose:",
      facts.purpose,
      "",
      `Approve: the requester gets a personal link for each document, valid 72 hours, ${facts.downloadLimit} download${facts.downloadLimit === 1 ? "" : "s"} of each, every page marked with their organisation, e-mail, the day and the reference:`,
      facts.approveUrl,
      "",
      "Decline: the requester gets a short, polite note without a reason:",
      facts.declineUrl,
      "",
      `Each link opens a page with a button; the first decision counts. The links expire on ${utc(facts.linksExpireAt)}.`,
      `On the server: npm run outbox -- approve ${request.ref}   (or decline ${request.ref})`,
    ].join("\n"),
  };
}

export function approvedMail(
  request: PackRequest,
  links: ReadonlyArray<{ title: string; version: string; url: string }>,
  expiresAt: number,
  downloadLimit: number,
  trustUrl: string,
): { subject: string; body: string } {
  return {
    subject: `Your security-review documents (${request.ref})`,
    body: [
      `Hello ${request.name},`,
      "",
      `Your request ${request.ref} for our security-review documents is approved. Download each document from its personal link below.`,
      "",
      ...links.flatMap((link) => [`${link.title} (version ${link.version}):`, link.url, ""]),
      `The links work until ${utc(expiresAt)}, each document at most ${downloadLimit} time${downloadLimit === 1 ? "" : "s"}. They are for you alone: every page of each copy is marked with ${request.organization}, your e-mail address, the day and the reference ${request.ref}, under the non-disclosure terms (version ${request.ndaVersion}) you accepted.`,
      "",
      `If a link has expired or is used up, request the documents again at ${trustUrl}, or reply to this e-mail.`,
    ].join("\n"),
  };
}

export function declinedMail(
  request: PackRequest,
  trustUrl: string,
): { subject: string; body: string } {
  return {
    subject: `Your request for security-review documents (${request.ref})`,
    body: [
      `Hello ${request.name},`,
      "",
      `Thank you for your interest in our security-review documents. We are not able to share them in answer to this request (reference ${request.ref}).`,
      "",
      "If you are evaluating our accelerators for your organisation, reply to this e-mail and our team will find the right way to answer your security review.",
      "",
      `What we publish is on ${trustUrl}.`,
    ].join("\n"),
  };
}

/** Absolute links on SITE_URL. */
export const packUrls = (siteUrl: string) => ({
  decision: (token: string) => new URL(`${SECURITY_PACK_PATHS.decision}/${token}`, siteUrl).href,
  download: (token: string, slug: string) =>
    new URL(`${SECURITY_PACK_PATHS.download}/${token}/${slug}`, siteUrl).href,
  trust: new URL("/trust", siteUrl).href,
});
