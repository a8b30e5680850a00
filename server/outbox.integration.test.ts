import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { SqliteOutbox } from "./outbox/sqlite-store.ts";
import { pdfFile } from "../tests/support/fixtures.ts";
import { applicationForm, generalForm, post } from "../tests/support/forms.ts";
import { addEmail, draft } from "../tests/support/messages.ts";
import { freePort } from "../tests/support/postgres.ts";
import { TestRelay } from "../tests/support/relay.ts";
import { outboxCli, startServer } from "../tests/support/server-process.ts";
import { buildTestApp } from "../tests/support/test-app.ts";

// Outbox defects once found under stress (a locked database, a full disk, a slow store),
// reproduced against the real server (SQLite outbox) in this process through app.inject, or
// as a real process where a signal is the point, a real SMTP server on loopback, and the CLI.
// Waits are on state, with deadlines.

const FAST = { OUTBOX_RETRY_MIN_MS: "100", OUTBOX_RETRY_MAX_MS: "400", RATE_LIMIT_MAX: "0" };
const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

/** A tiny prerendered site: enough for page requests. */
function site(): string {
  const build = tempDir("outbox-site-");
  for (const route of ["", "about"]) {
    mkdirSync(join(build, "client", route), { recursive: true });
    writeFileSync(
      join(build, "client", route, "index.html"),
      `<!doctype html><title>${route}</title>`,
    );
  }
  return build;
}

/** The real server on a tiny site and the given data directory, retrying fast, plus `env`. */
async function serve(dataDir: string, env: Record<string, string> = {}) {
  return buildTestApp({ BUILD_DIR: site(), DATA_DIR: dataDir, ...FAST, ...env });
}

/** The same as a real process (`node server/main.ts`), for what a signal does to it. */
async function serveProcess(dataDir: string, env: Record<string, string> = {}) {
  return startServer({
    PORT: String(await freePort()),
    BUILD_DIR: site(),
    DATA_DIR: dataDir,
    ...FAST,
    ...env,
  });
}

