import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECURITY_PACK_PATHS } from "#common/endpoints.ts";
import { documentRequestMessages as M } from "#common/schemas/document-request.ts";
import { INBOX } from "../tests/support/forms.ts";
import { parseMail, TestRelay, type ParsedMail } from "../tests/support/relay.ts";
import { outboxCli } from "../tests/support/server-process.ts";
import { solvedField } from "../tests/support/spam-solution.ts";
import { buildTestApp, type TestApp } from "../tests/support/test-app.ts";
import { useTestStores } from "../tests/support/test-stores.ts";
import { openOutbox } from "./outbox/store.ts";
import { readPackContent } from "./security-pack/content.ts";
import { DOWNLOAD_LINK_MS, type PackRequest } from "./security-pack/pack-sql.ts";
import { PackTokens } from "./security-pack/tokens.ts";

// The security-review pack end to end (issue 42, decision 0029) on each store (SQLite, and
// PostgreSQL), the server in this process (app.inject), the loopback SMTP relay and the real
// CLI: a request (the spam check solved as the browser does) → the team's e-mail with its
// links → approve by the link's page (GET asks, POST acts, once) → the requester's e-mail →
// downloads of a PDF whose text names the organisation, the e-mail and the reference → the
// limit, an altered link, an expired one (made with the key: no waiting) and a declined
// request refused with their pages → a request approved from the CLI → the access log listed
// → `erase --email` removing the requests and their log.

const stores = useTestStores("security-pack");
const SITE = "https://www.nuvora.test";
const SECRET = "k".repeat(40);
const content = readPackContent("content", (variable, message) => {
  throw new Error(`${variable}: ${message}`);
})!;
const [first, second] = [...content.documents.keys()];

const relay = new TestRelay();
beforeAll(() => relay.start(0));
afterAll(() => relay.stop());

/** A small PDF of two pages, as the operator places in DOCUMENTS_DIR. */
async function samplePdf(title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const page of [1, 2])
    pdf.addPage().drawText(`${title}, page ${page}`, { x: 50, y: 700, font, size: 14 });
  return pdf.save();
}

async function pdfPages(bytes: ArrayBuffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: false,
  });
  return text;
}

