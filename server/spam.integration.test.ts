import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Challenge } from "altcha-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generalForm, INBOX, post, quoteForm } from "../tests/support/forms.ts";
import { parseMail, TestRelay } from "../tests/support/relay.ts";
import { siteFixture } from "../tests/support/site-fixture.ts";
import { challengeFrom, solved } from "../tests/support/spam-solution.ts";
import { buildTestApp, type TestApp } from "../tests/support/test-app.ts";
import { SpamCheck } from "./spam/spam-check.ts";

// The proof-of-work spam check (decision 0020) against the real server (in this process,
// through app.inject): a scripted client with a good solution, with none, with a forged,
// expired, malformed or replayed one; two instances sharing one store; and a flood of posts
// without scripts, of which only the stricter allowance (UNVERIFIED_MAX_PER_HOUR) gets through.
const HTML_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const KEY = "k".repeat(40);
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A different message each time, so no post is taken for a duplicate of another. */
let serial = 0;
const quote = (altcha?: string) =>
  quoteForm({
    message: `Enquiry number ${++serial} about triage.`,
    ...(altcha === undefined ? {} : { altcha }),
  });

describe("the spam check (SPAM_CHECK=on)", () => {
  const relay = new TestRelay();
  let server: TestApp;
  let twin: TestApp;
  let data: string;

  beforeAll(async () => {
    await relay.start(0);
    data = mkdtempSync(join(tmpdir(), "spam-"));
    const build = siteFixture();
    dirs.push(data, build);
    const env = {
      DATA_DIR: data,
      BUILD_DIR: build,
      SMTP_URL: relay.url,
      MAIL_TO: INBOX,
      RATE_LIMIT_MAX: "0",
      SPAM_CHECK: "on",
      SPAM_DIFFICULTY: "20000",
      UNVERIFIED_MAX_PER_HOUR: "0",
      OUTBOX_RETRY_MIN_MS: "100",
      OUTBOX_RETRY_MAX_MS: "400",
    };
    server = await buildTestApp(env);
    // a second instance on the same store (no SPAM_HMAC_KEY: the key kept in the store),
    // started before anything is posted (test-app.ts: two apps share this process's pid)
    twin = await buildTestApp(env);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await twin?.close();
    await relay.stop();
  });

  async function delivered(marker: string) {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const found = relay.messages.find((message) => parseMail(message.raw).text.includes(marker));
      if (found) return parseMail(found.raw);
      if (Date.now() > deadline) throw new Error(`no message with ${marker}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it("hands out a fresh signed challenge, never cached", async () => {
    const { response, challenge } = await challengeFrom(server);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: "SHA-256", cost: 1 });
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    const again = await challengeFrom(server);
    expect(again.challenge.parameters.nonce).not.toBe(challenge.parameters.nonce);
  });

  it("accepts a solved challenge once, on any instance sharing the store", async () => {
    const { challenge } = await challengeFrom(server);
    const altcha = await solved(challenge);
    const first = await post(server, quote(altcha));
    expect(first.status).toBe(200);
    const mail = await delivered(`Enquiry number ${serial} `);
    expect(mail.text).not.toContain("UNVERIFIED");

    // the same solution again, to this instance or the other: a replay
    for (const instance of [server, twin]) {
      const replay = await post(instance, quote(altcha));
      expect(replay).toMatchObject({
        status: 409,
        json: { spam: "replayed", error: expect.stringMatching(/already used/) },
      });
    }
    // the other instance signs with the same key: its challenges are good here
    const fromTwin = await solved((await challengeFrom(twin)).challenge);
    expect((await post(server, quote(fromTwin))).status).toBe(200);
  });

  it("accepts a post without a solution, marked unverified in the e-mail", async () => {
    const answer = await post(server, quote());
    expect(answer.status).toBe(200);
    const mail = await delivered(`Enquiry number ${serial} `);
    expect(mail.text).toMatch(/Spam check: UNVERIFIED/);
  });

  it("refuses a forged, unsolved, expired or malformed solution, naming the problem", async () => {
    const { challenge } = await challengeFrom(server);
    const good = JSON.parse(Buffer.from(await solved(challenge), "base64").toString()) as {
      challenge: Challenge;
      solution: { counter: number; derivedKey: string };
    };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");

    // an easier challenge of the client's own making (the signature no longer matches)
    const easier = {
      ...good,
      challenge: {
        ...good.challenge,
        parameters: { ...good.challenge.parameters, keyPrefix: "00" },
      },
    };
    // signed with another key
    const foreign = await SpamCheck.open(
      {
        enabled: true,
        hmacKey: "x".repeat(40),
        challengeTtlMs: 600_000,
        difficulty: 1_000,
        unverifiedMaxPerHour: 3,
      },
      { useChallenge: async () => true, spamKey: async (key) => key },
    );
    const foreignPayload = await solved(await foreign.challenge());
    // a wrong answer to our own challenge: a key that is not the one the work finds
    const key = good.solution.derivedKey;
    const wrongKey = `${key.slice(0, -1)}${key.endsWith("0") ? "1" : "0"}`;
    const wrong = { ...good, solution: { ...good.solution, derivedKey: wrongKey } };

    const cases: Array<[string, string, number]> = [
      [encode(easier), "forged", 400],
      [foreignPayload, "forged", 400],
      [encode(wrong), "unsolved", 400],
      ["not base64 json", "malformed", 400],
      [encode({ challenge: good.challenge }), "malformed", 400],
    ];
    for (const [altcha, problem, status] of cases) {
      const answer = await post(server, quote(altcha));
      expect(answer, problem).toMatchObject({ status, json: { spam: problem } });
      expect(answer.json.error).toMatch(/spam check/i);
    }
    // the good one was never used by those refusals
    expect((await post(server, quote(encode(good)))).status).toBe(200);
  });

  it("refuses an expired challenge", async () => {
    // a challenge signed with the server's own key (SPAM_HMAC_KEY) that expired a minute ago
    const [localData, localBuild] = [mkdtempSync(join(tmpdir(), "spam-expired-")), siteFixture()];
    dirs.push(localData, localBuild);
    const local = await buildTestApp({
      DATA_DIR: localData,
      BUILD_DIR: localBuild,
      MAIL_TO: INBOX,
      RATE_LIMIT_MAX: "0",
      SPAM_CHECK: "on",
      SPAM_HMAC_KEY: KEY,
    });
    try {
      const check = await SpamCheck.open(
        {
          enabled: true,
          hmacKey: KEY,
          challengeTtlMs: 60_000,
          difficulty: 1_000,
          unverifiedMaxPerHour: 3,
        },
        { useChallenge: async () => true, spamKey: async (key) => key },
      );
      const expired = await solved(await check.challenge(Date.now() - 120_000));
      const answer = await post(local, quote(expired));
      expect(answer).toMatchObject({ status: 400, json: { spam: "expired" } });
      // and a fresh one signed the same way is good: the key is what SPAM_HMAC_KEY says
      const fresh = await solved(await check.challenge());
      expect((await post(local, quote(fresh))).status).toBe(200);
      // a native post sees the problem page with the same words
      const page = await local.fetch("/send-email", {
        method: "POST",
        body: quote(expired),
        headers: { Accept: HTML_ACCEPT, Origin: local.url },
        redirect: "manual",
      });
      expect(page.status).toBe(400);
      expect(await page.text()).toContain("has expired");
    } finally {
      await local.close();
    }
  });
});

describe("200 rapid posts without scripts", () => {
  let server: TestApp;

  beforeAll(async () => {
    const data = mkdtempSync(join(tmpdir(), "spam-flood-"));
    const build = siteFixture();
    dirs.push(data, build);
    server = await buildTestApp({
      DATA_DIR: data,
      BUILD_DIR: build,
      MAIL_TO: INBOX,
      // the general limit off: only the stricter allowance for unverified posts holds them
      RATE_LIMIT_MAX: "0",
      OUTBOX_MAX_PER_MINUTE: "0",
      SPAM_CHECK: "on",
      SPAM_DIFFICULTY: "5000",
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it("lets only UNVERIFIED_MAX_PER_HOUR (3) through, and verified posts still pass", async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        server
          .fetch("/send-email", {
            method: "POST",
            body: generalForm({ message: `Flood ${index}` }),
            headers: { Accept: HTML_ACCEPT, Origin: server.url },
            redirect: "manual",
          })
          .then(async (response) => ({
            status: response.status,
            retryAfter: response.headers.get("retry-after"),
            text: await response.text(),
          })),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 303);
    const limited = answers.filter((answer) => answer.status === 429);
    expect(accepted).toHaveLength(3);
    expect(limited).toHaveLength(197);
    expect(Number(limited[0]?.retryAfter)).toBeGreaterThan(3_000);
    expect(limited[0]?.text).toContain("without the spam check");

    // a visitor with scripts is not held by it
    const { challenge } = await challengeFrom(server);
    expect((await post(server, quote(await solved(challenge)))).status).toBe(200);
  });
});
