import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PostgresOutbox } from "./outbox/postgres-store.ts";
import type { MessageSummary, Outbox } from "./outbox/records.ts";
import { SqliteOutbox } from "./outbox/sqlite-store.ts";
import { pdfFile } from "../tests/support/fixtures.ts";
import { freePorts } from "../tests/support/free-ports.ts";
import { applicationForm, generalForm, post, quoteForm } from "../tests/support/forms.ts";
import { useTestStores } from "../tests/support/test-stores.ts";
import { parseMail, TestRelay } from "../tests/support/relay.ts";
import { outboxCli, runServer } from "../tests/support/server-process.ts";
import { sample } from "../tests/support/metrics.ts";
import { buildTestApp } from "../tests/support/test-app.ts";
import { WebhookReceiver } from "../tests/support/webhook-receiver.ts";
import type { WebhookBody } from "./webhook/payload.ts";

// The webhook destination on the real server (in this process, posts through app.inject),
// beside e-mail: a receiver on loopback that fails, times out, then accepts gets each enquiry
// once (by idempotency key), signed; one that refuses for good ends as a failure of that
// destination alone, while the e-mail goes out. On SQLite and on a real PostgreSQL; the real
// CLI lists, exports, retries and erases per destination. A bad webhook setting stops the
// real process at start.

const SECRET = "webhook-test-secret-42";
const BUILD_DIR = join(tmpdir(), "no-build-here");
const FAST = {
  OUTBOX_RETRY_MIN_MS: "100",
  OUTBOX_RETRY_MAX_MS: "400",
  RATE_LIMIT_MAX: "0",
  WEBHOOK_SECRET: SECRET,
  WEBHOOK_TIMEOUT_MS: "1000",
};
const stores = useTestStores("webhook");

interface Target {
  env: Record<string, string>;
  dataDir: string;
  open(): Promise<Outbox>;
}

async function target(name: "sqlite" | "postgres"): Promise<Target> {
  const dataDir = stores.tempDir();
  if (name === "sqlite") {
    return { dataDir, env: { DATA_DIR: dataDir }, open: () => SqliteOutbox.open(dataDir) };
  }
  const url = await stores.database();
  return {
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    open: () => PostgresOutbox.open(url),
  };
}

