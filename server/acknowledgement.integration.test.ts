import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfFile } from "../tests/support/fixtures.ts";
import { applicationForm, generalForm, INBOX, post, quoteForm } from "../tests/support/forms.ts";
import { waitForOutbox, type OutboxRow } from "../tests/support/outbox-state.ts";
import { parseMail, TestRelay, type ParsedMail } from "../tests/support/relay.ts";
import { outboxCli } from "../tests/support/server-process.ts";
import { solvedField } from "../tests/support/spam-solution.ts";
import { buildTestApp, type TestApp } from "../tests/support/test-app.ts";
import { openOutbox } from "./outbox/store.ts";

// The acknowledgement (decision 0023) on the real server (in this process, posts through
// app.inject, the spam check on and solved as the browser solves it), the loopback SMTP relay
// and the real CLI: a verified enquiry and a verified application each give the team's e-mail
// and one acknowledgement at the address typed, with the reference, the owner's words, the
// privacy notice, no attachment, marked auto-generated, and not one character of what was typed
// in the fields, though they hold HTML, links and line breaks; a post without the spam check
// gets none; a second one to an address within 24 hours none; a relay refusing it twice still
// delivers it once; erasure takes a pending one with the rest. The same across two instances
// on one PostgreSQL: shared-limits.integration.test.ts.

const BUILD_DIR = join(tmpdir(), "no-build-here");
const SITE = "https://www.nuvora.test";
const ENV = {
  BUILD_DIR,
  MAIL_TO: INBOX,
  RATE_LIMIT_MAX: "0",
  SPAM_CHECK: "on",
  SPAM_DIFFICULTY: "1000",
  UNVERIFIED_MAX_PER_HOUR: "10",
  OUTBOX_RETRY_MIN_MS: "100",
  OUTBOX_RETRY_MAX_MS: "400",
  ACK_FROM: "no-reply@nuvora.test",
  ACK_REPLY_TO: "hello@nuvora.test",
  SITE_URL: SITE,
};
/** What a visitor (or a bot) typed: markup, links and header-like lines in every free field. */
const HOSTILE = {
  message:
    '<a href="https://evil.example/win">Claim your prize</a>\r\nBcc: victim@evil.example\r\n\r\n<script>alert(1)</script>',
  subject: "Win big at https://evil.example/now <b>today</b>",
  address: '<img src=x onerror="alert(1)"> 1 Phish Lane, https://evil.example/a',
};
const TYPED = [
  "Mallory",
  "Quincy",
  "Phishing Partners",
  "evil.example",
  "Claim your prize",
  "onerror",
  "Phish Lane",
  "alert(1)",
  "Win big",
  "+919876543210",
  "+919812345678",
];

