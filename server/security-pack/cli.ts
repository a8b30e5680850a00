import { cliTime, printTable } from "../cli-table.ts";
import type { Config } from "../config.ts";
import { DOCUMENT_REQUEST, type PackSettings } from "../destinations/document-request.ts";
import type { IntakeResult } from "../outbox/intake.ts";
import { printable } from "../outbox/escape.ts";
import type { NewMessage, Outbox } from "../outbox/store.ts";
import { answerDueAt, type PackDownload, type PackRequest } from "./pack-sql.ts";
import { SecurityPack } from "./service.ts";

// `npm run outbox -- requests | approve <ref> | decline <ref> | downloads` (decision 0029):
// the security-review pack's requests (overdue ones marked), a decision taken here as a link
// would take it (once; the requester's e-mail stored in the outbox, sent by the server's
// worker), and the access log. No address is printed from the log: it holds none.

export const PACK_COMMANDS = ["requests", "approve", "decline", "downloads"] as const;
export type PackCommand = (typeof PACK_COMMANDS)[number];

export const PACK_USAGE = `  npm run outbox -- requests              security-review pack requests, their state;
                                          OVERDUE: pending past 2 working days
  npm run outbox -- approve <ref>         approve a request (as its e-mail's link does): the
                                          requester's e-mail with the download links is
                                          stored in the outbox and sent by the server
  npm run outbox -- decline <ref>         decline it: a short, polite note is sent
  npm run outbox -- downloads             the access log: each download's reference,
                                          document, version and time`;

function printRequests(requests: PackRequest[], now: number): void {
  if (requests.length === 0) {
    console.log("No security-pack requests.");
    return;
  }
  printTable(
    requests.map((request) => ({
      ref: request.ref,
      state:
        request.state === "pending" && answerDueAt(request.createdAt) <= now
          ? "pending OVERDUE"
          : request.state,
      received: cliTime(request.createdAt),
      decided: request.decidedAt
        ? `${cliTime(request.decidedAt)} (${request.decidedVia ?? "-"})`
        : "-",
      organisation: printable(request.organization),
      email: printable(request.email),
      documents: request.documents.map((d) => d.slug).join(","),
      nda: printable(request.ndaVersion),
    })),
  );
}

function printDownloads(downloads: PackDownload[]): void {
  if (downloads.length === 0) {
    console.log("No downloads logged.");
    return;
  }
  printTable(
    downloads.map((d) => ({
      ref: d.ref,
      document: d.document,
      version: printable(d.version),
      at: cliTime(d.at),
      requester: `#${d.emailHash.slice(0, 12)}`,
    })),
  );
}

/** One of the pack's commands; the exit code. */
export async function packCommand(
  command: PackCommand,
  ref: string | undefined,
  config: Config,
  store: Outbox,
  usage: (message: string) => Error,
): Promise<number> {
  if (command === "requests") {
    printRequests(await store.pack.listRequests(), Date.now());
    return 0;
  }
  if (command === "downloads") {
    printDownloads(await store.pack.listDownloads());
    return 0;
  }
  if (!ref || !/^SP-[0-9A-F]{12}$/i.test(ref)) {
    throw usage(`Not a request reference: ${printable(ref ?? "(none)")} (SP- and 12 characters)`);
  }
  const module = config.destinations.active.find((on) => on.name === DOCUMENT_REQUEST);
  if (!module) {
    console.error(
      "SITE_URL is not set here: the requester's links are made on it. Set it as the server has it.",
    );
    return 1;
  }
  const pack = await SecurityPack.open({
    store,
    intake: { store: (message) => storeHere(store, config, message) },
    settings: module.settings as PackSettings,
    mailTo: config.mailTo,
    mailFrom: config.mailFrom,
  });
  const decided = await pack.decide(ref.toUpperCase(), command, "cli");
  switch (decided.outcome) {
    case "missing":
      console.error(`No request ${printable(ref)} (see: npm run outbox -- requests).`);
      return 1;
    case "decided":
      console.error(
        `Request ${decided.request.ref} was already ${decided.request.state} on ${cliTime(decided.request.decidedAt)}.`,
      );
      return 1;
    case "unavailable":
      console.error(`Nothing was decided: ${printable(decided.error)}`);
      return 1;
    default:
      console.log(
        `Request ${decided.request.ref} ${decided.outcome}: the e-mail to the requester is in the outbox; the server sends it.`,
      );
      return 0;
  }
}

/** The CLI stores the reply as the intake would (no storage guard: one operator's command). */
async function storeHere(
  store: Outbox,
  config: Config,
  message: NewMessage,
): Promise<IntakeResult> {
  const rows = config.destinations.active.flatMap((on) => on.row(message) ?? []);
  const result = await store.add(message, { dedupeWindowMs: 3_600_000, maxBytes: 0, rows });
  if (result.outcome === "full") return { ok: false, error: "the outbox is full", retryAfterS: 60 };
  return { ok: true, id: result.id, duplicate: result.outcome === "duplicate" };
}
