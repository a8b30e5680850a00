// npm run outbox [-- --destination d]     list the outbox (each row: one destination)
// npm run outbox -- retry <id>            queue a failed, waiting or abandoned message again
//                                         (and send it now when its destination is set up)
// npm run outbox -- retry --failed        queue every failed message (of --destination d)
// npm run outbox -- export <id> [file]    write the message as an .eml file, or a webhook's
//                                         JSON body ("-" = stdout)
// npm run outbox -- purge                 apply the retention rule now (OUTBOX_RETENTION_DAYS)
// npm run outbox -- erase --email <addr>  remove every submission of that address, any state,
//                                         every destination (and its security-pack requests)
// npm run outbox -- report [--since 30d] [--csv]  where enquiries came from, per week
// npm run outbox -- requests | approve <ref> | decline <ref> | downloads
//                                         the security-review pack (security-pack/cli.ts)
// Reads the same environment as the server (DATA_DIR or DATABASE_URL, SMTP_URL, MAIL_FROM,
// each destination's settings: WEBHOOK_*, ACK_*). Destinations come from the server's list
// (server/destinations/index.ts); a row of a destination not in it is still listed.
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { cliTime, printTable } from "./cli-table.ts";
import { printable } from "./outbox/escape.ts";
import {
  openOutbox,
  type Destination,
  type ErasedMessage,
  type MessageSummary,
  type Outbox,
  type PurgedMessage,
} from "./outbox/store.ts";
import { OutboxWorker, type WorkerLog } from "./outbox/worker.ts";
import { printReport, REPORT_USAGE, reportSince } from "./outbox/report-cli.ts";
import { PACK_COMMANDS, PACK_USAGE, packCommand, type PackCommand } from "./security-pack/cli.ts";

// Whatever this command writes (an exported .eml) is for its user only.
process.umask(0o077);

const USAGE = `Usage:
  npm run outbox                          list messages, one row per destination
                                          (email, webhook, acknowledgement);
                                          --destination <d>: only those
  npm run outbox -- retry <id>            queue a message again (sends now if its destination
                                          is set up here: SMTP_URL, WEBHOOK_URL, ACK_FROM);
                                          takes back a claim whose lease has run out
  npm run outbox -- retry --failed        queue every failed message again (only those of
                                          --destination <d>, when given)
  npm run outbox -- export <id> [file]    save an e-mail or acknowledgement as .eml (default
                                          outbox-<id>.eml), a webhook delivery as its JSON body
                                          (outbox-<id>.json);
                                          "-" = stdout; never overwrites an existing file
  npm run outbox -- purge                 apply retention now: erase what was delivered more
                                          than OUTBOX_RETENTION_DAYS ago, and résumés kept
                                          without consent
  npm run outbox -- erase --email <addr>  remove every submission from that address (any
                                          state, every destination, its security-pack
                                          requests and their downloads log), e.g. on an
                                          erasure request
${REPORT_USAGE}
${PACK_USAGE}`;

function printList(messages: MessageSummary[]): void {
  if (messages.length === 0) {
    console.log("The outbox is empty.");
    return;
  }
  const rows = messages.map((m) => ({
    id: String(m.id),
    state: m.state,
    tries: String(m.attempts),
    to: m.destination,
    received: cliTime(m.createdAt),
    next:
      m.state === "pending"
        ? cliTime(m.nextAttemptAt)
        : m.state === "sent"
          ? `sent ${cliTime(m.sentAt)}`
          : m.state === "sending"
            ? `lease ${cliTime(m.leaseUntil)}`
            : "-",
    from: m.erasedAt ? "(erased)" : printable(m.replyTo),
    subject: printable(m.subject.length > 40 ? `${m.subject.slice(0, 39)}…` : m.subject),
    file: printable(m.attachmentName ?? ""),
  }));
  printTable(rows);
  for (const m of messages) {
    if (m.lastError && m.state !== "sent") {
      console.log(`#${m.id} last error: ${printable(m.lastError)}`);
    }
  }
  const counts = ["pending", "sending", "sent", "failed"].map(
    (state) => `${messages.filter((m) => m.state === state).length} ${state}`,
  );
  console.log(`\n${counts.join(", ")}`);
}

function parseId(value: string | undefined): number {
  const id = Number(value);
  if (!value || !Number.isInteger(id) || id <= 0)
    throw new UsageError(`Not a message id: ${printable(value ?? "(none)")}`);
  return id;
}

class UsageError extends Error {}

