import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { outboxStats } from "../outbox/mapping.ts";
import type { MessageSummary, Outbox } from "../outbox/store.ts";
import { PipelineAlerts } from "./alerts.ts";

// The chat alerts' rules, on a clock the test moves: "stalled" when the oldest waiting message
// is older than ALERT_AFTER_MIN, at most once an hour while it lasts, one "resolved" when it
// clears. Posted to a real receiver on loopback.

const received: Array<{ text: string; cause: string; status: string }> = [];
const receiver = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString()));
  request.on("end", () => {
    received.push(JSON.parse(body) as (typeof received)[number]);
    response.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
afterAll(() => new Promise((resolve) => receiver.close(resolve)));

const MIN = 60_000;

/** A store whose stats count these rows, as the stores' query would. */
function storeOf(rows: () => Partial<MessageSummary>[]): Outbox {
  const groups = () =>
    rows().map((row) => ({
      destination: row.destination ?? "email",
      state: row.state,
      n: 1,
      oldest: row.state === "pending" || row.state === "sending" ? row.createdAt : null,
    }));
  return { stats: async () => outboxStats(groups()) } as unknown as Outbox;
}

function setup() {
  let now = 1_000 * MIN;
  let rows: Partial<MessageSummary>[] = [];
  const warnings: object[] = [];
  const alerts = new PipelineAlerts({
    store: storeOf(() => rows),
    webhookUrl: url,
    afterMs: 15 * MIN,
    log: { warn: (details) => warnings.push(details) },
    now: () => now,
  });
  return {
    alerts,
    warnings,
    at: (minutes: number) => (now = 1_000 * MIN + minutes * MIN),
    outbox: (next: Partial<MessageSummary>[]) => (rows = next),
  };
}

describe("pipeline alerts", () => {
  it("a message waiting past the limit alerts once an hour, then resolves once", async () => {
    received.length = 0;
    const { alerts, at, outbox } = setup();
    outbox([{ state: "pending", createdAt: 1_000 * MIN }]);
    at(14);
    await alerts.check();
    expect(received).toEqual([]); // not yet 15 minutes

    at(16);
    await alerts.check();
    expect(received).toMatchObject([{ cause: "stalled", status: "firing" }]);
    expect(received[0]!.text).toBe(
      `[ALERT] Website enquiries: Enquiries are waiting: the oldest for 16 minutes (1 in all). Check the mail relay and "npm run outbox".`,
    );

    at(50);
    await alerts.check();
    expect(received).toHaveLength(1); // still stalled, but within the hour
    at(77);
    await alerts.check();
    expect(received).toHaveLength(2); // an hour later: said again
    expect(received[1]).toMatchObject({ cause: "stalled", status: "firing" });

    outbox([{ state: "sent", createdAt: 1_000 * MIN }]);
    at(78);
    await alerts.check();
    at(79);
    await alerts.check();
    expect(received).toHaveLength(3);
    expect(received[2]).toMatchObject({ cause: "stalled", status: "resolved" });
  });

  it("names the destination whose messages wait: the webhook's receiver, or both", async () => {
    received.length = 0;
    const { alerts, at, outbox } = setup();
    outbox([
      { destination: "webhook", state: "pending", createdAt: 1_000 * MIN },
      { destination: "email", state: "sent", createdAt: 990 * MIN },
      { destination: "email", state: "pending", createdAt: 1_010 * MIN },
      { destination: "webhook", state: "failed", createdAt: 900 * MIN },
    ]);
    at(20);
    await alerts.check();
    expect(received.map((alert) => alert.text)).toEqual([
      `[ALERT] Website enquiries: 1 enquiry could not be delivered and will not be retried. Inspect with "npm run outbox", then retry or export each one.`,
      `[ALERT] Website enquiries: Enquiries are waiting: the oldest for 20 minutes (2 in all). Check the webhook's receiver and "npm run outbox".`,
    ]);
    at(90);
    await alerts.check();
    expect(received[3]!.text).toContain("(2 in all). Check the mail relay, the webhook's receiver");
  });

  it("a failure for good alerts until the message is retried or removed", async () => {
    received.length = 0;
    const { alerts, outbox } = setup();
    outbox([
      { state: "failed", createdAt: 0 },
      { state: "sent", createdAt: 0 },
    ]);
    alerts.failedForGood();
    await alerts.check();
    expect(received).toMatchObject([{ cause: "failed", status: "firing" }]);
    expect(received[0]!.text).toContain("1 enquiry could not be delivered");
    outbox([{ state: "sent", createdAt: 0 }]);
    await alerts.check();
    expect(received).toMatchObject([{ status: "firing" }, { cause: "failed", status: "resolved" }]);
  });

  it("an unreachable chat is logged, never thrown", async () => {
    const { alerts, outbox, warnings } = setup();
    const broken = new PipelineAlerts({
      store: storeOf(() => [{ state: "failed", createdAt: 0 }]),
      webhookUrl: "http://127.0.0.1:9/nothing-listens",
      afterMs: MIN,
      log: { warn: (details) => warnings.push(details) },
    });
    outbox([]);
    await alerts.check();
    await broken.check();
    expect(warnings).toMatchObject([{ cause: "failed", status: "firing" }]);
  });
});
