import type { z } from "zod";
import type { DeliveryRow, NewMessage, StoredMessage, WindowCounter } from "../outbox/store.ts";
import type { DeliverySender } from "../outbox/worker.ts";

// What a destination is (decision 0023): one module in this folder, which index.ts finds at
// start. It declares its name, its environment variables (read and checked by config.ts with the
// server's own, a bad value naming the variable), how a submission becomes its outbox row,
// and how a row is sent and exported. The intake, the workers, `npm run outbox`, the metrics
// and the alerts know destinations only through this, so adding one is one module.

/** What every destination may use besides its own variables: the relay, the inbox, retention. */
export interface SharedSettings {
  /** the company inbox (MAIL_TO) */
  mailTo: string;
  /** the sender of the company's e-mails (MAIL_FROM) */
  mailFrom: string;
  /** the SMTP relay (SMTP_URL, SMTP_ALLOW_PLAINTEXT); url undefined = mail is only kept */
  smtp: { url: string | undefined; allowPlaintext: boolean };
  /** OUTBOX_RETENTION_DAYS, in milliseconds */
  retentionMs: number;
  /** SITE_URL: the public origin links in e-mails are made on; undefined = not set */
  siteUrl: string | undefined;
  /** the server's own address (http://localhost:PORT): links for a server without SITE_URL */
  localOrigin: string;
  /** DATA_DIR: where the server keeps its files (the default of the pack's DOCUMENTS_DIR) */
  dataDir: string;
  /** CONTENT_DIR: the owner's content the server reads at start (default `content`) */
  contentDir: string;
}

/** Reports a problem with a variable; loadConfig stops the server naming it. */
export type Problem = (variable: string, message: string) => void;

/** Whether a submission may have this destination's row now; a place taken is given back with `release`. */
export type Admission = { ok: true; release: () => Promise<void> } | { ok: false };

/** What `npm run outbox -- export` writes for a row. */
export interface ExportedFile {
  extension: string;
  content: Buffer;
}

/** A destination as its module writes it, with its settings' own type. */
export interface DestinationSpec<V extends z.ZodRawShape, S> {
  /** the outbox's `destination`, the metrics' label, `npm run outbox -- --destination` */
  name: string;
  /**
   * where its row comes among a submission's rows (smaller first; the outbox's ids follow):
   * one number per destination, a second module taking a taken one stops the start
   */
  position: number;
  /** the environment variables it reads: name → a schema of the raw text (config-fields.ts) */
  variables: V;
  /** those never echoed in an error */
  secrets?: readonly string[];
  /** what is not set when it is off, e.g. "WEBHOOK_URL is not set" */
  offReason: string;
  /** where to look when its rows wait too long (the alerts), e.g. "the mail relay" */
  receiver: string;
  /** its settings, or undefined when it is off (no row is made); problems name a variable */
  configure(
    values: z.output<z.ZodObject<V>>,
    shared: SharedSettings,
    problem: Problem,
  ): S | undefined;
  /** a submission's row, or undefined for none (this submission is not for it) */
  row(message: NewMessage, settings: S): DeliveryRow | undefined;
  /** a limit on top: whether this submission's row may be stored (default: always) */
  admit?(message: NewMessage, settings: S, limits: WindowCounter): Promise<Admission>;
  /** sends its rows, or undefined when it can only keep them (e.g. no SMTP_URL) */
  sender(settings: S, shared: SharedSettings): DeliverySender | undefined;
  /** why rows wait when there is no sender, e.g. "SMTP_URL is not set" */
  idleReason?: string;
  /** a row as a file; settings undefined when it is off where the CLI runs */
  exportFile(
    message: StoredMessage,
    settings: S | undefined,
    shared: SharedSettings,
  ): Promise<ExportedFile>;
}

/** A destination set up with its settings: what the intake and the workers use. */
export interface ConfiguredDestination {
  readonly name: string;
  readonly settings: unknown;
  readonly idleReason: string;
  row(message: NewMessage): DeliveryRow | undefined;
  admit(message: NewMessage, limits: WindowCounter): Promise<Admission>;
  sender(): DeliverySender | undefined;
}

/** A destination in the list, whatever its settings' type. */
export interface DestinationModule {
  readonly name: string;
  readonly position: number;
  readonly variables: z.ZodRawShape;
  readonly secrets: readonly string[];
  readonly offReason: string;
  readonly receiver: string;
  configure(
    values: Record<string, unknown>,
    shared: SharedSettings,
    problem: Problem,
  ): ConfiguredDestination | undefined;
  exportFile(
    message: StoredMessage,
    configured: ConfiguredDestination | undefined,
    shared: SharedSettings,
  ): Promise<ExportedFile>;
}

const ADMITTED: Admission = { ok: true, release: async () => {} };

// The mark index.ts finds a module's destination by. A registered symbol, not a WeakSet here,
// so a copy of this folder (the destinations test) marks its modules the same way.
const MADE = Symbol.for("company-website.destination");

/** Whether `value` was made by defineDestination. */
export function isDestination(value: unknown): value is DestinationModule {
  return typeof value === "object" && value !== null && MADE in value;
}

/** A module's destination for the list: its settings' type stays inside it. */
export function defineDestination<const V extends z.ZodRawShape, S>(
  spec: DestinationSpec<V, S>,
): DestinationModule {
  type Values = z.output<z.ZodObject<V>>;
  if (!Number.isFinite(spec.position)) {
    throw new Error(`destination "${spec.name}": its position must be a number`);
  }
  const made: DestinationModule = {
    name: spec.name,
    position: spec.position,
    variables: spec.variables,
    secrets: spec.secrets ?? [],
    offReason: spec.offReason,
    receiver: spec.receiver,
    configure(values, shared, problem) {
      const settings = spec.configure(values as Values, shared, problem);
      if (settings === undefined) return undefined;
      return {
        name: spec.name,
        settings,
        idleReason: spec.idleReason ?? spec.offReason,
        row: (message) => spec.row(message, settings),
        admit: (message, limits) =>
          spec.admit ? spec.admit(message, settings, limits) : Promise.resolve(ADMITTED),
        sender: () => spec.sender(settings, shared),
      };
    },
    exportFile: (message, configured, shared) =>
      spec.exportFile(message, configured?.settings as S | undefined, shared),
  };
  return Object.defineProperty(made, MADE, { value: true });
}
