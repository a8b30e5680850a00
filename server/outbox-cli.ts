// npm run outbox                          list the outbox
// npm run outbox -- retry <id>            queue a failed or waiting message again (and send it
//                                         now when SMTP_URL is set)
// npm run outbox -- export <id> [file]    write the message as an .eml file ("-" = stdout)
// Reads the same environment as the server (DATA_DIR, SMTP_URL, MAIL_FROM).
import { writeFileSync } from "node:fs";
import nodemailer from "nodemailer";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { buildMail, createSmtpSender } from "./mailer/mailer.ts";
import { OutboxStore, type MessageSummary } from "./outbox/store.ts";
import { OutboxWorker, type WorkerLog } from "./outbox/worker.ts";

const USAGE = `Usage:
  npm run outbox                          list messages
  npm run outbox -- retry <id>            queue a message again (sends now if SMTP_URL is set)
  npm run outbox -- export <id> [file]    save a message as .eml (default outbox-<id>.eml, "-" = stdout)`;

const time = (ms: number | null) => (ms ? new Date(ms).toISOString().replace(/\.\d+Z$/, "Z") : "-");

function printList(messages: MessageSummary[]): void {
  if (messages.length === 0) {
    console.log("The outbox is empty.");
    return;
  }
  const rows = messages.map((m) => ({
    id: String(m.id),
    state: m.state,
    tries: String(m.attempts),
    received: time(m.createdAt),
    next:
      m.state === "pending"
        ? time(m.nextAttemptAt)
        : m.state === "sent"
          ? `sent ${time(m.sentAt)}`
          : "-",
    from: m.replyTo,
    subject: m.subject.length > 40 ? `${m.subject.slice(0, 39)}…` : m.subject,
    file: m.attachmentName ?? "",
  }));
  const keys = Object.keys(rows[0] ?? {}) as Array<keyof (typeof rows)[number]>;
  const widths = keys.map((key) => Math.max(key.length, ...rows.map((row) => row[key].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  console.log(line(keys));
  for (const row of rows) console.log(line(keys.map((key) => row[key])));
  for (const m of messages) {
    if (m.lastError && m.state !== "sent") console.log(`#${m.id} last error: ${m.lastError}`);
  }
  const counts = ["pending", "sending", "sent", "failed"].map(
    (state) => `${messages.filter((m) => m.state === state).length} ${state}`,
  );
  console.log(`\n${counts.join(", ")}`);
}

function parseId(value: string | undefined): number {
  const id = Number(value);
  if (!value || !Number.isInteger(id) || id <= 0)
    throw new UsageError(`Not a message id: ${value ?? "(none)"}`);
  return id;
}

class UsageError extends Error {}

const consoleLog: WorkerLog = {
  info: (_details, message) => console.log(message),
  warn: (details, message) => console.warn(message, JSON.stringify(details)),
  error: (details, message) => console.error(message, JSON.stringify(details)),
};

async function retry(store: OutboxStore, config: Config, id: number): Promise<number> {
  const message = store.get(id);
  if (!message) throw new UsageError(`No message #${id}.`);
  if (message.state === "sent") {
    console.log(
      `#${id} was already delivered at ${time(message.sentAt)}; export it to send it by hand.`,
    );
    return 1;
  }
  if (!store.requeue(id)) {
    console.log(`#${id} is being delivered right now.`);
    return 0;
  }
  if (!config.smtpUrl) {
    console.log(
      `#${id} is queued. SMTP_URL is not set here: a server with a relay will deliver it.`,
    );
    return 0;
  }
  const sender = createSmtpSender(config.smtpUrl, config.mailFrom);
  try {
    const worker = new OutboxWorker({ store, sender, policy: config.outbox, log: consoleLog });
    const claimed = store.claim(id, process.pid);
    if (!claimed) {
      console.log(`#${id} is queued; the running server picked it up.`);
      return 0;
    }
    const outcome = await worker.deliver(claimed);
    console.log(
      outcome === "sent"
        ? `#${id} delivered.`
        : `#${id} not delivered yet (${outcome}); see "npm run outbox".`,
    );
    return outcome === "sent" ? 0 : 1;
  } finally {
    sender.close();
  }
}

async function exportEml(store: OutboxStore, config: Config, id: number, file: string | undefined) {
  const message = store.get(id);
  if (!message) throw new UsageError(`No message #${id}.`);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail(buildMail(message, config.mailFrom));
  const raw = info.message as Buffer;
  if (file === "-") {
    process.stdout.write(raw);
    return;
  }
  const target = file ?? `outbox-${id}.eml`;
  writeFileSync(target, raw, { mode: 0o600 });
  console.log(`#${id} written to ${target}`);
}

async function main(args: string[]): Promise<number> {
  const config = loadConfig(process.env);
  const store = OutboxStore.open(config.dataDir);
  try {
    const [command, id, file] = args;
    if (command === undefined || command === "list") printList(store.list());
    else if (command === "retry") return await retry(store, config, parseId(id));
    else if (command === "export") await exportEml(store, config, parseId(id), file);
    else throw new UsageError(`Unknown command: ${command}`);
    return 0;
  } finally {
    store.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else if (error instanceof ConfigError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
}
