import { createHash } from "node:crypto";
import { z } from "zod";
import { flag, int, isLoopback, url } from "../config-fields.ts";
import { sizedRow } from "../outbox/destinations.ts";
import type { Attachment } from "../outbox/store.ts";
import { isPackKind } from "../outbox/records.ts";
import { webhookBody, type FileFacts, type WebhookData } from "../webhook/payload.ts";
import { createWebhookSender, type WebhookConfig } from "../webhook/sender.ts";
import { defineDestination } from "./destination.ts";

export type { WebhookConfig } from "../webhook/sender.ts";

// The webhook (decision 0018): with WEBHOOK_URL, each submission is also a signed JSON POST to
// the team's tools (a CRM's inbound webhook, an automation tool, a relay). Its row holds the
// validated fields, their labels and the résumé's facts as data, not a composed e-mail, and
// the résumé's bytes only with WEBHOOK_INCLUDE_FILES=1: a copy nobody needs is a copy that can
// leak.

/**
 * A webhook carries the visitor's data off this machine: https, or plain http only to a
 * relay on this host (loopback), where nothing crosses a network in clear.
 */
const webhookUrl = url(["https:", "http:"]).superRefine((value, context) => {
  if (!URL.canParse(value)) return;
  const target = new URL(value);
  if (target.protocol === "http:" && !isLoopback(target.hostname)) {
    context.addIssue({ code: "custom", message: "expected an https URL (http only on loopback)" });
  }
  if (target.username || target.password) {
    context.addIssue({
      code: "custom",
      message: "no credentials in the URL: WEBHOOK_SECRET signs",
    });
  }
});

export function fileFacts(attachment: Attachment | undefined): FileFacts | null {
  if (!attachment) return null;
  return {
    name: attachment.filename,
    type: attachment.contentType,
    size: attachment.content.byteLength,
    sha256: createHash("sha256").update(attachment.content).digest("hex"),
  };
}

export const webhook = defineDestination({
  name: "webhook",
  position: 20,
  variables: {
    WEBHOOK_URL: webhookUrl.optional(),
    // Long enough not to be guessed, checked only when WEBHOOK_URL is set (configure).
    WEBHOOK_SECRET: z.string().optional(),
    WEBHOOK_INCLUDE_FILES: flag.default(false),
    WEBHOOK_TIMEOUT_MS: int(1_000, 120_000, 10_000),
  },
  secrets: ["WEBHOOK_SECRET"],
  offReason: "WEBHOOK_URL is not set",
  receiver: "the webhook's receiver",
  configure(values, _shared, problem): WebhookConfig | undefined {
    // A webhook without its secret would send unsigned data: refused at start.
    if (values.WEBHOOK_URL === undefined) return undefined;
    if (values.WEBHOOK_SECRET === undefined) {
      problem(
        "WEBHOOK_SECRET",
        "required when WEBHOOK_URL is set (the receiver verifies the signature with it)",
      );
    } else if (values.WEBHOOK_SECRET.length < 16) {
      problem("WEBHOOK_SECRET", "expected at least 16 characters");
    }
    return {
      url: new URL(values.WEBHOOK_URL).href,
      secret: values.WEBHOOK_SECRET ?? "",
      includeFiles: values.WEBHOOK_INCLUDE_FILES,
      timeoutMs: values.WEBHOOK_TIMEOUT_MS,
    };
  },
  row(message, settings) {
    // a request for the security pack is the team's to approve, by e-mail (document-request.ts)
    if (isPackKind(message.kind)) return undefined;
    const data: WebhookData = {
      values: message.fields?.values ?? {},
      labels: message.fields?.labels ?? {},
      file: fileFacts(message.attachment),
      ...(message.spamCheck ? { spamCheck: message.spamCheck } : {}),
    };
    return sizedRow({
      destination: "webhook",
      replyName: message.replyName,
      subject: message.subject,
      body: "",
      attachment: settings.includeFiles ? (message.attachment ?? null) : null,
      dataJson: JSON.stringify(data),
    });
  },
  sender: (settings) => createWebhookSender(settings),
  // What the receiver gets, unsigned (a signature is made at each attempt).
  exportFile: async (message, settings) => ({
    extension: "json",
    content: Buffer.from(`${webhookBody(message, settings?.includeFiles ?? false)}\n`),
  }),
});
