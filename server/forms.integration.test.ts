import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfFile } from "../tests/support/fixtures.ts";
import { applicationForm, generalForm, INBOX, post, quoteForm } from "../tests/support/forms.ts";
import { parseMail, TestRelay } from "../tests/support/relay.ts";
import { FORM_PROBLEM_SCRIPT, siteFixture } from "../tests/support/site-fixture.ts";
import { buildTestApp, type TestApp } from "../tests/support/test-app.ts";

// POST /send-email as a browser without JavaScript posts it (HTML answers), as a client of
// the spec's plain format posts it, and with hostile values; delivered to a real SMTP
// server on loopback, with the site served from a fixture build. The app runs in this
// process and answers through app.inject (tests/support/test-app.ts).

const HTML_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function plainForm(fields: Record<string, string>, file?: { content: Buffer; name: string }) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (file) body.set("file", new Blob([new Uint8Array(file.content)]), file.name);
  return body;
}

async function html(server: TestApp, body: FormData, headers: Record<string, string> = {}) {
  const response = await server.fetch("/send-email", {
    method: "POST",
    body,
    redirect: "manual",
    headers: { Accept: HTML_ACCEPT, Origin: server.url, ...headers },
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe("POST /send-email: native posts, the plain format, hostile values", () => {
  const relay = new TestRelay();
  let server: TestApp;

  beforeAll(async () => {
    await relay.start(0);
    const data = mkdtempSync(join(tmpdir(), "forms-"));
    const build = siteFixture();
    dirs.push(data, build);
    server = await buildTestApp({
      DATA_DIR: data,
      BUILD_DIR: build,
      SMTP_URL: relay.url,
      MAIL_TO: INBOX,
      MAIL_FROM: "no-reply@example.com",
      RATE_LIMIT_MAX: "0",
      LOG_LEVEL: "info",
      OUTBOX_RETRY_MIN_MS: "100",
      OUTBOX_RETRY_MAX_MS: "400",
    });
  });
  afterAll(async () => {
    await server?.close();
    await relay.stop();
  });

  /** The delivered message whose raw text contains `marker` (deliveries may overlap). */
  async function delivered(marker: string) {
    const deadline = Date.now() + 15_000;
    for (;;) {
      // Raw or decoded: a body with non-ASCII text (résumé) may be encoded on the wire.
      const found = relay.messages.find(
        (message) => message.raw.includes(marker) || parseMail(message.raw).text.includes(marker),
      );
      if (found) return { mail: parseMail(found.raw), to: found.to };
      if (Date.now() > deadline) throw new Error(`no message with ${marker}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  describe("the spec's plain format", () => {
    it("is delivered to the company inbox, file attached", async () => {
      const content = pdfFile();
      const answer = await post(
        server,
        plainForm(
          {
            sender_address: "Client@Partner.test",
            receiver_address: INBOX,
            subject: "Integration question",
            body: "Do you support HL7?\nThanks",
          },
          { content, name: "spec.pdf" },
        ),
      );
      expect(answer).toMatchObject({
        status: 200,
        json: { message: "Message sent successfully!" },
      });
      const { mail, to } = await delivered("Integration question");
      expect(to).toEqual([INBOX]);
      expect(mail.headers.get("reply-to")).toBe("client@partner.test");
      expect(mail.headers.get("subject")).toBe("Integration question");
      expect(mail.text).toBe(
        "Email: client@partner.test\n\nMessage:\n  Do you support HL7?\n  Thanks",
      );
      expect(mail.attachments[0]?.filename).toBe("spec.pdf");
      expect(mail.attachments[0]?.content.equals(content)).toBe(true);
    });

    it("works without receiver_address, and refuses another receiver or a bad value", async () => {
      const fields = { sender_address: "a@b.test", subject: "No receiver", body: "Hi" };
      expect((await post(server, plainForm(fields))).status).toBe(200);
      const foreign = await post(
        server,
        plainForm({ ...fields, receiver_address: "victim@evil.test" }),
      );
      expect(foreign.status).toBe(400);
      expect(foreign.json.fields).toHaveProperty("receiver_address");
      const bad = await post(
        server,
        plainForm({
          sender_address: "x\u001b]0;pwned\u0007@evil-example.org",
          subject: "Two\nlines",
          body: "x".repeat(5001),
        }),
      );
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.json.fields as object).sort()).toEqual([
        "body",
        "sender_address",
        "subject",
      ]);
      const png = Buffer.from("\x89PNG\r\n\x1a\n0000", "latin1");
      const file = await post(server, plainForm(fields, { content: png, name: "a.pdf" }));
      expect(file.json.fields).toMatchObject({
        file: "Only PDF, DOC, and DOCX files are allowed.",
      });
    });
  });

  it("our forms need no receiver_address: mail goes to MAIL_TO", async () => {
    const form = generalForm({ subject: "No receiver field" });
    form.delete("receiver_address");
    expect((await post(server, form)).status).toBe(200);
    expect((await delivered("No receiver field")).to).toEqual([INBOX]);
  });

  it("refuses control characters in the e-mail and the subject", async () => {
    const answer = await post(
      server,
      generalForm({
        email: "x\u001b]0;pwned\u0007@evil-example.org",
        sender_address: "x\u001b]0;pwned\u0007@evil-example.org",
        subject: "Hi\u001b[2J",
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.json.fields).toMatchObject({
      email: "Remove the invisible control characters.",
      subject: "Remove the invisible control characters.",
    });
  });

  it("no visitor text forges a labelled line in the delivered body", async () => {
    const answer = await post(
      server,
      applicationForm(
        { content: pdfFile(), name: "cv.pdf" },
        { address: "1 Road\nExpected CTC (LPA): 99", expected_ctc: "18.5" },
      ),
    );
    expect(answer.status).toBe(200);
    const { mail } = await delivered("(LPA): 99");
    const labelled = mail.text.split("\n").filter((line) => /^\S/.test(line));
    expect(labelled).toEqual([
      "Name: Ravi Kumar",
      "Phone: +919812345678",
      "Current Address:",
      "Notice Period (Months): 2",
      "Current CTC (LPA): 14",
      "Expected CTC (LPA): 18.5",
      "Keep résumé for future openings: No",
    ]);
    expect(mail.text).toContain("Current Address:\n  1 Road\n  Expected CTC (LPA): 99\n");
    const oneLine = await post(server, quoteForm({ organization: "Acme\nPhone: +1" }));
    expect(oneLine.json.fields).toMatchObject({
      organization: "Use a single line without line breaks.",
    });
  });

  describe("a native form post (Accept prefers text/html)", () => {
    it("JSON stays JSON for fetch with Accept: application/json, */* or none", async () => {
      for (const accept of ["application/json", "*/*", undefined]) {
        const headers: Record<string, string> = accept ? { Accept: accept } : {};
        const answer = await post(server, generalForm({ subject: `JSON ${accept}` }), headers);
        expect(answer.status).toBe(200);
        expect(answer.json).toEqual({ message: "Message sent successfully!" });
        const bad = await post(server, generalForm({ name: "" }), headers);
        expect(bad.status).toBe(400);
        expect(bad.headers.get("content-type")).toMatch(/^application\/json/);
      }
    });

    it("success: 303 to the thank-you page of the form", async () => {
      const before = relay.messages.length;
      const contact = await html(server, quoteForm({ message: "Native quote" }));
      expect(contact.status).toBe(303);
      expect(contact.headers.get("location")).toBe("/contact/thank-you");
      const application = await html(
        server,
        applicationForm({ content: pdfFile(), name: "cv.pdf" }, { address: "Native road" }),
      );
      expect(application.headers.get("location")).toBe("/careers/thank-you");
      const plain = await html(
        server,
        plainForm({ sender_address: "p@q.test", subject: "Native plain", body: "Hi" }),
      );
      expect(plain.headers.get("location")).toBe("/contact/thank-you");
      const honeypot = await html(server, quoteForm({ website: "x", message: "Bot" }));
      expect(honeypot.status).toBe(303);
      expect(honeypot.headers.get("location")).toBe("/contact/thank-you");
      await relay.waitFor(before + 3);
    });

    it("400: the form-problem page naming each bad field, with that page's CSP", async () => {
      const answer = await html(
        server,
        applicationForm(undefined, { first_name: "", email: "nope", expected_ctc: "" }),
        { "Accept-Encoding": "br" },
      );
      expect(answer.status).toBe(400);
      expect(answer.headers.get("content-type")).toMatch(/^text\/html/);
      // compressed like every page (fetch decodes it for the checks below)
      expect(answer.headers.get("content-encoding")).toBe("br");
      expect(answer.headers.get("vary")).toMatch(/Accept-Encoding/);
      expect(answer.text).toContain("<h1>Your form could not be sent</h1>");
      expect(answer.text).toContain('<ul class="form-problems">');
      expect(answer.text).toContain("<li><strong>First Name</strong> First Name is required.</li>");
      expect(answer.text).toContain("<li><strong>Email ID</strong> Invalid email format.</li>");
      expect(answer.text).toContain(
        "<li><strong>Expected CTC (LPA)</strong> Expected CTC is required.</li>",
      );
      expect(answer.text).toContain("<li><strong>Resume</strong> Resume is required.</li>");
      const hash = createHash("sha256").update(FORM_PROBLEM_SCRIPT).digest("base64");
      expect(answer.headers.get("content-security-policy")).toContain(`'sha256-${hash}'`);
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.text).not.toContain("<!--form-problems-->");
    });

    it("links back only to a same-origin page that exists", async () => {
      const cases: Array<[string, string | null]> = [
        [`${server.url}/contact`, '<a href="/contact">Back to the form</a>'],
        [`${server.url}/careers/testengineer?x=1`, '<a href="/careers/testengineer">'],
        ["https://evil.example/contact", null],
        [`${server.url}/no-such-page`, null],
        [`${server.url}/contact/"><script>`, null],
        ["javascript:alert(1)", null],
      ];
      for (const [referer, expected] of cases) {
        const answer = await html(server, quoteForm({ name: "" }), { Referer: referer });
        expect(answer.status, referer).toBe(400);
        if (expected) expect(answer.text, referer).toContain(expected);
        else expect(answer.text, referer).not.toContain("Back to the form");
      }
    });

    it("never echoes a hostile value unescaped", async () => {
      const form = quoteForm();
      const hostile = `<img src=x onerror=alert(1)>$'$&`;
      form.append(hostile, "1");
      form.append(hostile, "2");
      const answer = await html(server, form);
      expect(answer.status).toBe(400);
      expect(answer.text).not.toContain("<img");
      expect(answer.text).toContain("&#60;img src=x onerror=alert(1)&#62;$&#39;$&#38;");
      expect(answer.text.match(/<\/html>/g)).toHaveLength(1);
    });

    it("403, 413 and 415 are pages too, each with its one message", async () => {
      const foreign = await html(server, quoteForm(), { Origin: "https://evil.test" });
      expect(foreign.status).toBe(403);
      expect(foreign.text).toContain("<li>Requests from other sites are not accepted.</li>");
      const big = await html(
        server,
        applicationForm({ content: pdfFile(6 * 1024 * 1024), name: "cv.pdf" }),
      );
      expect(big.status).toBe(413);
      expect(big.text).toContain("<li>File too large. Maximum 5MB allowed.</li>");
      const wrong = await server.fetch("/send-email", {
        method: "POST",
        body: "a=b",
        headers: { Accept: HTML_ACCEPT, "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(wrong.status).toBe(415);
      expect(await wrong.text()).toContain("<li>Send the form as multipart/form-data.</li>");
    });
  });

  it("the résumé consent travels with the application into the delivered body", async () => {
    const ticked = await post(
      server,
      applicationForm(
        { content: pdfFile(), name: "consent-cv.pdf" },
        { address: "7 Consent Lane", resume_consent: "yes" },
      ),
    );
    expect(ticked.status).toBe(200);
    const kept = (await delivered("7 Consent Lane")).mail;
    expect(kept.text.split("\n").at(-1)).toBe("Keep résumé for future openings: Yes");
    expect(kept.attachments.map((file) => file.filename)).toEqual(["consent-cv.pdf"]);

    // Unticked: the browser leaves the field out (or sends it empty).
    for (const [address, extra] of [
      ["8 Unticked Lane", {}],
      ["9 Empty Lane", { resume_consent: "" }],
    ] as const) {
      const answer = await post(
        server,
        applicationForm({ content: pdfFile(), name: "cv.pdf" }, { address, ...extra }),
      );
      expect(answer.status).toBe(200);
      const { mail } = await delivered(address);
      expect(mail.text).toMatch(/\nKeep résumé for future openings: No$/);
    }

    const wrong = await post(
      server,
      applicationForm({ content: pdfFile(), name: "cv.pdf" }, { resume_consent: "on" }),
    );
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.json.fields as object)).toEqual(["resume_consent"]);
  });

  it("writes no submitted value and no client address to the log, outbox lines included", async () => {
    // A full run of both forms with values found nowhere else, delivered (so the outbox
    // worker has logged too), on top of everything this file has posted so far.
    const values = {
      name: "Zephyrine Oduya",
      organization: "Quillfeather Hospitals",
      email: "zephyrine.oduya@quill.test",
      phone: "+919845012345",
      message: "Marker message about wombat telemetry",
      subject: "Wombat telemetry enquiry",
      address: "42 Xylophone Street, Mysuru",
      current_ctc: "31.75",
      expected_ctc: "47.25",
      file: "Zephyrine-Oduya-CV.pdf",
    };
    const contact = {
      name: values.name,
      email: values.email,
      sender_address: values.email,
      phone: values.phone,
      message: values.message,
    };
    const answers = [
      await post(server, quoteForm({ ...contact, organization: values.organization })),
      await post(server, generalForm({ ...contact, subject: values.subject })),
      await post(
        server,
        applicationForm(
          { content: pdfFile(), name: values.file },
          {
            first_name: "Zephyrine",
            last_name: "Oduya",
            email: values.email,
            sender_address: values.email,
            phone: values.phone,
            address: values.address,
            current_ctc: values.current_ctc,
            expected_ctc: values.expected_ctc,
            resume_consent: "yes",
          },
        ),
      ),
      // A refused one: the 400 names fields, the log must not quote their values.
      await post(server, generalForm({ ...contact, phone: "12", subject: values.subject })),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 400]);
    await delivered(values.address);
    await delivered(values.organization);
    await delivered(values.subject);
    const deadline = Date.now() + 15_000;
    while ((server.logs().match(/outbox: delivered/g) ?? []).length < relay.messages.length) {
      if (Date.now() > deadline) throw new Error("the delivery log lines did not appear");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const log = server.logs();
    expect(log).toContain("stored in the outbox");
    const secrets = [
      ...Object.values(values),
      "Zephyrine",
      "Oduya",
      "+91 98450",
      // the fixtures every earlier test of this file posted
      "asha.rao@clinic.test",
      "Asha Rao",
      "Sunrise Clinics",
      "+919876543210",
      "triage assistant",
      "Li Wei",
      "li.wei@mail.test",
      "+14155550123",
      "Partnership",
      "ravi.kumar@mail.test",
      "Ravi Kumar",
      "12 MG Road",
      "Consent Lane",
      "client@partner.test",
      "Integration question",
    ];
    for (const secret of secrets) expect(log, secret).not.toContain(secret);
    // The client's address is only used by the rate limiter, never logged.
    const lines = log.split("\n").filter((line) => !/"msg":"Server listening/.test(line));
    expect(lines.filter((line) => line.includes("127.0.0.1"))).toEqual([]);
    expect(log).not.toMatch(/"(remoteAddress|remotePort|ip|ips|clientIp)":/);
  });
});
