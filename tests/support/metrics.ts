import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

// What a test reads of the operator's view: a sample of /metrics' Prometheus text, and the
// chat alerts an incoming-webhook receiver on loopback gets (ALERT_WEBHOOK_URL).

/** One sample's value from the Prometheus text, by name and exact labels. */
export function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort();
  for (const line of text.split("\n")) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? "").split(",").filter(Boolean).sort();
    if (have.length === wanted.length && have.every((pair, index) => pair === wanted[index])) {
      return Number(match[3]);
    }
  }
  return undefined;
}

export interface ChatAlert {
  text: string;
  cause: string;
  status: string;
}

/** An incoming-webhook receiver on loopback, like a chat channel's: keeps every alert posted. */
export async function chatReceiver(
  port = 0,
): Promise<{ url: string; alerts: ChatAlert[]; close: () => Promise<void> }> {
  const alerts: ChatAlert[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      alerts.push(JSON.parse(body) as ChatAlert);
      response.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/sales`,
    alerts,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
