import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { freePorts } from "../tests/support/free-ports.ts";
import { generalForm, post, quoteForm } from "../tests/support/forms.ts";
import { chatReceiver, sample } from "../tests/support/metrics.ts";
import { waitForOutbox } from "../tests/support/outbox-state.ts";
import { TestRelay } from "../tests/support/relay.ts";
import { outboxCli } from "../tests/support/server-process.ts";
import { buildTestApp } from "../tests/support/test-app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { DESTINATIONS, discoverDestinations } from "./destinations/index.ts";

// Adding a destination is one module in server/destinations/ (decision 0023). Here the folder
// is copied beside it (so the modules' own imports still resolve) and the one file added to the
// copy is a CRM of the test's own; the server's loader reads the copy, and no other file knows
// the CRM. On the real server (in this process, posts through app.inject), its rows are
// delivered, retried after a temporary refusal, failed for good after a permanent one, listed
// by the real `npm run outbox`, counted in /metrics and alerted on in the chat; its variable is
// checked at start like any other.

const folder = fileURLToPath(new URL("./destinations/", import.meta.url));
const copy = mkdtempSync(fileURLToPath(new URL("./.destinations-copy-", import.meta.url)));
for (const file of readdirSync(folder)) {
  if (!file.endsWith(".test.ts")) copyFileSync(join(folder, file), join(copy, file));
}

/** The whole module a developer would write: server/destinations/crm.ts. */
const CRM_MODULE = `
import { z } from "zod";
import { sizedRow } from "../outbox/destinations.ts";
import type { StoredMessage } from "../outbox/store.ts";
import { defineDestination } from "./destination.ts";

/** What the CRM received (read by the test), and how often it refuses first. */
export const crmInbox: Array<{ id: number; subject: string; organisation: unknown }> = [];
let refusals = 1;

export const crm = defineDestination({
  name: "crm",
  position: 50,
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
      if (refusals-- > 0) {
        throw Object.assign(new Error("the CRM answered 503"), { permanent: false });
      }
      crmInbox.push({ id: message.id, subject: message.subject, organisation: fields.organization });
    },
    close() {},
  }),
  exportFile: async (message) => ({
    extension: "json",
    content: Buffer.from(JSON.stringify(message.data)),
  }),
});
`;
writeFileSync(join(copy, "crm.ts"), CRM_MODULE);

const data = mkdtempSync(join(tmpdir(), "destinations-"));
const relay = new TestRelay();
const chat = await chatReceiver();
afterAll(async () => {
  await relay.stop();
  await chat.close();
  rmSync(data, { recursive: true, force: true });
  rmSync(copy, { recursive: true, force: true });
});

describe("the server's destinations", () => {
  it("are this folder's modules, in their stated order", () => {
    expect(DESTINATIONS.map((destination) => destination.name)).toEqual([
      "email",
      "webhook",
      "acknowledgement",
      "document-request",
    ]);
  });

  it("refuse to start on a malformed module, naming its file", async () => {
    const cases = {
      "twin.ts": `import { defineDestination } from "./destination.ts";
        export const twin = defineDestination({ name: "webhook", position: 60 });`,
      "queue-jumper.ts": `import { defineDestination } from "./destination.ts";
        export const jumper = defineDestination({ name: "jumper", position: 20 });`,
      "by-hand.ts": `export const byHand = { name: "by-hand", position: 70, row: () => undefined };`,
    };
    const expected = {
      "twin.ts": /^two modules take the name "webhook": \S*twin\.ts and \S*webhook\.ts$/,
      "queue-jumper.ts": /^two modules take position 20: \S*queue-jumper\.ts and \S*webhook\.ts$/,
      "by-hand.ts": /by-hand\.ts: "byHand" is not made with defineDestination/,
    };
    for (const [file, source] of Object.entries(cases)) {
      writeFileSync(join(copy, file), source);
      try {
        await expect(discoverDestinations(copy)).rejects.toThrow(
          expected[file as keyof typeof expected],
        );
      } finally {
        rmSync(join(copy, file));
      }
    }
  });
});

describe("a destination added as one module", { timeout: 60_000 }, () => {
  it("is checked at start, delivered, retried, failed, listed, counted and alerted on", async () => {
    const list = await discoverDestinations(copy);
    expect(list.map((destination) => destination.name)).toEqual([
      ...DESTINATIONS.map((destination) => destination.name),
      "crm",
    ]);
    const { crmInbox } = (await import(pathToFileURL(join(copy, "crm.ts")).href)) as {
      crmInbox: unknown[];
    };
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
