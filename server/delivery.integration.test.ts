import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { freePorts } from "../tests/support/free-ports.ts";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pdfFile } from "../tests/support/fixtures.ts";
import { applicationForm, generalForm, INBOX, post, quoteForm } from "../tests/support/forms.ts";
import { parseMail, TestRelay } from "../tests/support/relay.ts";
import { settled, waitForOutbox } from "../tests/support/outbox-state.ts";
import { outboxCli, runServer, startServer } from "../tests/support/server-process.ts";
import { buildTestApp } from "../tests/support/test-app.ts";

// free ports, never fixed ones (another checkout or a leftover process may hold those)
const [outageRelayPort, crashSitePort, crashRelayPort, cliRelayPort, configSitePort] =
  (await freePorts(5)) as [number, number, number, number, number];

// Delivery when things go wrong: relay outages, a killed process, no relay at all,
// abusive clients and a bad configuration. The server in this process (app.inject) where
// the routes and the outbox are the point; a real process where the process is (killed and
// restarted, refusing a bad configuration at start); a real relay and the real CLI.

const FAST_RETRIES = { OUTBOX_RETRY_MIN_MS: "100", OUTBOX_RETRY_MAX_MS: "400" };
const dirs: string[] = [];
const relays: TestRelay[] = [];
// No site build: these tests are about the API, and the server starts faster without one.
const BUILD_DIR = join(tmpdir(), "no-build-here");
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "delivery-"));
  dirs.push(dir);
  return dir;
}
function relayOn(port: number): TestRelay {
  const relay = new TestRelay();
  relay.port = port;
  relays.push(relay);
  return relay;
}

afterAll(async () => {
  for (const relay of relays) await relay.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("outbox delivery", () => {
  it("relay down when the visitor submits, then up: delivered exactly once", async () => {
    const relay = relayOn(outageRelayPort);
    const data = dataDir();
    const server = await buildTestApp({
      BUILD_DIR,
      DATA_DIR: data,
      SMTP_URL: relay.url,
      RATE_LIMIT_MAX: "0",
      ...FAST_RETRIES,
    });
    try {
      const answer = await post(server, generalForm({ subject: "During the outage" }));
      expect(answer.status).toBe(200);
      // the worker has tried and failed while the relay was down, and keeps the message
      await waitForOutbox(data, ([row]) => row?.state === "pending" && row.tries >= 1);
      await relay.start();
      const [mail] = await relay.waitFor(1);
      expect(parseMail(mail?.raw ?? "").headers.get("subject")).toBe("During the outage");
      // once recorded as sent it is never sent again: exactly one copy reached the relay
      await waitForOutbox(data, ([row]) => row?.state === "sent");
      expect(relay.messages).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it("the process killed right after answering 200, then restarted: delivered", async () => {
    const relay = relayOn(crashRelayPort);
    const data = dataDir();
    const env = {
      PORT: String(crashSitePort),
      BUILD_DIR,
      DATA_DIR: data,
      SMTP_URL: relay.url,
      RATE_LIMIT_MAX: "0",
      ...FAST_RETRIES,
    };
    const first = await startServer(env);
    const answer = await post(first.url, applicationForm({ content: pdfFile(), name: "cv.pdf" }));
    expect(answer.status).toBe(200);
    await first.stop("SIGKILL");

    await relay.start();
    const second = await startServer(env);
    try {
      const [mail] = await relay.waitFor(1);
      const parsed = parseMail(mail?.raw ?? "");
      expect(parsed.headers.get("subject")).toBe("Application for Role");
      expect(parsed.attachments[0]?.content.equals(pdfFile())).toBe(true);
      await waitForOutbox(env.DATA_DIR!, (rows) => rows.length === 1 && settled(rows));
      expect(relay.messages).toHaveLength(1);
    } finally {
      await second.stop();
    }
  });

  it("without SMTP_URL keeps messages; the CLI lists, exports and retries them", async () => {
    const data = dataDir();
    const server = await buildTestApp({ BUILD_DIR, DATA_DIR: data, RATE_LIMIT_MAX: "2" });
    try {
      expect((await post(server, quoteForm())).status).toBe(200);
      expect((await post(server, generalForm({ subject: "Kept safe" }))).status).toBe(200);
      const limited = await post(server, generalForm({ subject: "One too many" }));
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(limited.json.error).toEqual(expect.any(String));
    } finally {
      await server.close();
    }

    const list = await outboxCli(data);
    expect(list.code).toBe(0);
    expect(list.output).toMatch(/^1\s+pending\s+0 .*asha\.rao@clinic\.test\s+Request a Quote/m);
    expect(list.output).toMatch(/^2\s+pending\s+0 .*Kept safe/m);
    expect(list.output).not.toContain("One too many");

    const eml = join(data, "two.eml");
    expect((await outboxCli(data, ["export", "2", eml])).code).toBe(0);
    const exported = parseMail(readFileSync(eml, "utf8"));
    expect(exported.headers.get("subject")).toBe("Kept safe");
    expect(exported.headers.get("to")).toBe(INBOX);
    expect(exported.headers.get("reply-to")).toBe("Li Wei <li.wei@mail.test>");

    const relay = relayOn(cliRelayPort);
    await relay.start();
    const retry = await outboxCli(data, ["retry", "2"], { SMTP_URL: relay.url });
    expect(retry.output).toContain("#2 delivered.");
    expect(relay.messages).toHaveLength(1);
    const after = await outboxCli(data);
    expect(after.output).toMatch(/^2\s+sent\s+1 /m);
    expect(after.output).toMatch(/^1\s+pending/m);

    expect((await outboxCli(data, ["retry", "99"])).code).toBe(2);
  });

  it.each([
    ["RATE_LIMIT_MAX", "lots"],
    ["SMTP_URL", "http://relay.example.com"],
    ["MAIL_TO", "not-an-address"],
    ["OUTBOX_RETRY_MIN_MS", "soon"],
  ])("a malformed %s stops the server with a message naming it", async (name, value) => {
    const { output, exit } = runServer({
      PORT: String(configSitePort),
      BUILD_DIR,
      DATA_DIR: dataDir(),
      [name]: value,
    });
    expect(await exit).toBe(1);
    expect(output()).toContain(name);
  });
});