/** Polls the outbox (read through the store, as the CLI does) until `done`, with a deadline. */
async function waitFor(
  t: Target,
  done: (rows: MessageSummary[]) => boolean,
  timeoutMs = 30_000,
): Promise<MessageSummary[]> {
  const store = await t.open();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const rows = await store.list();
      if (done(rows)) return rows;
      if (Date.now() > deadline) throw new Error(`outbox: ${JSON.stringify(rows)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await store.close();
  }
}

const settled = (rows: MessageSummary[]) =>
  rows.every((row) => row.state === "sent" || row.state === "failed");

describe.each(["sqlite", "postgres"] as const)(
  "webhook destination on %s",
  { timeout: 90_000 },
  (name) => {
    it("fails twice, times out once, then accepts: each enquiry arrives once, signed; e-mail too", async () => {
      const t = await target(name);
      const [metricsPort] = (await freePorts(1)) as [number];
      const relay = new TestRelay();
      await relay.start(0);
      const receiver = new WebhookReceiver(SECRET);
      receiver.script = (index) => (index < 2 ? 500 : index === 2 ? "hang" : 200);
      const server = await buildTestApp({
        ...FAST,
        ...t.env,
        BUILD_DIR,
        SMTP_URL: relay.url,
        WEBHOOK_URL: await receiver.start(),
        METRICS_PORT: String(metricsPort),
      });
      try {
        const forms = [
          // sent from /contact after landing from LinkedIn (decision 0036)
          quoteForm({
            page: "/contact",
            landing_page: "/ai-solutions/precision-pa?utm_source=linkedin",
            referrer_host: "www.linkedin.com",
            utm_source: "linkedin",
            utm_medium: "social",
            utm_campaign: "pa-launch",
          }),
          generalForm({ subject: "Partnership" }),
          applicationForm({ content: pdfFile(), name: "cv.pdf" }),
        ];
        for (const form of forms) expect((await post(server, form)).status).toBe(200);
        const rows = await waitFor(t, (list) => list.length === 6 && settled(list));
        expect(rows.every((row) => row.state === "sent")).toBe(true);
        await relay.waitFor(3);

        // every request was signed; the failures and the timeout were retried with the same key
        expect(receiver.requests.every((request) => request.signed)).toBe(true);
        expect(receiver.requests.map((request) => request.answer).slice(0, 3)).toEqual([
          500,
          500,
          "hang",
        ]);
        expect(receiver.accepted.size).toBe(3);
        for (const [key, bodies] of receiver.accepted) {
          expect(bodies, key).toHaveLength(1);
          const attempts = receiver.requests.filter((request) => request.key === key);
          // a retry is the same delivery: same key, same body
          expect(new Set(attempts.map((request) => request.body)).size).toBe(1);
        }
        const bodies = [...receiver.accepted.values()].map(
          ([body]) => JSON.parse(body ?? "{}") as WebhookBody,
        );
        expect(bodies.map((body) => body.form).sort()).toEqual(["application", "general", "quote"]);
        const quote = bodies.find((body) => body.form === "quote");
        expect(quote?.fields).toMatchObject({
          name: "Asha Rao",
          organization: "Sunrise Clinics",
          email: "asha.rao@clinic.test",
          message: "We need a triage assistant for 12 clinics.",
        });
        expect(quote?.labels).toMatchObject({ name: "Name", organization: "Organization" });
        // where it came from: every field by its wire name, null where nothing was recorded
        expect(quote?.attribution).toEqual({
          page: "/contact",
          landing_page: "/ai-solutions/precision-pa?utm_source=linkedin",
          referrer_host: "www.linkedin.com",
          utm_source: "linkedin",
          utm_medium: "social",
          utm_campaign: "pa-launch",
          utm_term: null,
          utm_content: null,
        });
        expect(quote?.fields).not.toHaveProperty("page");
        const general = bodies.find((body) => body.form === "general");
        expect(Object.values(general?.attribution ?? { page: "missing" })).toEqual(
          Array(8).fill(null),
        );
        const application = bodies.find((body) => body.form === "application");
        expect(application?.file).toMatchObject({ name: "cv.pdf", type: "application/pdf" });
        expect(application?.file?.size).toBe(pdfFile().length);
        expect(application?.file).not.toHaveProperty("content_base64");
        // the submission id is the e-mail's Message-ID
        const mails = relay.messages.map((mail) => mail.raw).join("\n");
        for (const body of bodies) expect(mails).toContain(`<${body.id}@`);
        // and the team's e-mail says the same, the referring site as a host only
        const quoteMail = relay.messages
          .map((mail) => parseMail(mail.raw).text)
          .find((text) => text.includes("Sunrise Clinics"));
        expect(quoteMail).toContain(
          "\n\nHow they found us\nLanding page: /ai-solutions/precision-pa?utm_source=linkedin\nSource / medium / campaign: linkedin / social / pa-launch\nReferring site: www.linkedin.com\nSent from: /contact",
        );

        const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
        expect(metrics).toContain(
          'outbox_delivery_attempts_total{destination="webhook",outcome="sent"} 3',
        );
        // the two refusals and the timeout each end as a retry; none is lost (no other worker
        // of this process takes its claim back: the e-mail's starts beside it)
        expect(metrics).toContain(
          'outbox_delivery_attempts_total{destination="webhook",outcome="retry"} 3',
        );
        expect(
          sample(metrics, "outbox_delivery_attempts_total", {
            destination: "webhook",
            outcome: "lost",
          }) ?? 0,
        ).toBe(0);
        expect(metrics).toContain(
          'outbox_delivery_attempts_total{destination="email",outcome="sent"} 3',
        );
        expect(metrics).toContain('outbox_messages{state="sent",destination="webhook"} 3');
      } finally {
        await server.close();
        await receiver.stop();
        await relay.stop();
      }
    });

    it("a receiver that refuses for good fails alone; the CLI lists, exports, retries and erases per destination", async () => {
      const t = await target(name);
      const relay = new TestRelay();
      await relay.start(0);
      const receiver = new WebhookReceiver(SECRET);
      let refusing = true;
      receiver.script = () => (refusing ? 410 : 200);
      const webhookUrl = await receiver.start();
      // a long timeout: a first answer late on a busy machine would be a timeout, retried
      const server = await buildTestApp({
        ...FAST,
        WEBHOOK_TIMEOUT_MS: "20000",
        ...t.env,
        SMTP_URL: relay.url,
        WEBHOOK_URL: webhookUrl,
        BUILD_DIR,
      });
      try {
        const answer = await post(server, generalForm({ subject: "Gone receiver" }));
        expect(answer.status).toBe(200);
        const rows = await waitFor(t, (list) => list.length === 2 && settled(list));
        expect(rows.map((row) => [row.destination, row.state])).toEqual([
          ["email", "sent"],
          ["webhook", "failed"],
        ]);
        await relay.waitFor(1);
        expect(receiver.requests).toHaveLength(1); // 410: never tried again by itself
        const [email, webhook] = rows as [MessageSummary, MessageSummary];
        expect(webhook.lastError).toContain("410");
        expect(server.logs()).toContain(`OUTBOX DELIVERY FAILED for good: message ${webhook.id}`);

        const list = await outboxCli(t.dataDir, ["--destination", "webhook"], t.env);
        expect(list.code).toBe(0);
        expect(list.output).toMatch(new RegExp(`^${webhook.id}\\s+failed\\s+1\\s+webhook\\s`, "m"));
        expect(list.output).not.toMatch(new RegExp(`^${email.id}\\s`, "m"));
        const all = await outboxCli(t.dataDir, [], t.env);
        // sent, whatever its tries: a first attempt that a busy machine made late may be retried
        expect(all.output).toMatch(new RegExp(`^${email.id}\\s+sent\\s+\\d+\\s+email\\s`, "m"));
        const bad = await outboxCli(t.dataDir, ["--destination", "fax"], t.env);
        expect(bad.code).toBe(2);

        const file = join(t.dataDir, "hook.json");
        expect((await outboxCli(t.dataDir, ["export", String(webhook.id), file], t.env)).code).toBe(
          0,
        );
        const exported = JSON.parse(readFileSync(file, "utf8")) as WebhookBody;
        expect(exported).toMatchObject({ form: "general", subject: "Gone receiver" });
        expect(exported.fields).toMatchObject({ name: "Li Wei", email: "li.wei@mail.test" });

        // the receiver is fixed: retry every failed webhook delivery; the running server sends it
        // (and not the e-mail again: on a busy machine its first attempt may have been retried
        // already, at least once being the relay's promise, so count from here)
        const mailed = relay.messages.length;
        refusing = false;
        const retried = await outboxCli(
          t.dataDir,
          ["retry", "--failed", "--destination", "webhook"],
          t.env,
        );
        expect(retried.output).toContain(`#${webhook.id} (webhook) queued.`);
        await waitFor(t, (now) => now.every((row) => row.state === "sent"));
        expect(receiver.accepted.size).toBe(1);
        expect(relay.messages).toHaveLength(mailed); // the e-mail was not sent again

        const erased = await outboxCli(t.dataDir, ["erase", "--email", "LI.WEI@mail.test"], t.env);
        expect(erased.code).toBe(0);
        expect(erased.output).toContain(`#${email.id} general email (sent): removed`);
        expect(erased.output).toContain(`#${webhook.id} general webhook (sent): removed`);
        expect((await outboxCli(t.dataDir, [], t.env)).output).toContain("The outbox is empty.");
      } finally {
        await server.close();
        await receiver.stop();
        await relay.stop();
      }
    });
  },
);

describe("webhook settings", () => {
  it.each([
    [{ WEBHOOK_URL: "https://hooks.example.com/x" }, "WEBHOOK_SECRET"],
    [{ WEBHOOK_URL: "http://hooks.example.com/x", WEBHOOK_SECRET: SECRET }, "WEBHOOK_URL"],
  ])(
    "a webhook without its secret, or in clear off this host, stops the server",
    async (env, name) => {
      const dataDir = stores.tempDir("webhook-config");
      const [port] = (await freePorts(1)) as [number];
      const run = runServer({ PORT: String(port), BUILD_DIR, DATA_DIR: dataDir, ...env });
      expect(await run.exit).toBe(1);
      expect(run.output()).toContain(`Invalid ${name}`);
      expect(run.output()).not.toContain(SECRET);
    },
  );
});
