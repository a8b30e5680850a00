import { describe, expect, it } from "vitest";
import { PostgresOutbox } from "./outbox/postgres-store.ts";
import type { Outbox } from "./outbox/records.ts";
import { SqliteOutbox } from "./outbox/sqlite-store.ts";
import { addEmail, draft } from "../tests/support/messages.ts";
import { useTestStores } from "../tests/support/test-stores.ts";
import { outboxCli } from "../tests/support/server-process.ts";

// `npm run outbox -- purge` and `erase --email` through the real CLI, against SQLite (a
// DATA_DIR) and a real PostgreSQL (DATABASE_URL). Rows are written through the store with
// a clock set in the past, so the CLI's own clock sees them as old.

const DAY = 86_400_000;
/** Where an enquiry came from (decision 0036): kept and erased with it. */
const FROM_LINKEDIN = {
  page: "/contact",
  landing_page: "/ai-solutions/precision-pa?utm_source=linkedin",
  referrer_host: "www.linkedin.com",
  utm_source: "linkedin",
  utm_medium: "social",
  utm_campaign: "pa-launch",
};
const WINDOW = { dedupeWindowMs: 0, maxBytes: 0 };
const stores = useTestStores("outbox-privacy");

interface Target {
  open(now: () => number): Promise<Outbox>;
  env: Record<string, string>;
  dataDir: string;
}

async function target(name: "sqlite" | "postgres", database: string): Promise<Target> {
  const dataDir = stores.tempDir();
  if (name === "sqlite") {
    return { dataDir, env: {}, open: (now) => SqliteOutbox.open(dataDir, { now }) };
  }
  const url = await stores.database(database);
  return {
    dataDir,
    env: { DATABASE_URL: url },
    open: (now) => PostgresOutbox.open(url, { now }),
  };
}

