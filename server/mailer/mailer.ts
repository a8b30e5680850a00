import nodemailer, { type SendMailOptions } from "nodemailer";
import { isLoopback } from "../config-fields.ts";
import type { StoredMessage } from "../outbox/store.ts";

// Turns a stored submission into the e-mail the company receives, and sends e-mails of the
// outbox's rows by SMTP (the company's, and the acknowledgement the sender gets).

export interface MailSender {
  send(message: StoredMessage): Promise<void>;
  close(): void;
}

export class HeaderInjectionError extends Error {
  override name = "HeaderInjectionError";
  // A message that cannot be sent safely must not be retried for days.
  readonly responseCode = 554;
}

const LINE_BREAK = /[\r\n]/;

/** Refuses a header value with a line break: it could start a header of its own. */
export function assertHeaderValues(id: number, values: readonly string[]): void {
  if (values.some((value) => LINE_BREAK.test(value))) {
    throw new HeaderInjectionError(`message ${id} has a line break in a header value`);
  }
}

/**
 * The e-mail of a stored submission: From is our configured sender (never the visitor,
 * whose domain would fail SPF/DMARC), the visitor is the Reply-To, and the Message-ID and
 * Date were fixed at submission time so a re-sent copy is recognisably the same message.
 */
export function buildMail(message: StoredMessage, from: string): SendMailOptions {
  const headerValues = [message.subject, message.replyTo, message.replyName, message.mailTo, from];
  if (message.attachment) headerValues.push(message.attachment.filename);
  assertHeaderValues(message.id, headerValues);
  return {
    from,
    to: message.mailTo,
    replyTo: message.replyName
      ? { name: message.replyName, address: message.replyTo }
      : message.replyTo,
    subject: message.subject,
    text: message.body,
    messageId: message.messageId,
    date: new Date(message.createdAt),
    headers: { "X-Outbox-Id": String(message.id) },
    attachments: message.attachment
      ? [
          {
            filename: message.attachment.filename,
            contentType: message.attachment.contentType,
            content: message.attachment.content,
          },
        ]
      : [],
    // Only our own bytes go into the message: no reading of files or URLs by name.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** A Message-ID on the sender's domain, fixed when the submission is stored. */
export function newMessageId(from: string): string {
  const domain = from.split("@")[1] ?? "localhost";
  return `<${crypto.randomUUID()}@${domain}>`;
}

/**
 * An smtp:// relay off this machine must upgrade with STARTTLS: nodemailer otherwise sends
 * the relay password and every résumé in clear when STARTTLS is not offered (a downgrade).
 * Loopback relays and an explicit SMTP_ALLOW_PLAINTEXT=1 are exempt; smtps:// is TLS anyway.
 */
export function requiresTls(smtpUrl: string, allowPlaintext = false): boolean {
  const url = new URL(smtpUrl);
  if (url.protocol !== "smtp:" || allowPlaintext) return false;
  return !isLoopback(url.hostname);
}

/** The e-mail a row is sent as: the company's (buildMail), or another destination's. */
export type ComposeMail = (message: StoredMessage) => SendMailOptions;

/** Sends each row as `compose` writes it; the company's e-mail from `from` by default. */
export function createSmtpSender(
  smtpUrl: string,
  from: string,
  {
    allowPlaintext = false,
    compose = (message) => buildMail(message, from),
  }: { allowPlaintext?: boolean; compose?: ComposeMail } = {},
): MailSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    requireTLS: requiresTls(smtpUrl, allowPlaintext),
    // A relay that accepts the connection and then hangs must not stall the queue.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    async send(message) {
      await transport.sendMail(compose(message));
    },
    close() {
      transport.close();
    },
  };
}

/** An e-mail as the bytes of an .eml file (what `npm run outbox -- export` writes). */
export async function emlFile(mail: SendMailOptions): Promise<Buffer> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail(mail);
  return info.message as Buffer;
}
