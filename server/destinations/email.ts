import { buildMail, createSmtpSender, emlFile } from "../mailer/mailer.ts";
import { messageRow } from "../outbox/destinations.ts";
import { isPackKind } from "../outbox/records.ts";
import { withAttribution } from "./attribution-block.ts";
import { defineDestination } from "./destination.ts";

// The company's e-mail (decision 0002): every submission, to MAIL_TO from MAIL_FROM with the
// visitor in Reply-To, résumé attached, through SMTP_URL. Always on: without SMTP_URL its rows
// wait in the outbox. Its settings are the shared ones (the relay and the inbox), which the
// acknowledgement and the form endpoint use too.

export const email = defineDestination({
  name: "email",
  position: 10,
  variables: {},
  offReason: "",
  receiver: "the mail relay",
  idleReason: "SMTP_URL is not set",
  configure: () => ({}),
  // the security pack's messages are its own module's (document-request.ts)
  // the message, then where it came from ("How they found us", decision 0036)
  row: (message) =>
    isPackKind(message.kind)
      ? undefined
      : messageRow(
          { ...message, body: withAttribution(message.body, message.attribution) },
          "email",
        ),
  sender: (_settings, shared) =>
    shared.smtp.url
      ? createSmtpSender(shared.smtp.url, shared.mailFrom, {
          allowPlaintext: shared.smtp.allowPlaintext,
        })
      : undefined,
  exportFile: async (message, _settings, shared) => ({
    extension: "eml",
    content: await emlFile(buildMail(message, shared.mailFrom)),
  }),
});
