// Started by Playwright beside the site: a real SMTP server on loopback that the site's
// outbox delivers to, and a tiny HTTP endpoint the browser tests read the received mail from.
import { createServer } from "node:http";
import { parseMail, TestRelay } from "../support/relay.ts";

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 4325);
const httpPort = Number(process.env.E2E_MAILBOX_PORT ?? 4326);

const relay = new TestRelay();
await relay.start(smtpPort);

createServer((request, response) => {
  if (request.url === "/messages") {
    const messages = relay.messages.map((mail) => {
      const parsed = parseMail(mail.raw);
      return {
        to: mail.to,
        headers: Object.fromEntries(parsed.headers),
        text: parsed.text,
        attachments: parsed.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          size: a.content.length,
        })),
      };
    });
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(messages));
    return;
  }
  response.writeHead(request.url === "/health" ? 200 : 404).end();
}).listen(httpPort, "127.0.0.1");
