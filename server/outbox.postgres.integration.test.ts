import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { generalForm, post } from "../tests/support/forms.ts";
import { freePort } from "../tests/support/postgres.ts";
import { parseMail, TestRelay } from "../tests/support/relay.ts";
import { outboxCli, startServer, type ServerProcess } from "../tests/support/server-process.ts";
import { useTestStores } from "../tests/support/test-stores.ts";

// Two server processes on one PostgreSQL database, the relay down, 100 submissions spread
// over both, one instance killed with SIGKILL half-way; then the relay comes up. Every
// accepted submission is delivered, none twice (by Message-ID), nothing is left `sending`.

const stores = useTestStores("outbox-two-instances");
let url: string;

beforeAll(async () => {
  url = await stores.database("two_instances");
});

async function states(): Promise<Array<{ state: string; message_id: string }>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "SELECT state, message_id FROM outbox_messages ORDER BY id",
    );
    return rows;
  } finally {
    await client.end();
  }
}

describe("PostgreSQL outbox shared by two instances", () => {
  it("survives a SIGKILL mid-way: every accepted submission delivered once", async () => {
    const relay = new TestRelay();
    relay.port = await freePort(); // reserved, nobody listening yet: the relay is down
    const env = {
      DATABASE_URL: url,
      BUILD_DIR: "/nonexistent-build",
      DATA_DIR: "/nonexistent-data",
      SMTP_URL: relay.url,
      RATE_LIMIT_MAX: "0",
      OUTBOX_MAX_PER_MINUTE: "0",
      OUTBOX_RETRY_MIN_MS: "100",
      OUTBOX_RETRY_MAX_MS: "400",
      OUTBOX_LEASE_MS: "2000",
    };
    const servers: ServerProcess[] = [];
    try {
      servers.push(await startServer({ ...env, PORT: String(await freePort()) }));
      servers.push(await startServer({ ...env, PORT: String(await freePort()) }));
      const [a, b] = servers as [ServerProcess, ServerProcess];

      const accepted = new Set<string>();
      const submit = async (server: ServerProcess, i: number) => {
        const subject = `Enquiry ${i}`;
        const answer = await post(server.url, generalForm({ subject })).catch(() => undefined);
        if (answer?.status === 200) accepted.add(subject);
      };
      for (let i = 0; i < 50; i += 5) {
        await Promise.all([0, 1, 2, 3, 4].map((k) => submit((i + k) % 2 ? a : b, i + k)));
      }
      await a.stop("SIGKILL");
      for (let i = 50; i < 100; i += 5) {
        await Promise.all([0, 1, 2, 3, 4].map((k) => submit((i + k) % 2 ? a : b, i + k)));
      }
      // Everything b was sent is accepted; a's share only until it died.
      expect(accepted.size).toBeGreaterThanOrEqual(75);
      expect((await states()).length).toBe(accepted.size);

      await relay.start();
      const deadline = Date.now() + 60_000;
      for (;;) {
        const rows = await states();
        if (rows.every((row) => row.state === "sent")) break;
        if (Date.now() > deadline) {
          throw new Error(
            `not all sent: ${JSON.stringify(rows.filter((r) => r.state !== "sent"))}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const rows = await states();
      expect(rows.filter((row) => row.state !== "sent")).toEqual([]);
      const ids = relay.messages.map((m) => parseMail(m.raw).headers.get("message-id"));
      expect(new Set(ids).size).toBe(ids.length);
      expect(new Set(ids)).toEqual(new Set(rows.map((row) => row.message_id)));
      const subjects = relay.messages.map((m) => parseMail(m.raw).headers.get("subject"));
      expect(new Set(subjects)).toEqual(accepted);

      const list = await outboxCli("/nonexistent-data", [], { DATABASE_URL: url });
      expect(list.code).toBe(0);
      expect(list.output).toContain(`0 pending, 0 sending, ${accepted.size} sent, 0 failed`);
    } finally {
      for (const server of servers) await server.stop();
      await relay.stop();
    }
  });
});
