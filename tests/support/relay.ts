import { SMTPServer } from "smtp-server";

// A real SMTP server on loopback standing in for the company's relay in tests.

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export class TestRelay {
  readonly messages: ReceivedMail[] = [];
  /** when set, every message is refused with this reply */
  refuse: { code: number; message: string } | undefined;
  /** when set, a message (its raw text) is refused with the reply this gives, if any */
  refuseWhen: ((raw: string) => { code: number; message: string } | undefined) | undefined;
  /** awaited before each message is accepted (to act while a delivery is in progress) */
  beforeAccept: (() => Promise<void>) | undefined;
  port = 0;
  #server: SMTPServer | undefined;

  /** `host`: 0.0.0.0 lets a test reach the relay by a non-loopback address of this machine. */
  async start(port = this.port, host = "127.0.0.1"): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      size: 20 * 1024 * 1024,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("error", callback);
        stream.on("end", async () => {
          await this.beforeAccept?.();
          const raw = Buffer.concat(chunks).toString("utf8");
          const refusal = this.refuse ?? this.refuseWhen?.(raw);
          if (refusal) {
            const error = new Error(refusal.message) as Error & { responseCode: number };
            error.responseCode = refusal.code;
            callback(error);
            return;
          }
          this.messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
          });
          callback();
        });
      },
    });
    server.on("error", () => {});
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, host, () => resolve());
    });
    this.#server = server;
    const address = server.server.address();
    this.port = typeof address === "object" && address ? address.port : port;
    return this.port;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async waitFor(count: number, timeoutMs = 15_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.messages.length < count) {
      if (Date.now() > deadline) {
        throw new Error(`expected ${count} message(s), relay got ${this.messages.length}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return this.messages;
  }
}

export interface ParsedMail {
  headers: Map<string, string>;
  text: string;
  /** the HTML part, when there is one */
  html: string;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf("\r\n\r\n");
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? "" : raw.slice(end + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decode(body: string, encoding: string | undefined): Buffer {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64");
  if (encoding === "quoted-printable") {
    const soft = body.replace(/=\r\n/g, "");
    const bytes: number[] = [];
    for (let index = 0; index < soft.length; index++) {
      const hex = soft.slice(index + 1, index + 3);
      if (soft[index] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        index += 2;
      } else bytes.push(soft.charCodeAt(index));
    }
    return Buffer.from(bytes);
  }
  return Buffer.from(body, "utf8");
}

/** Just enough MIME parsing for what Nodemailer produces: text (and HTML), or text plus attachments. */
export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHead(raw);
  const result: ParsedMail = { headers, text: "", html: "", attachments: [] };
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get("content-type") ?? "")?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitHead(part.replace(/^\r\n/, "").replace(/\r\n$/, "")))
    : [{ headers, body }];
  for (const part of parts) {
    const type = part.headers.get("content-type") ?? "text/plain";
    const content = decode(part.body, part.headers.get("content-transfer-encoding"));
    const filename = /filename="?([^";]+)"?/.exec(part.headers.get("content-disposition") ?? "");
    if (filename?.[1]) {
      result.attachments.push({
        filename: filename[1],
        contentType: type.split(";")[0] ?? type,
        content,
      });
    } else if (type.startsWith("text/plain")) {
      result.text = content.toString("utf8").replace(/\r\n/g, "\n").replace(/\n$/, "");
    } else if (type.startsWith("text/html")) {
      result.html = content.toString("utf8");
    }
  }
  return result;
}