async function until<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  ms = 15_000,
) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function rows(dataDir: string): Array<{ id: number; state: string; message_id: string }> {
  const db = new DatabaseSync(join(dataDir, "outbox.sqlite"), { readOnly: true });
  try {
    return db.prepare("SELECT id, state, message_id FROM messages ORDER BY id").all() as never;
  } finally {
    db.close();
  }
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// A server or CLI process takes about 1–4 s to start on a loaded 2-core machine.
describe("outbox defects once found under stress, fixed", { timeout: 90_000 }, () => {
  it("a write lock held during a delivery: no stuck row, no second send, pages on time, POST 503", async () => {
    const relay = new TestRelay();
    await relay.start(0);
    const data = tempDir("outbox-lock-");
    const server = await serve(data, {
      SMTP_URL: relay.url,
      // long enough that a stall on it stands far above a busy machine's own delays
      OUTBOX_STORE_TIMEOUT_MS: "2000",
    });
    let locker: DatabaseSync | undefined;
    try {
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      relay.beforeAccept = async () => {
        relay.beforeAccept = undefined;
        locker = new DatabaseSync(join(data, "outbox.sqlite"));
        locker.exec("BEGIN IMMEDIATE");
        locked();
      };
      for (let i = 0; i < 3; i++) await (await server.fetch("/about")).text(); // warm up
      expect((await post(server, generalForm({ subject: "Under lock" }))).status).toBe(200);
      await lockTaken;

      // Held for 7 s, well past the store's timeout: pages never wait for the outbox…
      const heldUntil = Date.now() + 7_000;
      const timings: number[] = [];
      // The server runs in this process: a stall of its thread stalls this event loop too,
      // between two pages as much as during one, and shows here.
      const loop = monitorEventLoopDelay({ resolution: 10 });
      loop.enable();
      while (Date.now() < heldUntil - 4_500) {
        const started = performance.now();
        const page = await server.fetch("/about");
        await page.text();
        timings.push(performance.now() - started);
        expect(page.status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      loop.disable();
      expect(timings.length).toBeGreaterThan(5);
      // A store that waited on the lock in the server's own thread would hold every page for
      // up to the store's 2 s busy timeout, again and again while the worker retries. A
      // loaded 2-core machine adds a few hundred ms on its own (350 ms seen while two test
      // suites ran beside it): not a stall.
      expect(Math.max(...timings)).toBeLessThan(1_200);
      expect(loop.max / 1e6, "the event loop's longest stall, ms").toBeLessThan(1_200);
      // …and a submission that cannot be stored in time gets 503 + Retry-After, promptly.
      const started = Date.now();
      const refused = await post(server, generalForm({ subject: "While locked" }));
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused.json.error).toMatch(/try again/);
      expect(Date.now() - started).toBeLessThan(4_000);
      expect(rows(data)[0]?.state).toBe("sending");
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, heldUntil - Date.now())));
      locker?.exec("ROLLBACK");
      locker?.close();
      locker = undefined;

      await until("the delivery to be recorded", () => rows(data)[0]?.state === "sent");
      expect(rows(data)).toHaveLength(1);
      expect(relay.messages).toHaveLength(1);
    } finally {
      locker?.close();
      await server.close();
      await relay.stop();
    }
    expect(server.logs()).toMatch(/could not record the delivery outcome/);
  });

  it("a capped outbox, a nearly full disk and the overall ceiling answer 503, logged loudly once", async () => {
    const data = tempDir("outbox-cap-");
    const capped = await serve(data, {
      OUTBOX_MAX_MB: "1",
      OUTBOX_STORE_TIMEOUT_MS: "15000", // a loaded CI machine must not turn this into a timeout test
      OUTBOX_MAX_PER_MINUTE: "2", // only stored submissions count: the two refused don't
    });
    try {
      const cv = (fill: number) =>
        applicationForm({ content: pdfFile(600_000 + fill), name: "cv.pdf" });
      expect((await post(capped, cv(0))).status).toBe(200);
      for (const fill of [1, 2]) {
        const full = await post(capped, cv(fill));
        expect(full.status).toBe(503);
        expect(full.json.error).toMatch(/cannot accept submissions right now/);
        expect(Number(full.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      const ready = await capped.fetch("/readyz");
      expect(await ready.json()).toMatchObject({ store: "ok", disk: "ok", size: "ok" });
      expect((await post(capped, generalForm({ subject: "Second stored" }))).status).toBe(200);
      const busy = await post(capped, generalForm({ subject: "Third stored this minute" }));
      expect(busy.status).toBe(503);
      expect(busy.json.error).toMatch(/too many submissions/);
    } finally {
      await capped.close();
    }
    // A log line may trail the answer it belongs to: the log is read once the server has closed.
    const loud = capped
      .logs()
      .match(/OUTBOX REFUSING SUBMISSIONS: the outbox is at OUTBOX_MAX_MB/g);
    expect(loud).toHaveLength(1);

    const disk = await serve(tempDir("outbox-disk-"), { OUTBOX_MIN_FREE_MB: "10000000" });
    try {
      const answer = await post(disk, generalForm());
      expect(answer.status).toBe(503);
      expect(answer.json.error).toMatch(/cannot accept submissions right now/);
      const ready = await disk.fetch("/readyz");
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ store: "ok", disk: "low", size: "ok" });
      expect((await disk.fetch("/healthz")).status).toBe(200);
    } finally {
      await disk.close();
    }
    expect(disk.logs()).toMatch(/OUTBOX REFUSING SUBMISSIONS: free disk space/);
  });

  it("a re-submission after a failed delivery is stored anew and delivered", async () => {
    const relay = new TestRelay();
    relay.refuse = { code: 550, message: "mailbox unavailable" };
    await relay.start(0);
    const data = tempDir("outbox-refail-");
    const server = await serve(data, { SMTP_URL: relay.url });
    try {
      const form = () => generalForm({ subject: "Second chance" });
      expect((await post(server, form())).status).toBe(200);
      await until("the first to fail", () => rows(data)[0]?.state === "failed");
      relay.refuse = undefined;
      expect((await post(server, form())).status).toBe(200);
      await until("the second to be sent", () => rows(data)[1]?.state === "sent");
      expect(relay.messages).toHaveLength(1);
      expect((await server.fetch("/readyz")).status).toBe(200);
    } finally {
      await server.close();
      await relay.stop();
    }
    expect(server.logs()).not.toContain("li.wei@mail.test");
    expect(server.logs()).not.toContain("Second chance");
  });

  it("SIGTERM waits for the delivery in progress before closing the store", async () => {
    const relay = new TestRelay();
    await relay.start(0);
    const data = tempDir("outbox-term-");
    const server = await serveProcess(data, { SMTP_URL: relay.url });
    let inRelay!: () => void;
    const reached = new Promise<void>((resolve) => (inRelay = resolve));
    relay.beforeAccept = async () => {
      inRelay();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    };
    try {
      expect((await post(server.url, generalForm())).status).toBe(200);
      await reached;
      await server.stop("SIGTERM");
      expect(server.child.exitCode).toBe(0);
      expect(rows(data).map((row) => row.state)).toEqual(["sent"]);
      expect(relay.messages).toHaveLength(1);
    } finally {
      await relay.stop();
    }
  });
});

