import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { z } from "zod";
import { afterAll, describe, expect, it } from "vitest";
import { freePorts } from "../tests/support/free-ports.ts";
import { generalForm, post, quoteForm } from "../tests/support/forms.ts";
import { chatReceiver, sample } from "../tests/support/metrics.ts";
import { waitForOutbox } from "../tests/support/outbox-state.ts";
import { TestRelay } from "../tests/support/relay.ts";
import { outboxCli } from "../tests/support/server-process.ts";
import { buildTestApp } from "../tests/support/test-app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { defineDestination } from "./destinations/destination.ts";
import { DESTINATIONS } from "./destinations/index.ts";
import { sizedRow } from "./outbox/destinations.ts";
import type { StoredMessage } from "./outbox/store.ts";

// Adding a destination is one module and one line in the list (decision 0023). Here the module
// is a CRM of the test's own and the line is the test's list: no other file knows it. On the
// real server (in this process, posts through app.inject), the CRM's rows are delivered,
// retried after a temporary refusal, failed for good after a permanent one, listed by the real
// `npm run outbox`, counted in /metrics and alerted on in the chat; its variable is checked at
// start like any other.

/** What the CRM received, and what it answers next. */
const crmInbox: Array<{ id: number; subject: string; organisation: unknown }> = [];
let crmRefusals = 1;

const crm = defineDestination({
  name: "crm",
  variables: {
    CRM_TOKEN: z.string().min(8, "expected at least 8 characters").optional(),
  },
  secrets: ["CRM_TOKEN"],
  offReason: "CRM_TOKEN is not set",
  receiver: "the CRM",
  configure: (values) => (values.CRM_TOKEN ? { token: values.CRM_TOKEN } : undefined),
  row(message) {
    return sizedRow({
      destination: "crm",
      replyName: message.replyName,
      subject: message.subject,
      body: "",
      attachment: null,
      dataJson: JSON.stringify(message.fields?.values ?? {}),
    });
  },
  sender: () => ({
    async send(message: StoredMessage) {
      const fields = message.data as Record<string, unknown>;
      if (fields.subject === "Refused by the CRM") {
        throw Object.assign(new Error("the CRM answered 422"), { permanent: true });
      }
      if (crmRefusals-- > 0) {
        throw Object.assign(new Error("the CRM answered 503"), { permanent: false });
      }
      crmInbox.push({
        id: message.id,
        subject: message.subject,
        organisation: fields.organization,
      });
    },
    close() {},
  }),
  exportFile: async (message) => ({
    extension: "json",
    content: Buffer.from(JSON.stringify(message.data)),
  }),
});

const data = mkdtempSync(join(tmpdir(), "destinations-"));
const relay = new TestRelay();
const chat = await chatReceiver();
afterAll(async () => {
  await relay.stop();
  await chat.close();
  rmSync(data, { recursive: true, force: true });
});

describe("a destination added as one module", { timeout: 60_000 }, () => {
  it("is checked at start, delivered, retried, failed, listed, counted and alerted on", async () => {
    const list = [...DESTINATIONS, crm];
    expect(() => loadConfig({ CRM_TOKEN: "short" }, list)).toThrow(ConfigError);
    expect(() => loadConfig({ CRM_TOKEN: "short" }, list)).toThrow(
      /^Invalid CRM_TOKEN: expected at least 8 characters$/,
    );

    await relay.start(0);
    const [metricsPort] = (await freePorts(1)) as [number];
    const server = await buildTestApp(
      {
        BUILD_DIR: join(tmpdir(), "no-build-here"),
        DATA_DIR: data,
        SMTP_URL: relay.url,
        RATE_LIMIT_MAX: "0",
        OUTBOX_RETRY_MIN_MS: "100",
        OUTBOX_RETRY_MAX_MS: "400",
        METRICS_PORT: String(metricsPort),
        ALERT_WEBHOOK_URL: chat.url,
        ALERT_CHECK_MS: "200",
        CRM_TOKEN: "crm-token-1234",
      },
      { destinations: list },
    );
    try {
      expect((await post(server, quoteForm())).status).toBe(200);
      expect((await post(server, generalForm({ subject: "Refused by the CRM" }))).status).toBe(200);
      const rows = await waitForOutbox(
        data,
        (all) =>
          all.length === 4 && all.every((row) => row.state === "sent" || row.state === "failed"),
      );
      // e-mail #1, crm #2 (refused once: 503, then taken), e-mail #3, crm #4 (422: for good)
      expect(rows.map((row) => [row.id, row.state, row.tries])).toEqual([
        [1, "sent", 1],
        [2, "sent", 2],
        [3, "sent", 1],
        [4, "failed", 1],
      ]);
      expect(crmInbox).toEqual([
        { id: 2, subject: "Request a Quote", organisation: "Sunrise Clinics" },
      ]);
      await relay.waitFor(2);

      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      const attempts = (outcome: string) =>
        sample(text, "outbox_delivery_attempts_total", { destination: "crm", outcome });
      expect([attempts("sent"), attempts("retry"), attempts("failed")]).toEqual([1, 1, 1]);
      expect(sample(text, "outbox_messages", { destination: "crm", state: "sent" })).toBe(1);
      expect(sample(text, "outbox_messages", { destination: "crm", state: "failed" })).toBe(1);
      expect(sample(text, "outbox_oldest_pending_age_seconds", { destination: "crm" })).toBe(0);

      await expect.poll(() => chat.alerts.length).toBe(1);
      expect(chat.alerts[0]).toMatchObject({ cause: "failed", status: "firing" });
    } finally {
      await server.close();
    }

    // the real CLI knows the server's list, not the test's: it lists the CRM's rows all the same
    const listed = await outboxCli(data, ["--destination", "crm"]);
    expect(listed.code).toBe(0);
    expect(listed.output).toMatch(/^2 +sent +2 +crm /m);
    expect(listed.output).toMatch(/^4 +failed +1 +crm /m);
    expect(listed.output).toContain("#4 last error: the CRM answered 422");
    expect(listed.output).not.toMatch(/ email /);
  });
});
