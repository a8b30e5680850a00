import { createServer, type Server } from "node:http";
import type { Registry } from "prom-client";

// /metrics on its own port (METRICS_PORT), on loopback unless METRICS_HOST says otherwise:
// never on the public port, where anyone could read the pipeline's figures.

export async function serveMetrics(
  registry: Registry,
  port: number,
  host: string,
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") {
      response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found.");
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { "Content-Type": registry.contentType }).end(text),
      () => response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end("Error."),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
