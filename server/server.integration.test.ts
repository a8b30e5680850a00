import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_RESUME_BYTES } from "#common/limits.ts";
import { docxFile, pdfFile } from "../tests/support/fixtures.ts";
import { applicationForm, generalForm, INBOX, post, quoteForm } from "../tests/support/forms.ts";
import { parseMail, TestRelay } from "../tests/support/relay.ts";
import { settled, waitForOutbox } from "../tests/support/outbox-state.ts";
import { outboxCli } from "../tests/support/server-process.ts";
import { buildTestApp, type TestApp } from "../tests/support/test-app.ts";

// The real server against a real SMTP server on loopback, in this process: requests through
// app.inject, and on a loopback socket where the socket is the point (a chunked body, a
// client that dies mid-upload). The outbox is listed by the real CLI.

const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const ALLOWED = "http://site.allowed.test";
const FAST_RETRIES = { OUTBOX_RETRY_MIN_MS: "100", OUTBOX_RETRY_MAX_MS: "400" };

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "send-email-"));
  dirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("POST /send-email with the relay up", () => {
  const relay = new TestRelay();
  let server: TestApp;
  let data: string;

  beforeAll(async () => {
    await relay.start(0);
    data = dataDir();
    server = await buildTestApp(
      {
        DATA_DIR: data,
        BUILD_DIR,
        SMTP_URL: relay.url,
        MAIL_TO: INBOX,
        MAIL_FROM: "no-reply@example.com",
        RATE_LIMIT_MAX: "0",
        ALLOWED_ORIGINS: ALLOWED,
        ...FAST_RETRIES,
      },
      { listen: true },
    );
  });

  afterAll(async () => {
    await server?.close();
    await relay.stop();
    // read after close(): the outbox worker has finished and logged what it did
    expect(server.logs(), "an error logged while the relay was up").not.toMatch(/"level":(50|60)/);
  });

  it("delivers a quote request with the right headers and body", async () => {
    const answer = await post(server, quoteForm(), { Origin: server.url });
    expect(answer).toMatchObject({ status: 200, json: { message: "Message sent successfully!" } });
    const [received] = await relay.waitFor(1);
    expect(received?.to).toEqual([INBOX]);
    const mail = parseMail(received?.raw ?? "");
    expect(mail.headers.get("from")).toBe("no-reply@example.com");
    expect(mail.headers.get("to")).toBe(INBOX);
    expect(mail.headers.get("reply-to")).toBe("Asha Rao <asha.rao@clinic.test>");
    expect(mail.headers.get("subject")).toBe("Request a Quote");
    expect(mail.text).toBe(
      "Name: Asha Rao\nOrganization: Sunrise Clinics\nPhone: +919876543210\n\n" +
        "Message:\n  We need a triage assistant for 12 clinics.",
    );
    expect(mail.attachments).toEqual([]);
  });

  it("delivers an application with its résumé attached", async () => {
    const before = relay.messages.length;
    const content = docxFile();
    const answer = await post(
      server,
      applicationForm({ content, name: "../Ravi CV.docx", type: "application/octet-stream" }),
    );
    expect(answer).toMatchObject({
      status: 200,
      json: { message: "Application submitted successfully!" },
    });
    const messages = await relay.waitFor(before + 1);
    const mail = parseMail(messages[before]?.raw ?? "");
    expect(mail.headers.get("subject")).toBe("Application for Role");
    expect(mail.headers.get("reply-to")).toBe("Ravi Kumar <ravi.kumar@mail.test>");
    expect(mail.text).toBe(
      "Name: Ravi Kumar\nPhone: +919812345678\nCurrent Address: 12 MG Road, Bengaluru\n" +
        "Notice Period (Months): 2\nCurrent CTC (LPA): 14\nExpected CTC (LPA): 18.5\n" +
        "Keep résumé for future openings: No",
    );
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]?.filename).toBe("Ravi CV.docx");
    expect(mail.attachments[0]?.contentType).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(mail.attachments[0]?.content.equals(content)).toBe(true);
  });

  it("stores a double-clicked submission once", async () => {
    const before = relay.messages.length;
    const form = () => generalForm({ subject: "Twice", message: "Sent twice by a double click." });
    const answers = await Promise.all([post(server, form()), post(server, form())]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    await relay.waitFor(before + 1);
    await waitForOutbox(data, settled);
    expect(relay.messages.length).toBe(before + 1);
    const list = await outboxCli(data);
    expect(list.output.match(/Twice/g)).toHaveLength(1);
  });

  it("answers a filled honeypot like a success and keeps nothing", async () => {
    const answer = await post(server, quoteForm({ website: "https://spam.test", message: "Bot" }));
    expect(answer).toMatchObject({ status: 200, json: { message: "Message sent successfully!" } });
    const list = await outboxCli(data);
    expect(list.output).not.toContain("spam");
  });

  it("allows the configured origin by CORS, exactly, never *", async () => {
    const preflight = await server.fetch("/send-email", {
      method: "OPTIONS",
      headers: { Origin: ALLOWED, "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(ALLOWED);
    expect(preflight.headers.get("access-control-allow-methods")).toBe("POST");
    const answer = await post(server, generalForm({ subject: "From the static site" }), {
      Origin: ALLOWED,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("access-control-allow-origin")).toBe(ALLOWED);
    const foreign = await server.fetch("/send-email", {
      method: "OPTIONS",
      headers: { Origin: "https://evil.test", "Access-Control-Request-Method": "POST" },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("a résumé of exactly 5 MB is accepted and delivered (one byte more: 413, below)", async () => {
    const content = pdfFile(MAX_RESUME_BYTES - pdfFile().length);
    expect(content.length).toBe(MAX_RESUME_BYTES);
    const answer = await post(server, applicationForm({ content, name: "cv.pdf" }));
    expect(answer.status).toBe(200);
    await waitForOutbox(data, settled);
    const sizes = relay.messages
      .flatMap((message) => parseMail(message.raw).attachments)
      .map((attachment) => attachment.content.length);
    expect(sizes).toContain(MAX_RESUME_BYTES);
  });

  describe("refuses bad input with 4xx, delivers nothing and keeps serving", () => {
    let delivered: number;
    beforeAll(async () => {
      await waitForOutbox(data, settled);
      delivered = relay.messages.length;
    });

    it("missing fields: 400 naming each", async () => {
      const answer = await post(server, quoteForm({ name: "", organization: "", phone: "" }));
      expect(answer.status).toBe(400);
      expect(answer.json.fields).toMatchObject({
        name: "Name is required.",
        organization: "Organization is required.",
        phone: "Phone number is required",
      });
    });

    it("bad email, bad phone (full metadata), bad name", async () => {
      const answer = await post(
        server,
        quoteForm({
          email: "asha@",
          sender_address: "asha@",
          phone: "+911000000000",
          name: "R2D2",
        }),
      );
      expect(answer.status).toBe(400);
      expect(answer.json.fields).toMatchObject({
        email: "Invalid email format.",
        phone: "Please enter a valid phone number",
        name: "Only alphabets and spaces are allowed.",
      });
    });

    it("a résumé whose content is not PDF/DOC/DOCX, whatever its name", async () => {
      const png = Buffer.from("\x89PNG\r\n\x1a\n0000", "latin1");
      const answer = await post(server, applicationForm({ content: png, name: "cv.pdf" }));
      expect(answer.status).toBe(400);
      expect(answer.json.fields).toMatchObject({
        file: "Only PDF, DOC, and DOCX files are allowed.",
      });
    });

    it("an application without a résumé", async () => {
      const answer = await post(server, applicationForm(undefined));
      expect(answer.status).toBe(400);
      expect(answer.json.fields).toMatchObject({ file: "Resume is required." });
    });

    it("a 6 MB résumé: 413", async () => {
      const answer = await post(
        server,
        applicationForm({ content: pdfFile(6 * 1024 * 1024), name: "cv.pdf" }),
      );
      expect(answer.status).toBe(413);
    });

    it("a résumé just over 5 MB: 413", async () => {
      const content = pdfFile(MAX_RESUME_BYTES + 1 - pdfFile().length);
      const answer = await post(server, applicationForm({ content, name: "cv.pdf" }));
      expect(answer.status).toBe(413);
    });

    it("an oversized body, announced or chunked: 413", async () => {
      const big = await post(server, quoteForm({ message: "x".repeat(7 * 1024 * 1024) }));
      expect(big.status).toBe(413);
      const status = await new Promise<number>((resolve, reject) => {
        const boundary = "----chunked";
        const req = request(`${server.url}/send-email`, {
          method: "POST",
          headers: {
            "Content-Type": `multipart/form-data; boundary=${boundary}`,
            "Transfer-Encoding": "chunked",
          },
        });
        req.on("response", (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
          req.destroy();
        });
        req.on("error", reject);
        req.write(`--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n`);
        const chunk = "y".repeat(64 * 1024);
        let sent = 0;
        const pump = () => {
          while (sent < 8 * 1024 * 1024 && !req.destroyed) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once("drain", pump);
          }
        };
        pump();
      });
      expect(status).toBe(413);
    });

    it("CR/LF in the subject", async () => {
      const answer = await post(server, generalForm({ subject: "Hello\r\nBcc: victim@evil.test" }));
      expect(answer.status).toBe(400);
      expect(answer.json.fields).toHaveProperty("subject");
    });

    it("a receiver_address other than the company inbox", async () => {
      const answer = await post(server, quoteForm({ receiver_address: "victim@evil.test" }));
      expect(answer.status).toBe(400);
      expect(answer.json.fields).toHaveProperty("receiver_address");
    });

    it("a sender_address other than the form's email, a forged subject", async () => {
      const answer = await post(
        server,
        quoteForm({ sender_address: "someone@else.test", subject: "Buy now" }),
      );
      expect(answer.status).toBe(400);
      expect(answer.json.fields).toHaveProperty("sender_address");
      expect(answer.json.fields).toHaveProperty("subject");
    });

    it("a post from another site's page: 403", async () => {
      expect((await post(server, quoteForm(), { Origin: "https://evil.test" })).status).toBe(403);
      expect((await post(server, quoteForm(), { Origin: "null" })).status).toBe(403);
      expect((await post(server, quoteForm(), { "Sec-Fetch-Site": "cross-site" })).status).toBe(
        403,
      );
    });

    it("not multipart: 415", async () => {
      const answer = await post(server, JSON.stringify({ form: "quote" }), {
        "Content-Type": "application/json",
      });
      expect(answer.status).toBe(415);
    });

    it("malformed and truncated multipart does not crash the process", async () => {
      const garbage = await post(server, "--x\r\nnonsense", {
        "Content-Type": "multipart/form-data; boundary=x",
      });
      expect(garbage.status).toBe(400);
      const noBoundary = await post(server, "abc", { "Content-Type": "multipart/form-data" });
      expect(noBoundary.status).toBeGreaterThanOrEqual(400);
      expect(noBoundary.status).toBeLessThan(500);
    });

    // its "no error logged" is checked with the whole log, after the server stops (afterAll above)
    it("a client that dies halfway through its résumé: no answer, no error, serving on", async () => {
      const answered = await new Promise<string>((resolve) => {
        let received = "";
        const socket = connect(server.port!, "127.0.0.1", () => {
          const part =
            '--b\r\nContent-Disposition: form-data; name="form"\r\n\r\napplication\r\n' +
            '--b\r\nContent-Disposition: form-data; name="file"; filename="halfway-cv.pdf"\r\n' +
            "Content-Type: application/pdf\r\n\r\n%PDF-1.4 partial";
          // announces 100 000 bytes, sends a few hundred, and is gone once they have left
          socket.write(
            `POST /send-email HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n` +
              "Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n" +
              part,
            () => socket.destroy(),
          );
        });
        socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
        socket.on("error", () => {});
        socket.on("close", () => resolve(received));
      });
      expect(answered, "no answer can reach a client that left mid-body").toBe("");
      // still listening, and answering on a new connection
      expect(server.app.server.listening).toBe(true);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      // nothing of it is stored: the outbox listing in the next test has no "halfway-cv.pdf"
    });

    it("after all that: nothing delivered, nothing stored, pages still served", async () => {
      await waitForOutbox(data, settled);
      expect(relay.messages.length).toBe(delivered);
      const list = await outboxCli(data);
      expect(list.output).not.toMatch(/evil|Buy now|Hello|halfway-cv\.pdf/);
      expect(list.output).toContain(" 0 failed");
      const page = await server.fetch("/");
      expect(page.status).toBe(200);
      expect((await post(server, generalForm({ subject: "Still alive" }))).status).toBe(200);
      await relay.waitFor(delivered + 1);
    });
  });

  it("redirects /demo-scheduler to the configured scheduler", async () => {
    const answer = await server.fetch("/demo-scheduler", { redirect: "manual" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("https://calendly.com/example/30min");
  });
});
