import type { FastifyRequest } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { docxFile, pdfFile, zipFile } from "../../tests/support/fixtures.ts";
import { judgeOrigin } from "./origin.ts";
import type { ParsedBody } from "./parse.ts";
import { judgeSubmission, serverMessages } from "./submission.ts";
import { loadFullPhoneRules } from "#common/phone.ts";

// the schemas judge phone numbers on the full metadata, loaded first (as the server does)
beforeAll(loadFullPhoneRules);

const INBOX = "info@example.com";

function quote(overrides: Record<string, string> = {}): ParsedBody {
  return {
    fields: {
      form: "quote",
      sender_address: "asha@clinic.test",
      receiver_address: INBOX,
      subject: "Request a Quote",
      body: "Forged body: click http://spam.test",
      name: "Asha Rao",
      organization: "Sunrise Clinics",
      email: "Asha@Clinic.test",
      phone: "+919876543210",
      message: "Hello",
      ...overrides,
    },
    file: undefined,
  };
}

function application(file: ParsedBody["file"], overrides: Record<string, string> = {}): ParsedBody {
  return {
    fields: {
      form: "application",
      sender_address: "ravi@mail.test",
      receiver_address: INBOX,
      subject: "Application for Role",
      first_name: "Ravi",
      last_name: "",
      email: "ravi@mail.test",
      phone: "+919812345678",
      address: "12 MG Road",
      notice_period: "1",
      current_ctc: "10",
      expected_ctc: "12.5",
      ...overrides,
    },
    file,
  };
}

describe("judgeSubmission", () => {
  it("accepts a valid quote and composes the e-mail itself, ignoring the sent body", () => {
    const verdict = judgeSubmission(quote(), INBOX);
    expect(verdict.ok).toBe(true);
    if (!verdict.ok) return;
    expect(verdict.message).toMatchObject({
      kind: "quote",
      replyTo: "asha@clinic.test",
      replyName: "Asha Rao",
      mailTo: INBOX,
      subject: "Request a Quote",
    });
    expect(verdict.message.body).not.toContain("spam");
  });

  it("accepts an application, naming the résumé by its real type", () => {
    const verdict = judgeSubmission(
      application({ filename: "C:\\cv.pdf", mimetype: "application/pdf", content: docxFile() }),
      INBOX,
    );
    expect(verdict.ok && verdict.message.attachment?.filename).toBe("cv.docx");
  });

  it("names every bad field", () => {
    const verdict = judgeSubmission(
      quote({ name: "", receiver_address: "me@evil.test", sender_address: "x@y.test" }),
      INBOX,
    );
    expect(verdict).toEqual({
      ok: false,
      fields: { name: "Name is required.", receiver_address: serverMessages.receiver },
    });
    const second = judgeSubmission(quote({ sender_address: "x@y.test" }), INBOX);
    expect(second).toEqual({ ok: false, fields: { sender_address: serverMessages.sender } });
  });

  it("refuses an unknown form and a file with a contact message", () => {
    expect(judgeSubmission(quote({ form: "newsletter" }), INBOX)).toMatchObject({
      ok: false,
      fields: { form: serverMessages.unknownForm },
    });
    const withFile = { ...quote(), file: { filename: "a.pdf", mimetype: "", content: pdfFile() } };
    expect(judgeSubmission(withFile, INBOX)).toMatchObject({
      fields: { file: serverMessages.unexpectedFile },
    });
  });

  it("refuses a résumé that is not a Word document inside", () => {
    const xlsx = zipFile({ "xl/workbook.xml": "<x/>" });
    const verdict = judgeSubmission(
      application({ filename: "cv.docx", mimetype: "", content: xlsx }),
      INBOX,
    );
    expect(verdict).toMatchObject({
      fields: { file: "Only PDF, DOC, and DOCX files are allowed." },
    });
  });

  it("gives identical submissions the same hash, different ones not", () => {
    const hash = (body: ParsedBody) => {
      const verdict = judgeSubmission(body, INBOX);
      return verdict.ok ? verdict.message.contentHash : "";
    };
    expect(hash(quote())).toBe(hash(quote({ email: "asha@clinic.test", body: "other" })));
    expect(hash(quote())).not.toBe(hash(quote({ message: "Hello!" })));
    const cv = (content: Buffer) => application({ filename: "cv.pdf", mimetype: "", content });
    expect(hash(cv(pdfFile()))).not.toBe(hash(cv(pdfFile(1))));
  });
});

describe("judgeOrigin", () => {
  const req = (headers: Record<string, string>) =>
    ({ headers, host: "www.nuvora.test" }) as unknown as FastifyRequest;
  const allowed = ["https://static.nuvora.test"];

  it("allows the server's own pages and clients without an Origin", () => {
    expect(judgeOrigin(req({ origin: "https://www.nuvora.test" }), allowed)).toEqual({
      allowed: true,
      corsOrigin: undefined,
    });
    expect(judgeOrigin(req({}), allowed).allowed).toBe(true);
  });

  it("allows configured origins by name, for CORS", () => {
    expect(judgeOrigin(req({ origin: "https://static.nuvora.test" }), allowed)).toEqual({
      allowed: true,
      corsOrigin: "https://static.nuvora.test",
    });
  });

  it("refuses other sites, opaque origins and cross-site fetches", () => {
    expect(judgeOrigin(req({ origin: "https://evil.test" }), allowed).allowed).toBe(false);
    expect(judgeOrigin(req({ origin: "null" }), allowed).allowed).toBe(false);
    expect(judgeOrigin(req({ "sec-fetch-site": "cross-site" }), allowed).allowed).toBe(false);
  });
});
