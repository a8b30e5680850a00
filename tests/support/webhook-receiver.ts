import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { verify } from "../../server/webhook/signature.ts";

// A team's webhook receiver on loopback, for tests: it checks each request's signature and
// keeps what it accepted by idempotency key, as a careful CRM endpoint would. `script` says
// how to answer the n-th request: a status, or "hang" (never answer: the sender times out).

export type Answer = number | "hang";

export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: string;
  key: string;
  signed: boolean;
  answer: Answer;
}

export class WebhookReceiver {
  readonly requests: ReceivedHook[] = [];
  /** bodies accepted (2xx), by idempotency key */
  readonly accepted = new Map<string, string[]>();
  script: (index: number) => Answer = () => 200;
  #server: Server | undefined;
  readonly #hanging: ServerResponse[] = [];
  readonly #secret: string;

  constructor(secret: string) {
    this.#secret = secret;
  }

  async start(): Promise<string> {
    const server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        const key = String(request.headers["idempotency-key"] ?? "");
        const signed = verify(
          this.#secret,
          request.headers["x-webhook-timestamp"] as string | undefined,
          body,
          request.headers["x-webhook-signature"] as string | undefined,
        );
        const answer = signed ? this.script(this.requests.length) : 401;
        this.requests.push({ headers: request.headers, body, key, signed, answer });
        if (answer === "hang") {
          this.#hanging.push(response);
          return;
        }
        if (answer >= 200 && answer < 300) {
          this.accepted.set(key, [...(this.accepted.get(key) ?? []), body]);
        }
        response.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    this.#server = server;
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`;
  }

  async stop(): Promise<void> {
    for (const response of this.#hanging) response.destroy();
    const server = this.#server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
