import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parse } from "yaml";
import {
  ACKNOWLEDGEMENT_FILE,
  acknowledgementSchema,
  PRIVACY_PATH,
  type AcknowledgementContent,
} from "#common/schemas/acknowledgement.ts";
import { email } from "../config-fields.ts";
import { createSmtpSender, emlFile } from "../mailer/mailer.ts";
import { sizedRow } from "../outbox/destinations.ts";
import { addressKey } from "../outbox/mapping.ts";
import {
  acknowledgementMail,
  acknowledges,
  composeAcknowledgement,
  type AcknowledgementData,
  type AcknowledgementSender,
  type AcknowledgementText,
} from "./acknowledgement-mail.ts";
import { defineDestination, type Problem } from "./destination.ts";

// The acknowledgement (decision 0023): with ACK_FROM set, a sender whose enquiry or application
// passed the spam check gets one e-mail at the address they gave, saying it arrived, its
// reference, what happens next and how their data is kept (acknowledgement-mail.ts). Not for a
// post without the spam check's solution, and at most one per address in 24 hours, counted in
// the outbox's store (every instance sharing it counts together). Like every destination it is
// an outbox row: durable, retried, exactly one per submission, erased by `erase --email` and by
// retention. It goes through the same relay as the company's e-mail (SMTP_URL).

export interface AcknowledgementConfig extends AcknowledgementSender, AcknowledgementText {}

/** One acknowledgement per address in this long. */
export const ACKNOWLEDGEMENT_WINDOW_MS = 24 * 3_600_000;

/** The owner's words (CONTENT_DIR), or undefined after reporting what is wrong with them. */
function readContent(dir: string, problem: Problem): AcknowledgementContent | undefined {
  const path = join(dir, ACKNOWLEDGEMENT_FILE);
  const inside = relative(process.cwd(), path);
  const file = inside.startsWith("..") ? path : inside;
  if (!existsSync(path)) {
    problem("CONTENT_DIR", `no file ${file}: the acknowledgement's words are read from it`);
    return undefined;
  }
  let data: unknown;
  try {
    data = parse(readFileSync(path, "utf8"));
  } catch (error) {
    problem("CONTENT_DIR", `${file}: ${(error as Error).message}`);
    return undefined;
  }
  const parsed = acknowledgementSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    problem("CONTENT_DIR", `${file}: ${issue.path.join(".") || "(the file)"}: ${issue.message}`);
  }
  return undefined;
}

export const acknowledgement = defineDestination({
  name: "acknowledgement",
  position: 30,
  variables: {
    ACK_FROM: email.optional(),
    ACK_REPLY_TO: email.optional(),
  },
  offReason: "ACK_FROM is not set",
  receiver: "the mail relay",
  idleReason: "SMTP_URL is not set",
  configure(values, shared, problem): AcknowledgementConfig | undefined {
    if (values.ACK_FROM === undefined) return undefined;
    // SITE_URL is the server's (config.ts): the security pack's links are made on it too
    if (shared.siteUrl === undefined) {
      problem(
        "SITE_URL",
        "required when ACK_FROM is set (the acknowledgement links the privacy notice on it)",
      );
    }
    const content = readContent(shared.contentDir, problem);
    if (!content || shared.siteUrl === undefined) return undefined;
    return {
      from: values.ACK_FROM,
      fromName: content.fromName || undefined,
      replyTo: values.ACK_REPLY_TO ?? shared.mailTo,
      privacyUrl: new URL(PRIVACY_PATH, shared.siteUrl).href,
      content,
      retentionMs: shared.retentionMs,
    };
  },
  /** Only for an enquiry or application that passed the spam check (SPAM_CHECK=off: none). */
  row(message, settings) {
    if (message.spamCheck !== "verified" || !acknowledges(message.kind)) return undefined;
    const composed = composeAcknowledgement(message, Date.now(), settings);
    const data: AcknowledgementData = { html: composed.html };
    return sizedRow({
      destination: "acknowledgement",
      replyName: "",
      subject: composed.subject,
      body: composed.text,
      attachment: null,
      dataJson: JSON.stringify(data),
    });
  },
  /** One per address a day, whichever instance and however the address is capitalised. */
  async admit(message, _settings, limits) {
    const key = `acknowledgement:${addressKey(message.replyTo)}`;
    const counted = await limits.hit(key, ACKNOWLEDGEMENT_WINDOW_MS);
    const release = () => limits.release(key, counted.resetAt);
    if (counted.count <= 1) return { ok: true, release };
    await release();
    return { ok: false };
  },
  sender: (settings, shared) =>
    shared.smtp.url
      ? createSmtpSender(shared.smtp.url, settings.from, {
          allowPlaintext: shared.smtp.allowPlaintext,
          compose: (message) => acknowledgementMail(message, settings),
        })
      : undefined,
  exportFile: async (message, settings, shared) => ({
    extension: "eml",
    content: await emlFile(
      acknowledgementMail(
        message,
        settings ?? { from: shared.mailFrom, fromName: undefined, replyTo: shared.mailTo },
      ),
    ),
  }),
});
