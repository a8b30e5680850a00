// The security-review pack's tables (issue 42, decision 0029), the same SQL in both stores
// (SQLite in the outbox's worker thread, PostgreSQL), written once here and run by
// pack-store.ts on the outbox's port: `p(n)` spells the n-th parameter (`$n`). A request is kept here from the moment it is accepted (beside
// its team e-mail in the outbox) until its links have stopped working and OUTBOX_RETENTION_DAYS
// have passed; each download writes a row of the access log. Neither holds an address in
// clear but the request's own `email` (the requester's e-mail is sent to it on approval, as an
// outbox row holds its Reply-To); `email_hash` is the outbox's addressKey, by which
// `erase --email` removes both.

type Parameter = (position: number) => string;

/**
 * The pack's messages in the outbox (records.ts' MessageKind): a request (the team's e-mail,
 * with the approve and decline links) and the reply to its requester (the download links, or
 * the decline). Only server/destinations/document-request.ts makes rows of them.
 */
export const PACK_KINDS = ["document-request", "document-reply"] as const;
export type PackKind = (typeof PACK_KINDS)[number];
export const isPackKind = (kind: string): kind is PackKind =>
  (PACK_KINDS as readonly string[]).includes(kind);

/** A request's state: waiting for the team, or decided once (a link or the CLI). */
export type RequestState = "pending" | "approved" | "declined";

/** The migration step: appended to SQLITE_MIGRATIONS and POSTGRES_MIGRATIONS (outbox/db/migrations.ts). */
export const PACK_TABLES = `CREATE TABLE pack_requests (
    ref TEXT PRIMARY KEY,
    created_at BIGINT NOT NULL,
    email TEXT NOT NULL,
    email_hash TEXT NOT NULL,
    name TEXT NOT NULL,
    organization TEXT NOT NULL,
    role TEXT NOT NULL,
    documents_json TEXT NOT NULL,
    nda_version TEXT NOT NULL,
    state TEXT NOT NULL,
    decided_at BIGINT,
    decided_via TEXT
  );
  CREATE INDEX pack_requests_email ON pack_requests (email_hash);
  CREATE INDEX pack_requests_state ON pack_requests (state, created_at);
  CREATE TABLE pack_downloads (
    ref TEXT NOT NULL,
    document TEXT NOT NULL,
    version TEXT NOT NULL,
    at BIGINT NOT NULL,
    email_hash TEXT NOT NULL
  );
  CREATE INDEX pack_downloads_ref ON pack_downloads (ref, document);
  CREATE INDEX pack_downloads_email ON pack_downloads (email_hash);
  CREATE TABLE pack_key (id INTEGER PRIMARY KEY CHECK (id = 1), secret TEXT NOT NULL);`;

const REQUEST_COLUMNS = `ref, created_at, email, email_hash, name, organization, role, documents_json,
  nda_version, state, decided_at, decided_via`;

export const packSql = {
  insertRequest: (p: Parameter) =>
    `INSERT INTO pack_requests (${REQUEST_COLUMNS})
     VALUES (${Array.from({ length: 12 }, (_, i) => p(i + 1)).join(", ")})`,
  /** A decision taken back (its e-mail could not be stored): pending again. */
  reopen: (p: Parameter) =>
    `UPDATE pack_requests SET state = 'pending', decided_at = NULL, decided_via = NULL
     WHERE ref = ${p(1)}`,
  deleteRequest: (p: Parameter) => `DELETE FROM pack_requests WHERE ref = ${p(1)}`,
  getRequest: (p: Parameter) => `SELECT ${REQUEST_COLUMNS} FROM pack_requests WHERE ref = ${p(1)}`,
  listRequests: () => `SELECT ${REQUEST_COLUMNS} FROM pack_requests ORDER BY created_at, ref`,
  /** Single use: only a pending request is decided; the row comes back when it was. */
  decide: (p: Parameter) =>
    `UPDATE pack_requests SET state = ${p(1)}, decided_at = ${p(2)}, decided_via = ${p(3)}
     WHERE ref = ${p(4)} AND state = 'pending' RETURNING ${REQUEST_COLUMNS}`,
  /**
   * One download, written only while the document's count is under the limit: one statement,
   * so two clicks at once cannot both take the last one (SQLite runs one writer; PostgreSQL
   * takes the request's row lock first, see pack-store.ts).
   * Parameters: ref, document, version, at, email_hash, limit.
   */
  recordDownload: (p: Parameter) =>
    `INSERT INTO pack_downloads (ref, document, version, at, email_hash)
     SELECT ${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}
     WHERE (SELECT count(*) FROM pack_downloads WHERE ref = ${p(1)} AND document = ${p(2)}) < ${p(6)}`,
  countDownloads: (p: Parameter) =>
    `SELECT count(*) AS n FROM pack_downloads WHERE ref = ${p(1)} AND document = ${p(2)}`,
  listDownloads: () =>
    `SELECT ref, document, version, at, email_hash FROM pack_downloads ORDER BY at, ref`,
  keepKey: (p: Parameter) =>
    `INSERT INTO pack_key (id, secret) VALUES (1, ${p(1)}) ON CONFLICT (id) DO NOTHING`,
  readKey: () => `SELECT secret FROM pack_key WHERE id = 1`,
  /** `erase --email`: the address's requests and their access log. Parameter: its hash. */
  eraseRequests: (p: Parameter) => `DELETE FROM pack_requests WHERE email_hash = ${p(1)}`,
  eraseDownloads: (p: Parameter) => `DELETE FROM pack_downloads WHERE email_hash = ${p(1)}`,
  /**
   * Retention: a request once its links can no longer work (decided: the download links'
   * lifetime after the decision; pending: the decision links' lifetime after it arrived) and
   * OUTBOX_RETENTION_DAYS after that; a download row that long after it was written.
   * Parameters (see purgeCutoffs): the decided cutoff, the pending cutoff; the downloads':
   * the log's cutoff.
   */
  purgeRequests: (p: Parameter) =>
    `DELETE FROM pack_requests WHERE (decided_at IS NOT NULL AND decided_at <= ${p(1)})
       OR (decided_at IS NULL AND created_at <= ${p(2)})`,
  purgeDownloads: (p: Parameter) => `DELETE FROM pack_downloads WHERE at <= ${p(1)}`,
};