// Worker log lines carry ids and form kinds only.
const consoleLog: WorkerLog = {
  info: (_details, message) => console.log(message),
  warn: (details, message) => console.warn(message, printable(JSON.stringify(details))),
  error: (details, message) => console.error(message, printable(JSON.stringify(details))),
};

/** A destination as set up here (undefined when it is off, or not in the server's list). */
const configured = (config: Config, destination: Destination) =>
  config.destinations.active.find((on) => on.name === destination);

const moduleOf = (config: Config, destination: Destination) =>
  config.destinations.modules.find((module) => module.name === destination);

/** Why a destination cannot send from here, for the operator. */
function notHere(config: Config, destination: Destination): string {
  const on = configured(config, destination);
  if (on) return on.idleReason;
  return (
    moduleOf(config, destination)?.offReason ??
    `${destination} is not a destination this server knows`
  );
}

/** Queues every failed message (of one destination) again; the server delivers them. */
async function retryFailed(store: Outbox, destination: Destination | undefined): Promise<number> {
  const failed = (await store.list("failed")).filter(
    (m) => !destination || m.destination === destination,
  );
  let refused = 0;
  for (const m of failed) {
    const result = await store.requeue(m.id);
    if (result.outcome === "queued") console.log(`#${m.id} (${m.destination}) queued.`);
    else refused += 1;
  }
  const which = destination ? `${destination} ` : "";
  console.log(`\n${failed.length - refused} failed ${which}message(s) queued again.`);
  return refused > 0 ? 1 : 0;
}

