import { PACK_TABLES } from "../../security-pack/pack-sql.ts";

// The outbox's schema in each database, step by step: SQLite counts the steps applied in
// `user_version`, PostgreSQL in its outbox_schema table (sqlite-port.ts, postgres-port.ts).
// The tables differ in types only (BLOB/BYTEA, AUTOINCREMENT/BIGSERIAL), so the operations
// over them (../operations.ts) are written once.

/**
 * The spam check's memory (same SQL in both stores): a solved challenge is written here when
 * it is used and refused as a replay while its row lasts; rows past `expires_at` (ms) are
 * deleted, since an expired challenge is refused anyway. `spam_key` holds the random key that
 * signs challenges when SPAM_HMAC_KEY is unset, the same for every instance sharing the store.
 */
const SPAM_STEP = `CREATE TABLE spam_challenges (
    challenge TEXT PRIMARY KEY,
    expires_at BIGINT NOT NULL
  );
  CREATE INDEX spam_challenges_expiry ON spam_challenges (expires_at);
  CREATE TABLE spam_key (id INTEGER PRIMARY KEY CHECK (id = 1), secret TEXT NOT NULL);`;

/**
 * Counted limits shared by every instance on the store (decision 0023): one row per key and
 * window, written by one upsert per hit; rows whose window has ended are deleted by the purge.
 * Keys name the limit and a hash of whom it counts (limits/keys.ts), never an address.
 */
const LIMITS_TABLE = `CREATE TABLE limit_windows (
    key TEXT PRIMARY KEY,
    count INTEGER NOT NULL,
    reset_at BIGINT NOT NULL
  );
  CREATE INDEX limit_windows_reset ON limit_windows (reset_at);`;

/** The submission's own columns, the same text in both databases' first table. */
const SUBMISSION_COLUMNS = `kind TEXT NOT NULL,
    content_hash TEXT NOT NULL,
    message_id TEXT NOT NULL,
    reply_to TEXT NOT NULL,
    reply_name TEXT NOT NULL,
    mail_to TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    attachment_name TEXT,
    attachment_type TEXT`;

/** The SQLite table's columns as its first version made them (the rebuild adds the others). */
const SQLITE_FIRST_COLUMNS = `    id INTEGER PRIMARY KEY AUTOINCREMENT,
    created_at INTEGER NOT NULL,
    ${SUBMISSION_COLUMNS},
    attachment BLOB,
    state TEXT NOT NULL CHECK (state IN ('pending', 'sending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    retry_from INTEGER NOT NULL,
    next_attempt_at INTEGER NOT NULL,
    last_error TEXT,
    claimed_by INTEGER,
    sent_at INTEGER`;

/** Every column of the SQLite table as the steps before the rebuild left it. */
const SQLITE_COLUMNS = `id, created_at, kind, content_hash, message_id, reply_to, reply_name, mail_to,
  subject, body, attachment_name, attachment_type, attachment, state, attempts, retry_from,
  next_attempt_at, last_error, claimed_by, sent_at, lease_until, size_bytes, resume_consent,
  erased_at, destination, data_json`;

/**
 * Destinations as modules (decision 0023): the code checks a row's destination, not a CHECK
 * constraint, so a destination is added without touching the schema. SQLite cannot drop a
 * constraint: the table is rebuilt as SQLite's documentation describes (a new table, every row
 * copied with its id, the old one dropped, the new one renamed, the indexes made again), in the
 * migration's transaction. The AUTOINCREMENT counter is carried over, so an id erased before
 * the rebuild is never given again.
 */
const SQLITE_REBUILD = `CREATE TABLE messages_rebuilt (
${SQLITE_FIRST_COLUMNS},
    lease_until INTEGER,
    size_bytes INTEGER NOT NULL DEFAULT 0,
    resume_consent INTEGER NOT NULL DEFAULT 0,
    erased_at INTEGER,
    destination TEXT NOT NULL DEFAULT 'email',
    data_json TEXT
  );
  INSERT INTO messages_rebuilt (${SQLITE_COLUMNS}) SELECT ${SQLITE_COLUMNS} FROM messages;
  DELETE FROM sqlite_sequence WHERE name = 'messages_rebuilt';
  INSERT INTO sqlite_sequence (name, seq)
    SELECT 'messages_rebuilt', seq FROM sqlite_sequence WHERE name = 'messages';
  DROP TABLE messages;
  ALTER TABLE messages_rebuilt RENAME TO messages;
  CREATE INDEX messages_due ON messages (state, next_attempt_at);
  CREATE INDEX messages_hash ON messages (content_hash, created_at);
  CREATE INDEX messages_size ON messages (size_bytes);
  CREATE INDEX messages_lease ON messages (state, lease_until);
  CREATE INDEX messages_sent ON messages (state, sent_at);
  CREATE INDEX messages_reply_to ON messages (lower(reply_to));
  CREATE INDEX messages_destination_due ON messages (destination, state, next_attempt_at);`;

