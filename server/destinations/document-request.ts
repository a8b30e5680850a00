import { join } from "node:path";
import { z } from "zod";
import { int } from "../config-fields.ts";
import { buildMail, createSmtpSender, emlFile } from "../mailer/mailer.ts";
import { sizedRow } from "../outbox/destinations.ts";
import { isPackKind, type StoredMessage } from "../outbox/records.ts";
import { readPackContent, type PackContent } from "../security-pack/content.ts";
import { withAttribution } from "./attribution-block.ts";
import { defineDestination, type SharedSettings } from "./destination.ts";

// The security-review pack's e-mails (issue 42, decision 0029), a destination of its own:
// a request for restricted documents is the team's e-mail (to MAIL_TO, the requester in
// Reply-To) with signed approve and decline links; the reply to the requester (approved: the
// personal download links; declined: a short, polite note) is a row of its own, stored when
// the team decides. Both go through the same relay as every e-mail, durable in the outbox
// like every enquiry (retried, kept under retention, erased by `erase --email`). The texts
// are composed by server/security-pack/mails.ts when the row is stored; this module sends
// them. Always on: its links are made on SITE_URL, or on the server's own address
// (http://localhost:PORT) where SITE_URL is unset, so `npm start` on a fresh machine takes a
// request end to end (`npm run check:launch` refuses an unset SITE_URL for a launch).

export interface PackSettings {
  /** SITE_URL (or http://localhost:PORT without it): the links' origin */
  siteUrl: string;
  /** DOCUMENTS_DIR: the restricted PDFs, never in the public build */
  documentsDir: string;
  /** SECURITY_PACK_SECRET, or undefined: a key generated once and kept in the store */
  secret: string | undefined;
  /** SECURITY_PACK_DOWNLOADS: downloads of each document per approved request */
  downloadLimit: number;
  /** the documents, the non-disclosure terms and the accelerators (CONTENT_DIR) */
  content: PackContent;
}

/** A row's data: where it goes (the team's inbox, or the requester). */
interface PackRowData {
  to: string;
}

export const DOCUMENT_REQUEST = "document-request";

/** The e-mail of a stored pack row: the team's (Reply-To the requester) or the requester's. */
export function packMail(message: StoredMessage, shared: SharedSettings) {
  const mail = buildMail(message, shared.mailFrom);
  if (message.kind !== "document-reply") return mail;
  const data = message.data as PackRowData | null;
  return {
    ...mail,
    to: data?.to ?? message.replyTo,
    // a reply goes to the team, never back into the outbox's own no-reply sender
    replyTo: shared.mailTo,
    headers: {
      ...(mail.headers as Record<string, string>),
      "Auto-Submitted": "auto-generated",
      "X-Auto-Response-Suppress": "All",
    },
  };
}

export const documentRequest = defineDestination({
  name: DOCUMENT_REQUEST,
  position: 40,
  variables: {
    DOCUMENTS_DIR: z.string().optional(),
    SECURITY_PACK_SECRET: z.string().optional(),
    SECURITY_PACK_DOWNLOADS: int(1, 100, 3),
  },
  secrets: ["SECURITY_PACK_SECRET"],
  offReason: "",
  receiver: "the mail relay",
  idleReason: "SMTP_URL is not set",
  configure(values, shared, problem): PackSettings | undefined {
    if (values.SECURITY_PACK_SECRET !== undefined && values.SECURITY_PACK_SECRET.length < 32) {
      problem("SECURITY_PACK_SECRET", "expected at least 32 characters");
    }
    const content = readPackContent(shared.contentDir, problem);
    if (!content) return undefined;
    return {
      siteUrl: shared.siteUrl ?? shared.localOrigin,
      documentsDir: values.DOCUMENTS_DIR ?? join(shared.dataDir, "documents"),
      secret: values.SECURITY_PACK_SECRET,
      downloadLimit: values.SECURITY_PACK_DOWNLOADS,
      content,
    };
  },
  row(message) {
    if (!isPackKind(message.kind)) return undefined;
    const data: PackRowData = {
      to: message.kind === "document-request" ? message.mailTo : message.replyTo,
    };
    return sizedRow({
      destination: DOCUMENT_REQUEST,
      replyName: message.replyName,
      subject: message.subject,
      // the team's e-mail says where the request came from (decision 0036); a reply does not
      body:
        message.kind === "document-request"
          ? withAttribution(message.body, message.attribution)
          : message.body,
      attachment: null,
      dataJson: JSON.stringify(data),
    });
  },
  sender: (_settings, shared) =>
    shared.smtp.url
      ? createSmtpSender(shared.smtp.url, shared.mailFrom, {
          allowPlaintext: shared.smtp.allowPlaintext,
          compose: (message) => packMail(message, shared),
        })
      : undefined,
  exportFile: async (message, _settings, shared) => ({
    extension: "eml",
    content: await emlFile(packMail(message, shared)),
  }),
});