/** A requested document as the request recorded it (title and version then in force). */
export interface RequestedDocument {
  slug: string;
  title: string;
  version: string;
}

export interface PackRequest {
  ref: string;
  createdAt: number;
  email: string;
  emailHash: string;
  name: string;
  organization: string;
  role: string;
  documents: RequestedDocument[];
  ndaVersion: string;
  state: RequestState;
  decidedAt: number | null;
  decidedVia: string | null;
}

export interface PackDownload {
  ref: string;
  document: string;
  version: string;
  at: number;
  emailHash: string;
}

type Row = Record<string, unknown>;

export function requestValues(request: PackRequest): Array<string | number | null> {
  return [
    request.ref,
    request.createdAt,
    request.email,
    request.emailHash,
    request.name,
    request.organization,
    request.role,
    JSON.stringify(request.documents),
    request.ndaVersion,
    request.state,
    request.decidedAt,
    request.decidedVia,
  ];
}

export function requestOf(row: Row): PackRequest {
  const decided = row.decided_at;
  return {
    ref: String(row.ref),
    createdAt: Number(row.created_at),
    email: String(row.email),
    emailHash: String(row.email_hash),
    name: String(row.name),
    organization: String(row.organization),
    role: String(row.role),
    documents: JSON.parse(String(row.documents_json)) as RequestedDocument[],
    ndaVersion: String(row.nda_version),
    state: String(row.state) as RequestState,
    decidedAt: decided === null || decided === undefined ? null : Number(decided),
    decidedVia: row.decided_via === null ? null : String(row.decided_via),
  };
}

export function downloadOf(row: Row): PackDownload {
  return {
    ref: String(row.ref),
    document: String(row.document),
    version: String(row.version),
    at: Number(row.at),
    emailHash: String(row.email_hash),
  };
}

/** The cutoffs of the purge, in its statements' parameter order. */
export function purgeCutoffs(now: number, retentionMs: number) {
  return {
    requests: [now - retentionMs - DOWNLOAD_LINK_MS, now - retentionMs - DECISION_LINK_MS],
    downloads: [now - retentionMs],
  };
}

/** How long the links live (decision 0029): the team's 7 days, the requester's 72 hours. */
export const DECISION_LINK_MS = 7 * 86_400_000;
export const DOWNLOAD_LINK_MS = 72 * 3_600_000;

const DAY_MS = 86_400_000;

/** When a request not answered becomes overdue: 2 working days (Mon–Fri, UTC) after it came. */
export function answerDueAt(createdAt: number, workingDays = 2): number {
  let due = createdAt;
  for (let counted = 0; counted < workingDays;) {
    due += DAY_MS;
    const weekday = new Date(due).getUTCDay();
    if (weekday !== 0 && weekday !== 6) counted++;
  }
  return due;
}

/** Requests still pending past their 2 working days, oldest first. */
export const overdueRequests = (requests: readonly PackRequest[], now: number) =>
  requests.filter(
    (request) => request.state === "pending" && answerDueAt(request.createdAt) <= now,
  );

/** What both stores offer the pack (server/security-pack/store.ts adapts each). */
export interface PackStore {
  addRequest(request: PackRequest): Promise<void>;
  removeRequest(ref: string): Promise<void>;
  getRequest(ref: string): Promise<PackRequest | undefined>;
  listRequests(): Promise<PackRequest[]>;
  /** pending → approved/declined once; undefined when it was not pending (used, or unknown) */
  decide(
    ref: string,
    state: "approved" | "declined",
    via: string,
  ): Promise<PackRequest | undefined>;
  /** a decision taken back: pending again */
  reopen(ref: string): Promise<void>;
  /** downloads of a request's document so far */
  countDownloads(ref: string, document: string): Promise<number>;
  /** true when the download was written (the document's count was under `limit`) */
  recordDownload(download: Omit<PackDownload, "at">, limit: number): Promise<boolean>;
  listDownloads(): Promise<PackDownload[]>;
  /** the links' signing key: `candidate` if none was kept yet, else the one kept */
  packKey(candidate: string): Promise<string>;
}
