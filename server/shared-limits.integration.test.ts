import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generalForm, INBOX, post, quoteForm } from "../tests/support/forms.ts";
import { waitForOutbox } from "../tests/support/outbox-state.ts";
import { TestRelay } from "../tests/support/relay.ts";
import { solvedField } from "../tests/support/spam-solution.ts";
import { buildTestApp, type TestApp } from "../tests/support/test-app.ts";
import { useTestStores } from "../tests/support/test-stores.ts";

// Limits across instances (decision 0023): two instances of the real server (in this process,
// each its own app, pool and memory; posts through app.inject) on one real PostgreSQL count one
// client together. Twice the rate limit from one client spread over both: exactly the limit
// accepted (each instance counting alone let twice through). The same for the allowance of
// posts without the spam check, and for the acknowledgement's one per address a day, also when
// two submissions from one address reach both instances at once. Both apps start before
// anything is posted (test-app.ts: they share this process's pid).

const stores = useTestStores("shared-limits");
const BUILD_DIR = join(tmpdir(), "no-build-here");
const relay = new TestRelay();
const apps: TestApp[] = [];

beforeAll(async () => {
  await relay.start(0);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await relay.stop();
});

/** Two instances on one fresh database. */
async function pair(env: Record<string, string>): Promise<[TestApp, TestApp, string]> {
  const url = await stores.database();
  const settings = { ...env, BUILD_DIR, DATABASE_URL: url, MAIL_TO: INBOX, TRUST_PROXY: "1" };
  const one = await buildTestApp({ ...settings, DATA_DIR: stores.tempDir() });
  apps.push(one);
  const two = await buildTestApp({ ...settings, DATA_DIR: stores.tempDir() });
  apps.push(two);
  return [one, two, url];
}

/** A post from `client` (the proxy's X-Forwarded-For), a different enquiry each time. */
let serial = 0;
const from = (client: string) => ({ "X-Forwarded-For": client });
const enquiry = (overrides: Record<string, string> = {}) =>
  generalForm({ message: `Enquiry number ${++serial}.`, ...overrides });

describe("limits shared by two instances on one PostgreSQL", { timeout: 60_000 }, () => {
  it("twice RATE_LIMIT_MAX from one client over both instances: exactly the limit accepted", async () => {
    const [one, two] = await pair({ RATE_LIMIT_MAX: "3" });
    const answers = await Promise.all(
      [one, two, one, two, one, two].map((app) => post(app, enquiry(), from("203.0.113.7"))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    const refused = answers.find((answer) => answer.status === 429);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
    // another client has its own count, on either instance
    expect((await post(two, enquiry(), from("198.51.100.4"))).status).toBe(200);
  });

  it("twice UNVERIFIED_MAX_PER_HOUR without the spam check, and one acknowledgement per address a day", async () => {
    const [one, two, url] = await pair({
      RATE_LIMIT_MAX: "0",
      SPAM_CHECK: "on",
      SPAM_DIFFICULTY: "1000",
      UNVERIFIED_MAX_PER_HOUR: "2",
      SMTP_URL: relay.url,
      OUTBOX_RETRY_MIN_MS: "100",
      OUTBOX_RETRY_MAX_MS: "400",
      ACK_FROM: "no-reply@nuvora.test",
      SITE_URL: "https://www.nuvora.test",
    });
    const unverified = await Promise.all(
      [one, two, one, two].map((app) => post(app, enquiry(), from("203.0.113.9"))),
    );
    expect(unverified.map((answer) => answer.status).sort()).toEqual([200, 200, 429, 429]);

    // one address, verified, first on one instance, then on the other: one acknowledgement
    const asha = { email: "asha.rao@clinic.test", sender_address: "asha.rao@clinic.test" };
    const first = quoteForm({ ...asha, message: "First.", altcha: await solvedField(one) });
    expect((await post(one, first, from("192.0.2.1"))).status).toBe(200);
    const second = quoteForm({ ...asha, message: "Second.", altcha: await solvedField(two) });
    expect((await post(two, second, from("192.0.2.2"))).status).toBe(200);
    // another address, two submissions reaching both instances at once: one acknowledgement
    const li = { email: "li.wei@mail.test", sender_address: "li.wei@mail.test" };
    const [a, b] = [await solvedField(one), await solvedField(two)];
    const together = await Promise.all([
      post(one, enquiry({ ...li, altcha: a }), from("192.0.2.3")),
      post(two, enquiry({ ...li, altcha: b }), from("192.0.2.4")),
    ]);
    expect(together.map((answer) => answer.status)).toEqual([200, 200]);

    // 2 unverified + 4 verified team e-mails, 2 acknowledgements (every row was stored before
    // its 200, so all are there at the first look)
    const rows = await waitForOutbox(
      "/nonexistent-data",
      (all) => all.length >= 8 && all.every((row) => row.state === "sent"),
      { databaseUrl: url },
    );
    expect(rows).toHaveLength(8);
    // one per Message-ID: a delivery the relay took but whose answer the sender missed under
    // load is sent again (decision 0007: an uncertain outcome is sent again), the same message, not a second one
    const byMessageId = new Map<string, (typeof relay.messages)[number]>();
    for (const mail of relay.messages) {
      if (!/^Auto-Submitted: auto-generated\r?$/m.test(mail.raw)) continue;
      byMessageId.set(/^Message-ID:\s*(\S+)/im.exec(mail.raw)?.[1] ?? mail.raw, mail);
    }
    const acknowledgements = [...byMessageId.values()];
    expect(acknowledgements.map((mail) => mail.to).sort()).toEqual([
      ["asha.rao@clinic.test"],
      ["li.wei@mail.test"],
    ]);
  });
});
