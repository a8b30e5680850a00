import { openOutbox } from "../../server/outbox/store.ts";

// The outbox's rows as the tests wait on them, read through the store as `npm run outbox`
// reads them (SQLite in a data directory, or PostgreSQL), in the test's own process: a poll
// costs a query, not a CLI process. Tests of the CLI itself run it (server-process.ts).

export interface OutboxRow {
  id: number;
  state: "pending" | "sending" | "sent" | "failed";
  tries: number;
}

/**
 * Waits, with a deadline, until the outbox in `dataDir` (or at `databaseUrl`) satisfies
 * `done` — a state to wait for instead of a fixed sleep (a late duplicate would otherwise
 * pass unseen).
 */
export async function waitForOutbox(
  dataDir: string,
  done: (rows: OutboxRow[]) => boolean,
  { timeoutMs = 20_000, databaseUrl }: { timeoutMs?: number; databaseUrl?: string } = {},
): Promise<OutboxRow[]> {
  const store = await openOutbox({ dataDir, databaseUrl });
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const rows = (await store.list()).map(({ id, state, attempts }) => ({
        id,
        state,
        tries: attempts,
      }));
      if (done(rows)) return rows;
      if (Date.now() > deadline) {
        throw new Error(`outbox never reached the expected state: ${JSON.stringify(rows)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await store.close();
  }
}

/** Nothing left to deliver: every message is sent or failed. */
export const settled = (rows: OutboxRow[]) =>
  rows.every((row) => row.state === "sent" || row.state === "failed");
