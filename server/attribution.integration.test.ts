import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Attribution } from "#common/attribution.ts";
import { SECURITY_PACK_PATHS } from "#common/endpoints.ts";
import { pdfFile } from "../tests/support/fixtures.ts";
import { applicationForm, INBOX, post, quoteForm } from "../tests/support/forms.ts";
import { buildTestApp, type TestApp } from "../tests/support/test-app.ts";
import { useTestStores } from "../tests/support/test-stores.ts";
import { readPackContent } from "./security-pack/content.ts";

// Attribution on the two form endpoints (decision 0036), in this process through app.inject:
// what the body carries is kept (cleaned), a post without it is attributed from its Referer
// (a page of ours), GPC or DNT leave only the page, a foreign page is dropped, and nothing of
// it ever refuses a post. Read back from the outbox the server stored it in, with the team's
// e-mail as it will be sent ("How they found us"). No relay: the rows wait, as without SMTP_URL.

const stores = useTestStores("attribution");
const content = readPackContent("content", (variable, message) => {
  throw new Error(`${variable}: ${message}`);
})!;

let server: TestApp;
beforeAll(async () => {
  server = await buildTestApp({
    DATA_DIR: stores.tempDir(),
    BUILD_DIR: "/nonexistent-build",
    MAIL_TO: INBOX,
    RATE_LIMIT_MAX: "0",
    DOCUMENTS_DIR: stores.tempDir("documents"),
  });
}, 60_000);
afterAll(() => server?.close());

let sent = 0;
/** Posts a quote (each one different, so none is a duplicate) and reads back its e-mail row. */
async function quote(fields: Record<string, string>, headers: Record<string, string> = {}) {
  sent += 1;
  const body = quoteForm({ message: `Enquiry number ${sent} about triage.`, ...fields });
  const answer = await post(server, body, headers);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  const store = server.app.outbox.store;
  const rows = await store.list();
  const last = rows.filter((row) => row.destination === "email").at(-1);
  const stored = await store.get(last?.id ?? 0);
  expect(stored?.body).toContain(`Enquiry number ${sent} `);
  return { attribution: stored?.attribution as Attribution, body: stored?.body ?? "" };
}

const ORIGIN = "http://localhost";
const FIRST_TOUCH = {
  page: "/contact",
  landing_page: "/ai-solutions/precision-pa?utm_source=linkedin&utm_medium=social",
  referrer_host: "www.linkedin.com",
  utm_source: "linkedin",
  utm_medium: "social",
  utm_campaign: "pa-launch",
};

describe("attribution on POST /send-email", () => {
  it("keeps the body's fields, and the team's e-mail says how they found us", async () => {
    const { attribution, body } = await quote(
      { ...FIRST_TOUCH, referrer_host: "https://www.linkedin.com/feed/update/urn:li:1?trk=x" },
      { Referer: `${ORIGIN}/contact` },
    );
    expect(attribution).toEqual(FIRST_TOUCH);
    expect(body).not.toContain("/feed/update");
    expect(body.split("\n\nHow they found us\n")[1]).toBe(
      [
        "Landing page: /ai-solutions/precision-pa?utm_source=linkedin&utm_medium=social",
        "Source / medium / campaign: linkedin / social / pa-launch",
        "Referring site: www.linkedin.com",
        "Sent from: /contact",
      ].join("\n"),
    );
  });

  it("fits beside the longest form: an application with all of it and its résumé", async () => {
    const form = applicationForm({ content: pdfFile(), name: "cv.pdf" }, FIRST_TOUCH);
    for (const field of ["utm_term", "utm_content"]) form.set(field, "t");
    expect((await post(server, form)).status).toBe(200);
    const rows = await server.app.outbox.store.list();
    const row = rows.find((r) => r.kind === "application");
    expect((await server.app.outbox.store.get(row?.id ?? 0))?.attribution).toEqual({
      ...FIRST_TOUCH,
      utm_term: "t",
      utm_content: "t",
    });
  });

  it("takes the page and its UTM tags from the Referer when the body has none", async () => {
    const { attribution } = await quote({}, { Referer: `${ORIGIN}/contact?utm_source=newsletter` });
    expect(attribution).toEqual({
      page: "/contact?utm_source=newsletter",
      utm_source: "newsletter",
    });
    // another site's page is no page of ours: nothing recorded, no block in the e-mail
    const foreign = await quote({}, { Referer: "https://elsewhere.test/contact" });
    expect(foreign.attribution).toEqual({});
    expect(foreign.body).not.toContain("How they found us");
  });

  it("keeps only the page under Global Privacy Control or Do Not Track", async () => {
    const referer = { Referer: `${ORIGIN}/contact?utm_source=li` };
    const signals: Record<string, string>[] = [{ "Sec-GPC": "1" }, { DNT: "1" }];
    for (const signal of signals) {
      const { attribution } = await quote(
        { ...FIRST_TOUCH, page: "/contact?utm_source=li&subject=DPA" },
        { ...referer, ...signal },
      );
      expect(attribution).toEqual({ page: "/contact?subject=DPA" });
    }
  });

  it("drops a foreign page and unfit values, and never refuses the post for them", async () => {
    const { attribution } = await quote({
      page: "https://evil.test/contact",
      landing_page: "//evil.test/landing",
      referrer_host: "localhost",
      utm_campaign: `x${"\u001b".repeat(3)}${"y".repeat(500)}`,
    });
    expect(attribution).toEqual({ utm_campaign: `x${"y".repeat(199)}` });
  });
});

describe("attribution on POST /security-pack/request", () => {
  it("is stored with the request's team e-mail, from a url-encoded body or the Referer", async () => {
    const [slug] = [...content.documents.keys()];
    const request = (email: string, extra: Record<string, string>, headers = {}) => {
      const body = new URLSearchParams({
        name: "Asha Rao",
        email,
        organization: "Lakeside Hospital Trust",
        role: "CISO",
        purpose: "Vendor security review",
        documents: slug ?? "",
        nda: "accepted",
        ndaVersion: content.nda.version,
        ...extra,
      });
      return server.fetch(SECURITY_PACK_PATHS.request, {
        method: "POST",
        body,
        headers: { accept: "application/json", ...headers },
      });
    };
    const teamRow = async (email: string) => {
      const rows = await server.app.outbox.store.list();
      const row = rows.find((r) => r.kind === "document-request" && r.replyTo === email);
      return server.app.outbox.store.get(row?.id ?? 0);
    };

    expect((await request("a@trust.test", { page: "/trust", utm_source: "li" })).status).toBe(200);
    const posted = await teamRow("a@trust.test");
    expect(posted?.attribution).toEqual({ page: "/trust", utm_source: "li" });
    expect(posted?.body).toMatch(
      /\n\nHow they found us\nSource \/ medium \/ campaign: li \/ - \/ -\nSent from: \/trust$/,
    );

    const headers = { Referer: `${ORIGIN}/trust?utm_medium=email`, "Sec-GPC": "1" };
    expect((await request("b@trust.test", { landing_page: "/about" }, headers)).status).toBe(200);
    expect((await teamRow("b@trust.test"))?.attribution).toEqual({ page: "/trust" });
  });
});
