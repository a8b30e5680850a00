import { PostgresOutbox } from "./postgres-store.ts";
import { SqliteOutbox } from "./sqlite-store.ts";

// One outbox interface (records.ts), two stores: SQLite in DATA_DIR by default, or
// PostgreSQL when DATABASE_URL is set (any number of instances share it).

export type {
  AddOptions,
  AddResult,
  Attachment,
  EnquiryRow,
  ErasedMessage,
  MessageKind,
  MessageState,
  MessageSummary,
  NewMessage,
  Outbox,
  OutboxStats,
  PurgedMessage,
  RequeueResult,
  StoredMessage,
  WindowCount,
  WindowCounter,
} from "./records.ts";
export { OutboxUnavailableError } from "./records.ts";
export type { DeliveryRow, Destination } from "./destinations.ts";

export interface OpenOutboxOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  timeoutMs?: number;
  now?: () => number;
}

export function openOutbox(options: OpenOutboxOptions) {
  const { databaseUrl, dataDir, ...rest } = options;
  return databaseUrl ? PostgresOutbox.open(databaseUrl, rest) : SqliteOutbox.open(dataDir, rest);
}