describe.each(["sqlite", "postgres"] as const)(
  "npm run outbox on %s",
  { timeout: 90_000 },
  (name) => {
    it("purge erases what was delivered more than OUTBOX_RETENTION_DAYS ago and prints it", async () => {
      const t = await target(name, "cli_purge");
      let clock = Date.now() - 31 * DAY;
      const store = await t.open(() => clock);
      const add = async (overrides: Parameters<typeof draft>[0]) =>
        ((await addEmail(store, draft(overrides), WINDOW)) as { id: number }).id;
      const deliver = async (id: number) => {
        await store.claim(id, "w", 60_000);
        await store.markSent(id, "w");
      };
      const old = await add({
        kind: "application",
        replyTo: "old@mail.test",
        subject: "Old one",
        attribution: { ...FROM_LINKEDIN, utm_campaign: "old-campaign" },
      });
      await deliver(old);
      const failed = await add({ replyTo: "failed@mail.test" });
      await store.claim(failed, "w", 60_000);
      await store.markFailed(failed, "w", "550");
      clock = Date.now() - DAY;
      const recent = await add({ replyTo: "recent@mail.test", attribution: FROM_LINKEDIN });
      await deliver(recent);
      const pending = await add({ replyTo: "pending@mail.test" });
      await store.close();

      const purge = await outboxCli(t.dataDir, ["purge"], t.env);
      expect(purge.code).toBe(0);
      expect(purge.output).toContain(
        `#${old} application: content erased (delivered more than 30 days ago)`,
      );
      expect(purge.output).toContain("1 erased, 0 résumé(s) removed.");
      expect(purge.output).not.toMatch(new RegExp(`#(${failed}|${recent}|${pending}) `));
      expect(purge.output).not.toContain("old@mail.test");

      const list = await outboxCli(t.dataDir, [], t.env);
      expect(list.output).toMatch(new RegExp(`^${old}\\s+sent\\s+1\\s.*\\(erased\\)`, "m"));
      expect(list.output).not.toContain("Old one");
      for (const kept of ["failed@mail.test", "recent@mail.test", "pending@mail.test"]) {
        expect(list.output).toContain(kept);
      }
      const exported = await outboxCli(t.dataDir, ["export", String(old), "-"], t.env);
      expect(exported.code).toBe(1);
      expect(exported.output).toContain("erased by retention");
      // the attribution went with the content; the recent one is kept, and the report says so
      const check = await t.open(Date.now);
      expect((await check.get(old))?.attribution).toEqual({});
      expect((await check.get(recent))?.attribution).toEqual(FROM_LINKEDIN);
      await check.close();
      const report = await outboxCli(t.dataDir, ["report", "--since", "60d"], t.env);
      expect(report.code).toBe(0);
      expect(report.output).not.toContain("old-campaign");
      // four enquiries: the erased one counted without its attribution, the recent one with it
      expect(report.output).toMatch(/Landing page: +\(erased\) 1, \(none\) 1\n/);
      expect(report.output).toMatch(/campaign: +\(none\) 1, linkedin \/ social \/ pa-launch 1\n/);
      expect(report.output).toMatch(/Referring site: +\(none\) 1, www\.linkedin\.com 1\n/);
      expect(report.output).toContain("Total: 4");

      const again = await outboxCli(t.dataDir, ["purge"], t.env);
      expect(again.output).toContain("Nothing to erase (retention: 30 days after delivery).");
      const shorter = await outboxCli(t.dataDir, ["purge"], {
        ...t.env,
        OUTBOX_RETENTION_DAYS: "0",
      });
      expect(shorter.output).toContain(`#${recent} general: content erased`);
    });

    it("erase --email removes every submission of that address and nothing else", async () => {
      const t = await target(name, "cli_erase");
      const store = await t.open(Date.now);
      const add = async (overrides: Parameters<typeof draft>[0]) =>
        ((await addEmail(store, draft(overrides), WINDOW)) as { id: number }).id;
      const sent = await add({
        kind: "application",
        replyTo: "ravi.kumar@mail.test",
        attribution: { ...FROM_LINKEDIN, utm_campaign: "ravi-campaign" },
      });
      await store.claim(sent, "w", 60_000);
      await store.markSent(sent, "w");
      const pending = await add({ kind: "quote", replyTo: "ravi.kumar@mail.test" });
      const other = await add({ replyTo: "asha@clinic.test", attribution: FROM_LINKEDIN });
      await store.close();
      const before = await outboxCli(t.dataDir, ["report", "--csv"], t.env);
      expect(before.output).toContain("linkedin / social / ravi-campaign,www.linkedin.com,1\r\n");

      const erased = await outboxCli(
        t.dataDir,
        ["erase", "--email", "Ravi.Kumar@Mail.test"],
        t.env,
      );
      expect(erased.code).toBe(0);
      expect(erased.output).toContain(`#${sent} application email (sent): removed`);
      expect(erased.output).toContain(`#${pending} quote email (pending): removed`);
      expect(erased.output).toContain("2 submission(s) from Ravi.Kumar@Mail.test removed.");
      expect(erased.output).not.toContain(`#${other}`);
      expect(erased.output).not.toMatch(/Asha|Question/);

      const list = await outboxCli(t.dataDir, [], t.env);
      expect(list.output).toMatch(new RegExp(`^${other}\\s+pending`, "m"));
      // gone from the report with the enquiry; the other address's stays
      const after = await outboxCli(t.dataDir, ["report", "--csv"], t.env);
      expect(after.output).not.toContain("ravi-campaign");
      expect(after.output).toMatch(
        /,general,\/ai-solutions\/precision-pa,linkedin \/ social \/ pa-launch,www\.linkedin\.com,1\r\n/,
      );
      expect(list.output).not.toContain("ravi.kumar");
      const none = await outboxCli(t.dataDir, ["erase", "--email", "ravi.kumar@mail.test"], t.env);
      expect(none.code).toBe(0);
      expect(none.output).toContain("No stored submission from ravi.kumar@mail.test.");

      for (const args of [["erase"], ["erase", "--email", " "], ["erase", "--email", "nobody"]]) {
        const refused = await outboxCli(t.dataDir, args, t.env);
        expect(refused.code, args.join(" ")).toBe(2);
        expect(refused.output).toMatch(/erase needs the visitor's address|Not an e-mail address/);
      }
    });
  },
);