/** SQLite: the first version (before leases), then each later step; `user_version` counts them. */
export const SQLITE_MIGRATIONS = [
  `CREATE TABLE IF NOT EXISTS messages (
${SQLITE_FIRST_COLUMNS}
  );
  CREATE INDEX IF NOT EXISTS messages_due ON messages (state, next_attempt_at);
  CREATE INDEX IF NOT EXISTS messages_hash ON messages (content_hash, created_at);`,
  // Leases instead of PIDs (claimed_by now holds an owner token), and the size of each row
  // for the outbox cap (indexed, so summing it never reads the résumés).
  `ALTER TABLE messages ADD COLUMN lease_until INTEGER;
  ALTER TABLE messages ADD COLUMN size_bytes INTEGER NOT NULL DEFAULT 0;
  UPDATE messages SET size_bytes = length(CAST(body AS BLOB)) + length(CAST(subject AS BLOB))
    + coalesce(length(attachment), 0);
  UPDATE messages SET state = 'pending', lease_until = NULL, claimed_by = NULL
    WHERE state = 'sending';
  CREATE INDEX IF NOT EXISTS messages_size ON messages (size_bytes);
  CREATE INDEX IF NOT EXISTS messages_lease ON messages (state, lease_until);`,
  // Retention and erasure (decision 0010): the résumé consent, when the content was erased, and
  // indexes for the purge (delivered, by date) and for erasure by address.
  `ALTER TABLE messages ADD COLUMN resume_consent INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE messages ADD COLUMN erased_at INTEGER;
  CREATE INDEX IF NOT EXISTS messages_sent ON messages (state, sent_at);
  CREATE INDEX IF NOT EXISTS messages_reply_to ON messages (lower(reply_to));`,
  // Readiness writes here: a database file that can no longer be written (a read-only
  // mount, a file made immutable) still answers SELECT, so only a write tells the truth.
  `CREATE TABLE IF NOT EXISTS heartbeat (id INTEGER PRIMARY KEY CHECK (id = 1), at INTEGER NOT NULL);`,
  // Destinations (decision 0018): every existing row is an e-mail delivery; a webhook row
  // keeps its fields as JSON in data_json.
  destinationStep("messages"),
  // The spam check (decision 0020): used challenges until they expire, and the challenges' key.
  SPAM_STEP,
  // Destinations as modules (decision 0023): the destination's CHECK goes (a rebuild), and the
  // counted limits get their table.
  `${SQLITE_REBUILD}
  ${LIMITS_TABLE}`,
  // The security-review pack's requests, access log and link key (decision 0029).
  PACK_TABLES,
  // Where each enquiry came from (decision 0036).
  attributionStep("messages"),
];

/**
 * Attribution (decision 0036): the submission's page, landing page, referring host and UTM tags
 * as JSON, on each of its rows like its other columns (same SQL in both); erased with them.
 */
function attributionStep(table: string): string {
  return `ALTER TABLE ${table} ADD COLUMN attribution TEXT;
  CREATE INDEX ${table}_created ON ${table} (created_at);`;
}

/** Adds the destination and the webhook's data to a store's table (same SQL in both). */
function destinationStep(table: string): string {
  return `ALTER TABLE ${table} ADD COLUMN destination TEXT NOT NULL DEFAULT 'email'
    CHECK (destination IN ('email', 'webhook'));
  ALTER TABLE ${table} ADD COLUMN data_json TEXT;
  CREATE INDEX ${table}_destination_due ON ${table} (destination, state, next_attempt_at);`;
}

/** PostgreSQL: one step per entry, applied in order under an advisory lock at start. */
export const POSTGRES_MIGRATIONS = [
  `CREATE TABLE outbox_messages (
    id BIGSERIAL PRIMARY KEY,
    created_at BIGINT NOT NULL,
    ${SUBMISSION_COLUMNS},
    attachment BYTEA,
    state TEXT NOT NULL CHECK (state IN ('pending', 'sending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    retry_from BIGINT NOT NULL,
    next_attempt_at BIGINT NOT NULL,
    last_error TEXT,
    claimed_by TEXT,
    lease_until BIGINT,
    sent_at BIGINT,
    size_bytes BIGINT NOT NULL DEFAULT 0
  );
  CREATE INDEX outbox_messages_due ON outbox_messages (state, next_attempt_at);
  CREATE INDEX outbox_messages_hash ON outbox_messages (content_hash, created_at);
  CREATE INDEX outbox_messages_lease ON outbox_messages (state, lease_until);`,
  // Retention and erasure (decision 0010), as in SQLite.
  `ALTER TABLE outbox_messages ADD COLUMN resume_consent BOOLEAN NOT NULL DEFAULT false;
  ALTER TABLE outbox_messages ADD COLUMN erased_at BIGINT;
  CREATE INDEX outbox_messages_sent ON outbox_messages (state, sent_at);
  CREATE INDEX outbox_messages_reply_to ON outbox_messages (lower(reply_to));`,
  // Destinations (decision 0018), as in SQLite.
  destinationStep("outbox_messages"),
  // The spam check (decision 0020), as in SQLite.
  SPAM_STEP,
  // Destinations as modules (decision 0023), as in SQLite; PostgreSQL drops a constraint in place.
  `ALTER TABLE outbox_messages DROP CONSTRAINT IF EXISTS outbox_messages_destination_check;
  ${LIMITS_TABLE}`,
  // The security-review pack (decision 0029), as in SQLite.
  PACK_TABLES,
  // Attribution (decision 0036), as in SQLite.
  attributionStep("outbox_messages"),
];