async function retry(store: Outbox, config: Config, id: number): Promise<number> {
  const row = await store.get(id);
  if (!row) throw new UsageError(`No message #${id}.`);
  const result = await store.requeue(id);
  if (result.outcome === "missing") throw new UsageError(`No message #${id}.`);
  if (result.outcome === "sent") {
    console.log(
      `#${id} was already delivered at ${cliTime(result.sentAt)}; export it to send it by hand.`,
    );
    return 1;
  }
  if (result.outcome === "busy") {
    console.log(
      `#${id} is being delivered right now (claim held until ${cliTime(result.leaseUntil)}). ` +
        `If that delivery is stuck, its claim runs out then and the message is retried; ` +
        `run this command again after that to take it back.`,
    );
    return 1;
  }
  const sender = configured(config, row.destination)?.sender();
  if (!sender) {
    const reason = notHere(config, row.destination);
    console.log(
      `#${id} is queued, not sent: ${reason} here. A server where it is set up delivers it.`,
    );
    return 0;
  }
  try {
    const worker = new OutboxWorker({
      store,
      sender,
      destination: row.destination,
      policy: config.outbox,
      log: consoleLog,
      leaseMs: config.store.leaseMs,
    });
    const claimed = await store.claim(id, worker.owner, config.store.leaseMs);
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

async function exportEml(store: Outbox, config: Config, id: number, file: string | undefined) {
  const message = await store.get(id);
  if (!message) throw new UsageError(`No message #${id}.`);
  if (message.erasedAt) {
    console.error(
      `#${id} was erased by retention at ${cliTime(message.erasedAt)}; only its delivery record is left.`,
    );
    return 1;
  }
  const module = moduleOf(config, message.destination);
  if (!module) {
    console.error(`#${id}: ${notHere(config, message.destination)}; it cannot be exported here.`);
    return 1;
  }
  const exported = await module.exportFile(
    message,
    configured(config, message.destination),
    config.destinations.shared,
  );
  const raw = exported.content;
  if (file === "-") {
    process.stdout.write(raw);
    return 0;
  }
  const target = file ?? `outbox-${id}.${exported.extension}`;
  try {
    // Exclusive create: an existing file, or a symlink planted where the file goes, is
    // never followed or overwritten.
    writeFileSync(target, raw, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") {
      console.error(`${printable(target)} already exists; not overwritten. Choose another file.`);
      return 1;
    }
    throw error;
  }
  console.log(`#${id} written to ${printable(target)}`);
  return 0;
}

function printPurge(purged: PurgedMessage[], retentionMs: number): void {
  const days = retentionMs / 86_400_000;
  if (purged.length === 0) {
    console.log(`Nothing to erase (retention: ${days} days after delivery).`);
    return;
  }
  for (const m of purged) {
    console.log(
      m.erased === "content"
        ? `#${m.id} ${m.kind}: content erased (delivered more than ${days} days ago); delivery record kept`
        : `#${m.id} ${m.kind}: résumé removed (delivered, kept without consent)`,
    );
  }
  const content = purged.filter((m) => m.erased === "content").length;
  console.log(`\n${content} erased, ${purged.length - content} résumé(s) removed.`);
}

function printErased(erased: ErasedMessage[], email: string): void {
  if (erased.length === 0) {
    console.log(`No stored submission from ${printable(email)}.`);
    return;
  }
  for (const m of erased) {
    console.log(`#${m.id} ${m.kind} ${m.destination} (${m.state}): removed`);
  }
  console.log(`\n${erased.length} submission(s) from ${printable(email)} removed.`);
}

function erasureAddress(email: string | undefined): string {
  const address = email?.trim() ?? "";
  if (!address) throw new UsageError("erase needs the visitor's address: erase --email <address>");
  if (!/^[^\s@]+@[^\s@]+$/.test(address)) {
    throw new UsageError(`Not an e-mail address: ${printable(address)}`);
  }
  return address;
}

/** A destination of the server's list, or one the outbox holds rows of (a module since removed). */
async function checkDestination(store: Outbox, config: Config, destination: string) {
  if (moduleOf(config, destination)) return;
  const stats = await store.stats();
  if (destination in stats.counts) return;
  const names = config.destinations.modules.map((module) => module.name).join(", ");
  throw new UsageError(`Not a destination: ${printable(destination)} (${names})`);
}

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        help: { type: "boolean", short: "h" },
        email: { type: "string" },
        destination: { type: "string" },
        failed: { type: "boolean" },
        since: { type: "string" },
        csv: { type: "boolean" },
      },
    });
  } catch (error) {
    throw new UsageError(printable((error as Error).message));
  }
  if (parsed.values.help) {
    console.log(USAGE);
    return 0;
  }
  const [command = "list", id, file, ...extra] = parsed.positionals;
  if (extra.length > 0) throw new UsageError(`Unexpected argument: ${printable(extra[0] ?? "")}`);
  const packs: readonly string[] = PACK_COMMANDS;
  if (!["list", "retry", "export", "purge", "erase", "report", ...packs].includes(command)) {
    throw new UsageError(`Unknown command: ${printable(command)}`);
  }
  const email = parsed.values.email;
  if (command !== "erase" && email !== undefined) {
    throw new UsageError("--email belongs to erase: erase --email <address>");
  }
  const { destination, failed } = parsed.values;
  if (destination !== undefined && command !== "list" && !(command === "retry" && failed)) {
    throw new UsageError("--destination belongs to the list and to retry --failed");
  }
  if (failed && (command !== "retry" || id !== undefined)) {
    throw new UsageError("--failed belongs to retry, without an id: retry --failed");
  }
  if (["purge", "erase", "report", "requests", "downloads"].includes(command) && id !== undefined) {
    throw new UsageError(`Unexpected argument: ${printable(id)}`);
  }
  const { since, csv } = parsed.values;
  if (command !== "report" && (since !== undefined || csv)) {
    throw new UsageError("--since and --csv belong to report");
  }
  const from = reportSince(since, Date.now());
  if (command === "report" && typeof from === "string") throw new UsageError(from);
  const address = command === "erase" ? erasureAddress(email) : "";
  const config = loadConfig(process.env);
  const store = await openOutbox({
    dataDir: config.dataDir,
    databaseUrl: config.store.databaseUrl,
    timeoutMs: Math.max(config.store.timeoutMs, 10_000),
  });
  try {
    if (destination !== undefined) await checkDestination(store, config, destination);
    if (packs.includes(command)) {
      return await packCommand(command as PackCommand, id, config, store, (m) => new UsageError(m));
    }
    if (command === "retry" && failed) return await retryFailed(store, destination);
    if (command === "retry") return await retry(store, config, parseId(id));
    if (command === "export") return await exportEml(store, config, parseId(id), file);
    if (command === "purge") {
      printPurge(await store.purge(config.store.retentionMs), config.store.retentionMs);
      return 0;
    }
    if (command === "erase") {
      printErased(await store.erase(address), address);
      return 0;
    }
    if (command === "report") return await printReport(store, Number(from), csv ?? false);
    const messages = await store.list();
    printList(destination ? messages.filter((m) => m.destination === destination) : messages);
    return 0;
  } finally {
    await store.close();
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
  } else {
    console.error(`outbox: ${printable(error instanceof Error ? error.message : String(error))}`);
    process.exitCode = 1;
  }
}