/** Waits (with a deadline) for `count` e-mails to `to` whose subject matches. */
async function mails(to: string, subject: RegExp, count = 1): Promise<ParsedMail[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = relay.messages
      .filter((mail) => mail.to.includes(to))
      .map((mail) => parseMail(mail.raw))
      .filter((mail) => subject.test(mail.headers.get("subject") ?? ""));
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`expected ${count} e-mail(s) to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const links = (text: string) =>
  [...text.matchAll(/https:\/\/www\.nuvora\.test(\/security-pack\/\S+)/g)].map((m) => m[1] ?? "");

function requestForm(email: string, overrides: Record<string, string | string[]> = {}) {
  const values: Record<string, string | string[]> = {
    name: "Asha Rao",
    email,
    organization: "Lakeside Hospital Trust",
    role: "CISO",
    purpose: "Vendor security review of the AcuMed AI pilot",
    accelerators: ["acumed-ai"],
    documents: [first!, second!],
    nda: "accepted",
    ndaVersion: content.nda.version,
    ...overrides,
  };
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return body;
}

describe.each(["sqlite", "postgres"] as const)("the security-review pack on %s", (store) => {
  let server: TestApp;
  let data: string;
  let env: Record<string, string>;
  const cli = (args: string[]) => outboxCli(data, args, env);

  beforeAll(async () => {
    data = stores.tempDir();
    const documents = stores.tempDir("documents");
    for (const document of content.documents.values()) {
      writeFileSync(join(documents, document.pdf), await samplePdf(document.title));
    }
    env = {
      BUILD_DIR: "/nonexistent-build",
      MAIL_TO: INBOX,
      SMTP_URL: relay.url,
      SITE_URL: SITE,
      DOCUMENTS_DIR: documents,
      SECURITY_PACK_SECRET: SECRET,
      SECURITY_PACK_DOWNLOADS: "2",
      SPAM_CHECK: "on",
      SPAM_DIFFICULTY: "1000",
      UNVERIFIED_MAX_PER_HOUR: "10",
      RATE_LIMIT_MAX: "0",
      ...(store === "postgres" ? { DATABASE_URL: await stores.database(`pack_${store}`) } : {}),
    };
    server = await buildTestApp({ ...env, DATA_DIR: data });
  }, 60_000);
  afterAll(() => server?.close());

  const send = (body: URLSearchParams, accept = "application/json") =>
    server.fetch(SECURITY_PACK_PATHS.request, {
      method: "POST",
      body,
      headers: { accept },
      redirect: "manual",
    });

  it(
    "request → team e-mail → approve by link → requester e-mail → watermarked downloads, the limit, bad links",
    { timeout: 60_000 },
    async () => {
      const email = `asha.${store}@lakeside.test`;
      const answer = await send(requestForm(email, { altcha: await solvedField(server) }));
      expect(answer.status).toBe(200);
      const { reference } = (await answer.json()) as { reference: string };
      expect(reference).toMatch(/^SP-[0-9A-F]{12}$/);

      const [team] = await mails(INBOX, new RegExp(reference));
      expect(team!.headers.get("reply-to")).toContain(email);
      for (const fact of [
        "Lakeside Hospital Trust",
        "CISO",
        "acumed-ai",
        `version ${content.nda.version}`,
        content.documents.get(first!)!.title,
        "Spam check: passed",
      ]) {
        expect(team!.text).toContain(fact);
      }
      const [approve, decline] = links(team!.text);
      // a scanner's GET decides nothing: the page asks, with a button posting to the same link
      const ask = await server.fetch(approve!);
      expect(ask.status).toBe(200);
      const askPage = await ask.text();
      expect(askPage).toContain(`Approve request ${reference}?`);
      expect(askPage).toMatch(/<form method="post" action="\/security-pack\/decision\/[^"]+"/);
      expect(askPage).not.toMatch(/<script(?![^>]*src)[^>]*>[^<]+<\/script>[\s\S]*pack-title/);
      const approved = await server.fetch(approve!, { method: "POST" });
      expect(approved.status).toBe(200);
      expect(await approved.text()).toContain("Approved");
      // single use: the approval again, or the decline link after it
      expect((await server.fetch(approve!, { method: "POST" })).status).toBe(410);
      const late = await server.fetch(decline!, { method: "POST" });
      expect(late.status).toBe(410);
      expect(await late.text()).toContain("Already approved");

      // a decision link altered: its page, nothing decided
      const alteredDecision = await server.fetch(`${approve!}x`);
      expect(alteredDecision.status).toBe(403);
      expect(await alteredDecision.text()).toContain("This link is not valid");

      const [reply] = await mails(email, new RegExp(reference));
      expect(reply!.headers.get("auto-submitted")).toBe("auto-generated");
      expect(reply!.headers.get("reply-to")).toContain(INBOX);
      const downloads = links(reply!.text);
      expect(downloads).toHaveLength(2);
      const download = downloads.find((link) => link.endsWith(`/${first}`))!;

      for (let copy = 1; copy <= 2; copy++) {
        const pdf = await server.fetch(download);
        expect(pdf.status).toBe(200);
        expect(pdf.headers.get("content-type")).toBe("application/pdf");
        expect(pdf.headers.get("cache-control")).toBe("private, no-store");
        expect(pdf.headers.get("content-disposition")).toMatch(/^attachment; filename="/);
        expect(pdf.headers.get("x-robots-tag")).toBe("noindex");
        const pages = await pdfPages(await pdf.arrayBuffer());
        expect(pages).toHaveLength(2);
        for (const page of pages) {
          expect(page).toContain("Lakeside Hospital Trust");
          expect(page).toContain(reference);
          expect(page).toContain(email);
          expect(page).toContain(new Date().toISOString().slice(0, 10));
        }
      }
      const usedUp = await server.fetch(download);
      expect(usedUp.status).toBe(410);
      expect(usedUp.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await usedUp.text()).toContain("downloaded as often as the link allows");

      // altered: the signature, the reference, a document not asked for
      const token = download.split("/")[3];
      const flipped = token!.slice(0, -2) + (token!.endsWith("AA") ? "BB" : "AA");
      const other = [...content.documents.keys()].find(
        (slug) => slug !== first && slug !== second,
      )!;
      for (const path of [
        download.replace(token!, flipped),
        download.replace(reference, "SP-000000000000"),
        download.replace(`/${first}`, `/${other}`),
      ]) {
        const forged = await server.fetch(path);
        expect(forged.status, path).toBe(403);
        expect(await forged.text()).toContain("This link is not valid");
      }
      // expired: a token made with the key, its time over (no waiting for 72 hours)
      const expired = new PackTokens(SECRET).make({
        action: "download",
        ref: reference,
        expiresAt: Date.now() - 1,
      });
      const gone = await server.fetch(`${SECURITY_PACK_PATHS.download}/${expired}/${second}`);
      expect(gone.status).toBe(410);
      expect(await gone.text()).toContain("This link has expired");
      // the second document still has its downloads
      expect(
        (await server.fetch(downloads.find((link) => link.endsWith(`/${second}`))!)).status,
      ).toBe(200);
    },
  );

  it(
    "declined: a polite note, the download refused; the CLI approves, lists and erases",
    { timeout: 60_000 },
    async () => {
      const email = `ravi.${store}@northfield.test`;
      const declined = await send(requestForm(email, { organization: "Northfield Clinic" }));
      expect(declined.status).toBe(200);
      const { reference } = (await declined.json()) as { reference: string };
      const [team] = await mails(INBOX, new RegExp(reference));
      expect(team!.text).toContain("UNVERIFIED");
      const [, decline] = links(team!.text);
      // past its 7 days (made with the key, no waiting): its page says how to decide on the server
      const stale = new PackTokens(SECRET).make({
        action: "decline",
        ref: reference,
        expiresAt: Date.now() - 1,
      });
      const expired = await server.fetch(`${SECURITY_PACK_PATHS.decision}/${stale}`, {
        method: "POST",
      });
      expect(expired.status).toBe(410);
      expect(await expired.text()).toContain(`npm run outbox -- approve ${reference}`);
      expect((await server.fetch(decline!, { method: "POST" })).status).toBe(200);
      const [note] = await mails(email, new RegExp(reference));
      expect(note!.text).toContain("not able to share them");
      expect(links(note!.text)).toEqual([]);
      // a download link for it (made with the key) is refused: declined
      const token = new PackTokens(SECRET).make({
        action: "download",
        ref: reference,
        expiresAt: Date.now() + 60_000,
      });
      const refused = await server.fetch(`${SECURITY_PACK_PATHS.download}/${token}/${first}`);
      expect(refused.status).toBe(410);
      expect(await refused.text()).toContain("This request was not approved");

      // a third request, approved from the CLI
      const other = await send(
        requestForm(email, { organization: "Northfield Clinic", purpose: "Second look" }),
      );
      const { reference: third } = (await other.json()) as { reference: string };
      const pending = await cli(["requests"]);
      expect(pending.output).toMatch(new RegExp(`${third}\\s+pending`));
      const approve = await cli(["approve", third]);
      expect(approve.code, approve.output).toBe(0);
      expect((await cli(["approve", third])).output).toContain("already approved");
      const [reply] = await mails(email, new RegExp(`documents \\(${third}\\)`));
      expect((await server.fetch(links(reply!.text)[0]!)).status).toBe(200);

      const log = await cli(["downloads"]);
      expect(log.code).toBe(0);
      expect(log.output).toContain(third);
      expect(log.output).not.toContain(email);
      expect(log.output).toContain(content.documents.get(first!)!.version);

      const erased = await cli(["erase", "--email", email.toUpperCase()]);
      expect(erased.code, erased.output).toBe(0);
      const after = await cli(["requests"]);
      expect(after.output).not.toContain(reference);
      expect(after.output).not.toContain(third);
      expect((await cli(["downloads"])).output).not.toContain(third);
    },
  );

  it("names each bad field, the content's checks included; a native post gets the problem page or a 303", async () => {
    const bad = await send(
      requestForm("not-an-address", {
        documents: ["no-such-document"],
        ndaVersion: "0.1",
        nda: "",
      }),
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toEqual({
      email: M.emailInvalid,
      nda: M.ndaRequired,
    });
    const content400 = await send(
      requestForm("a@lakeside.test", { documents: ["no-such-document"], ndaVersion: "0.1" }),
    );
    expect(((await content400.json()) as { fields: Record<string, string> }).fields).toEqual({
      documents: M.documentUnknown,
      ndaVersion: M.ndaVersionOutdated,
    });
    const page = await send(requestForm("b@lakeside.test", { role: "" }), "text/html");
    expect(page.status).toBe(400);
    expect(await page.text()).toContain(`<strong>Role</strong> ${M.roleRequired}`);
    const native = await send(requestForm("c@lakeside.test"), "text/html");
    expect(native.status).toBe(303);
    expect(native.headers.get("location")).toBe(SECURITY_PACK_PATHS.requested);
    // multipart, as the form's script sends it (FormData), is read alike
    const multipart = new FormData();
    for (const [name, value] of requestForm("d@lakeside.test")) multipart.append(name, value);
    const sent = await server.fetch(SECURITY_PACK_PATHS.request, {
      method: "POST",
      body: multipart,
    });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ message: M.requestSent });
  });

  it("retention removes the log and the request OUTBOX_RETENTION_DAYS after each stopped mattering", async () => {
    let clock = Date.parse("2026-11-02T09:00:00Z");
    const outbox = await openOutbox({
      dataDir: stores.tempDir("pack-retention"),
      databaseUrl:
        store === "postgres" ? await stores.database(`pack_retention_${store}`) : undefined,
      now: () => clock,
    });
    try {
      const request: PackRequest = {
        ref: "SP-00000000000A",
        createdAt: clock,
        email: "old@lakeside.test",
        emailHash: "h",
        name: "Old Request",
        organization: "Lakeside",
        role: "CISO",
        documents: [{ slug: first!, title: "T", version: "1" }],
        ndaVersion: "1.0",
        state: "pending",
        decidedAt: null,
        decidedVia: null,
      };
      await outbox.pack.addRequest(request);
      await outbox.pack.decide(request.ref, "approved", "cli");
      expect(
        await outbox.pack.recordDownload(
          { ref: request.ref, document: first!, version: "1", emailHash: "h" },
          1,
        ),
      ).toBe(true);
      expect(
        await outbox.pack.recordDownload(
          { ref: request.ref, document: first!, version: "1", emailHash: "h" },
          1,
        ),
      ).toBe(false);
      const day = 86_400_000;
      const start = clock;
      // the log: OUTBOX_RETENTION_DAYS after each download; the request: that long after its
      // links stopped working (72 hours after the decision)
      clock = start + 30 * day - 60_000;
      await outbox.purge(30 * day);
      expect(await outbox.pack.listDownloads()).toHaveLength(1);
      clock = start + 30 * day + 60_000;
      await outbox.purge(30 * day);
      expect(await outbox.pack.listDownloads()).toEqual([]);
      expect(await outbox.pack.listRequests()).toHaveLength(1);
      clock = start + DOWNLOAD_LINK_MS + 30 * day + 60_000;
      await outbox.purge(30 * day);
      expect(await outbox.pack.listRequests()).toEqual([]);
    } finally {
      await outbox.close();
    }
  });
});