describe("npm run outbox", { timeout: 90_000 }, () => {
  it("escapes control characters, takes back an expired claim, refuses a live one", async () => {
    const data = tempDir("outbox-cli-");
    let clock = Date.now();
    const store = await SqliteOutbox.open(data, { now: () => clock });
    const nasty = await addEmail(
      store,
      draft({
        subject: "Hi\u001b[31mred\u0007\u0000\u009b2J",
        replyTo: "evil\u001b]0;x\u0007@x.test",
      }),
      { dedupeWindowMs: 0, maxBytes: 0 },
    );
    const live = await addEmail(store, draft(), { dedupeWindowMs: 0, maxBytes: 0 });
    const stale = await addEmail(store, draft(), { dedupeWindowMs: 0, maxBytes: 0 });
    const ids = [nasty, live, stale].map((r) => (r as { id: number }).id) as [
      number,
      number,
      number,
    ];
    await store.claim(ids[1], "other-host/1/a", 3_600_000);
    clock -= 120_000;
    await store.claim(ids[2], "other-host/1/b", 60_000);
    await store.close();

    const list = await outboxCli(data);
    expect(list.code).toBe(0);
    // eslint-disable-next-line no-control-regex -- no raw control character may reach the terminal
    expect(list.output).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(list.output).toContain("Hi\\x1b[31mred\\x07\\x00\\x9b2J");
    expect(list.output).toContain("evil\\x1b]0;x\\x07@x.test");
    expect(list.output).toMatch(new RegExp(`^${ids[1]}\\s+sending`, "m"));

    const refused = await outboxCli(data, ["retry", String(ids[1])]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("is being delivered right now");
    const takenBack = await outboxCli(data, ["retry", String(ids[2])]);
    expect(takenBack.code).toBe(0);
    expect(takenBack.output).toContain(`#${ids[2]} is queued`);
    expect((await outboxCli(data)).output).toMatch(new RegExp(`^${ids[2]}\\s+pending\\s+0`, "m"));
    expect((await outboxCli(data, ["retry", "x"])).code).toBe(2);
    expect((await outboxCli(data, ["--bogus"])).code).toBe(2);
  });

  it("exports owner-only files and never follows or overwrites an existing path", async () => {
    const data = tempDir("outbox-export-");
    const store = await SqliteOutbox.open(data);
    await addEmail(store, draft(), { dedupeWindowMs: 0, maxBytes: 0 });
    await store.close();

    const eml = join(data, "one.eml");
    expect((await outboxCli(data, ["export", "1", eml])).code).toBe(0);
    expect(statSync(eml).mode & 0o777).toBe(0o600);
    expect(readFileSync(eml, "utf8")).toMatch(/^Message-ID: <test-\d+@example\.com>/im);

    const again = await outboxCli(data, ["export", "1", eml]);
    expect(again.code).toBe(1);
    expect(again.output).toContain("already exists");

    const victim = join(data, "victim.txt");
    writeFileSync(victim, "keep me");
    const link = join(data, "link.eml");
    symlinkSync(victim, link);
    expect((await outboxCli(data, ["export", "1", link])).code).toBe(1);
    expect(readFileSync(victim, "utf8")).toBe("keep me");
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
  });
});