const dirs: string[] = [];
const relay = new TestRelay();
afterAll(async () => {
  await relay.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
beforeAll(async () => {
  await relay.start(0);
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "acknowledgement-"));
  dirs.push(dir);
  return dir;
}

/** The form's address fields, both naming `address`. */
const sender = (address: string) => ({ email: address, sender_address: address });
/** Exactly `count` rows, every one sent. */
const allSent = (count: number) => (rows: OutboxRow[]) =>
  rows.length === count && rows.every((row) => row.state === "sent");

const isAcknowledgement = (raw: string) => /^Auto-Submitted: auto-generated\r?$/m.test(raw);
const acknowledgementsTo = (address: string) =>
  relay.messages.filter((mail) => isAcknowledgement(mail.raw) && mail.to.includes(address));

/** Waits (with a deadline) for `count` e-mails of the relay that `match`. */
async function received(match: (raw: string) => boolean, count: number): Promise<ParsedMail[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = relay.messages.filter((mail) => match(mail.raw));
    if (found.length >= count) return found.map((mail) => parseMail(mail.raw));
    if (Date.now() > deadline) throw new Error(`expected ${count} matching e-mail(s)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The reference an e-mail's Message-ID carries (the submission's id). */
const reference = (mail: ParsedMail) =>
  /^<([0-9a-f-]{36})[.@]/.exec(mail.headers.get("message-id") ?? "")?.[1];

describe("the acknowledgement", { timeout: 60_000 }, () => {
  let server: TestApp;
  let data: string;
  beforeAll(async () => {
    data = tempDir();
    server = await buildTestApp({ ...ENV, DATA_DIR: data, SMTP_URL: relay.url });
  });
  afterAll(() => server?.close());

  it("a verified enquiry and application: the team's e-mail, and one acknowledgement without a word the visitor typed", async () => {
    const quote = quoteForm({
      ...sender("asha.rao@clinic.test"),
      name: "Mallory Quincy",
      organization: "Phishing Partners",
      message: HOSTILE.message,
      altcha: await solvedField(server),
    });
    const application = applicationForm(
      { content: pdfFile(), name: "cv.pdf" },
      {
        ...sender("ravi.kumar@mail.test"),
        first_name: "Mallory",
        last_name: "Quincy",
        address: HOSTILE.address,
        resume_consent: "yes",
        altcha: await solvedField(server),
      },
    );
    expect((await post(server, quote)).status).toBe(200);
    expect((await post(server, application)).status).toBe(200);

    const [teamQuote, teamApplication] = await received(
      (raw) => !isAcknowledgement(raw) && /^To: info@example\.com\r?$/m.test(raw),
      2,
    );
    const [quoteAck] = await received(
      (raw) => isAcknowledgement(raw) && raw.includes("asha.rao@clinic.test"),
      1,
    );
    const [applicationAck] = await received(
      (raw) => isAcknowledgement(raw) && raw.includes("ravi.kumar@mail.test"),
      1,
    );
    for (const [ack, team, form] of [
      [quoteAck, teamQuote, "quote"],
      [applicationAck, teamApplication, "application"],
    ] as const) {
      if (!ack || !team) throw new Error(`no ${form} e-mails`);
      const ref = reference(team);
      expect(ref, form).toBeDefined();
      expect(reference(ack)).toBe(ref);
      expect(ack.headers.get("from")).toMatch(/^"?Nuvora"? <no-reply@nuvora\.test>$/);
      expect(ack.headers.get("reply-to")).toBe("hello@nuvora.test");
      expect(ack.headers.get("auto-submitted")).toBe("auto-generated");
      expect(ack.headers.get("x-auto-response-suppress")).toBe("All");
      expect(ack.headers.get("content-type")).toMatch(/^multipart\/alternative/);
      expect(ack.attachments).toEqual([]);
      expect(ack.text).toContain(`Your reference: ${ref}`);
      expect(ack.text).toContain(`${SITE}/privacy`);
      expect(ack.html).toContain(`<a href="${SITE}/privacy">`);
      expect(ack.html).toContain(ref);
      // not a character typed into a field: neither in the text, nor the HTML, nor a header
      const everything = `${[...ack.headers.values()].join("\n")}\n${ack.text}\n${ack.html}`;
      for (const typed of TYPED) expect(everything, `${form}: ${typed}`).not.toContain(typed);
      expect(ack.headers.get("to")).toMatch(/^(asha\.rao@clinic|ravi\.kumar@mail)\.test$/);
    }
    expect(quoteAck?.headers.get("subject")).toBe("We have received your request for a quote");
    expect(quoteAck?.text).toMatch(
      /What happens next\nA member of our team replies within one business day/,
    );
    expect(quoteAck?.text).not.toContain("résumé");
    expect(applicationAck?.headers.get("subject")).toBe("We have received your application");
    expect(applicationAck?.text).toMatch(
      /Your résumé\nAs you asked us to keep your résumé for future openings, this website deletes its own copy 30 days after/,
    );
    expect(applicationAck?.text).toMatch(
      /Withdrawing your application\nTo withdraw your application/,
    );
    // the team's e-mails are as before: the visitor's words are theirs to read
    expect(teamQuote?.text).toContain("Claim your prize");
    expect(teamQuote?.headers.get("auto-submitted")).toBeUndefined();
    expect(teamApplication?.attachments.map((file) => file.filename)).toEqual(["cv.pdf"]);
  });

  it("none for a post without the spam check, none for a second one to an address within 24 hours", async () => {
    const before = relay.messages.length;
    const unverified = generalForm({
      ...sender("li.wei@mail.test"),
      subject: HOSTILE.subject,
    });
    expect((await post(server, unverified)).status).toBe(200);
    // the same address again, verified, with other words: still none
    const again = quoteForm({
      ...sender("asha.rao@clinic.test"),
      message: "A second question about triage.",
      altcha: await solvedField(server),
    });
    expect((await post(server, again)).status).toBe(200);
    const rows = await waitForOutbox(data, allSent(6));
    expect(rows).toHaveLength(6); // 2 + 2 earlier, then one team e-mail each now
    await received(() => true, before + 2);
    expect(acknowledgementsTo("li.wei@mail.test")).toEqual([]);
    expect(acknowledgementsTo("asha.rao@clinic.test")).toHaveLength(1);
  });
});

describe(
  "the acknowledgement through a failing relay, and erased on request",
  { timeout: 60_000 },
  () => {
    it("the relay refusing it twice: delivered once; retention purges it like the rest", async () => {
      const data = tempDir();
      let refused = 0;
      relay.refuseWhen = (raw) =>
        isAcknowledgement(raw) && raw.includes("dana@clinic.test") && refused++ < 2
          ? { code: 451, message: "try again later" }
          : undefined;
      const server = await buildTestApp({ ...ENV, DATA_DIR: data, SMTP_URL: relay.url });
      try {
        const form = generalForm({
          ...sender("dana@clinic.test"),
          altcha: await solvedField(server),
        });
        expect((await post(server, form)).status).toBe(200);
        const rows = await waitForOutbox(data, allSent(2));
        expect(rows.map((row) => row.tries).sort()).toEqual([1, 3]);
      } finally {
        await server.close();
        relay.refuseWhen = undefined;
      }
      expect(refused).toBe(3); // two refusals, then the one accepted
      expect(acknowledgementsTo("dana@clinic.test")).toHaveLength(1);
      const purge = await outboxCli(data, ["purge"], { OUTBOX_RETENTION_DAYS: "0" });
      expect(purge.output).toMatch(/#2 general: content erased/);
    });

    it("erase --email removes a pending acknowledgement with the team's e-mail, and the address's count", async () => {
      const data = tempDir();
      // no relay: everything waits in the outbox
      const server = await buildTestApp({ ...ENV, DATA_DIR: data });
      try {
        const form = () =>
          quoteForm({
            ...sender("erin@clinic.test"),
            message: `Question ${Math.random()}`,
          });
        const first = form();
        first.set("altcha", await solvedField(server));
        expect((await post(server, first)).status).toBe(200);
        const erased = await outboxCli(data, ["erase", "--email", "Erin@Clinic.test"]);
        expect(erased.code).toBe(0);
        expect(erased.output).toMatch(/#\d+ quote email \(pending\): removed/);
        expect(erased.output).toMatch(/#\d+ quote acknowledgement \(pending\): removed/);
        const store = await openOutbox({ dataDir: data });
        try {
          expect((await store.list()).filter((row) => row.replyTo === "erin@clinic.test")).toEqual(
            [],
          );
        } finally {
          await store.close();
        }
        // the address is forgotten, its day's count too: a new submission is acknowledged again
        const second = form();
        second.set("altcha", await solvedField(server));
        expect((await post(server, second)).status).toBe(200);
        const list = await outboxCli(data, ["--destination", "acknowledgement"]);
        expect(list.output).toMatch(/pending +\d+ +acknowledgement/);
      } finally {
        await server.close();
      }
    });
  },
);
