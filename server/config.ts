import { isIP } from "node:net";
import { z } from "zod";
import { retentionDays } from "#common/retention.ts";
import { email, flag, int, siteOrigin, text, url } from "./config-fields.ts";
import {
  DESTINATIONS,
  type ConfiguredDestination,
  type DestinationModule,
  type SharedSettings,
} from "./destinations/index.ts";

// Every setting of the server comes from an environment variable with a safe default, read
// through ONE schema: `variables` below (one line per variable) and the variables each
// destination module declares (server/destinations/). A malformed value stops the server at
// start with a message naming the variable. To add a setting: one line in `variables` (or in
// its destination's module), one line in `loadConfig`, one row in docs/configuration.md's table
// (a test checks).

export interface Config {
  port: number;
  host: string;
  /** build output of `astro build` (npm run build); the site is served from `<buildDir>/client` */
  buildDir: string;
  /** where the outbox keeps submissions */
  dataDir: string;
  /** SMTP relay; unset = keep messages in the outbox */
  smtpUrl: string | undefined;
  /** send over a non-loopback smtp:// relay even when it offers no STARTTLS */
  smtpAllowPlaintext: boolean;
  /** the company inbox: every submission goes there and nowhere else */
  mailTo: string;
  mailFrom: string;
  /** submissions per client per minute; 0 turns the limit off */
  rateLimitMax: number;
  /** origins, besides the server's own, whose pages may post the forms */
  allowedOrigins: readonly string[];
  /** third-party scheduling page opened by Request a Demo */
  schedulerUrl: string;
  logLevel: string;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses/ranges */
  trustProxy: false | number | string[];
  /** HTTP limits: whole-request time, idle socket time, open connections */
  http: { requestTimeoutMs: number; idleTimeoutMs: number; maxConnections: number };
  /** outbox delivery retries: first delay (doubling), longest delay, give-up lifetime */
  outbox: { minDelayMs: number; maxDelayMs: number; lifetimeMs: number };
  /** where the outbox lives and what guards it (see outboxStoreConfig below) */
  store: OutboxStoreConfig;
  /** where submissions go: one outbox row per destination that is on (decision 0023) */
  destinations: DestinationsConfig;
  /** the proof-of-work spam check (decision 0020) */
  spam: SpamConfig;
  /** the editor served on its own origin (decision 0026); undefined = not served */
  editor: EditorConfig | undefined;
  /** the operator's view: /metrics on its own port, chat alerts */
  metrics: {
    /** unset = /metrics is not served */
    port: number | undefined;
    host: string;
    alertWebhookUrl: string | undefined;
    /** a message waiting longer than this raises an alert */
    alertAfterMs: number;
    /** how often the alerts look at the outbox */
    alertCheckMs: number;
  };
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

type Env = Record<string, string | undefined>;

// proxy-addr's names for address ranges, accepted in TRUST_PROXY lists.
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

const origins = z.string().transform((raw, context) =>
  raw
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const origin = URL.canParse(item) ? new URL(item) : undefined;
      if (
        !origin ||
        !["http:", "https:"].includes(origin.protocol) ||
        origin.origin !== item.replace(/\/$/, "")
      ) {
        context.addIssue({
          code: "custom",
          message: `"${item}" is not an origin such as https://www.example.com`,
        });
        return "";
      }
      return origin.origin;
    }),
);

/**
 * TRUST_PROXY: unset/0 = no proxy; a number = that many proxies in front (each appends one
 * X-Forwarded-For entry, so only that many entries from the right are believed); or a
 * comma-separated list of proxy addresses/CIDR ranges. "Trust every hop" is not offered:
 * it lets any client pick its own address by sending X-Forwarded-For.
 */
const trustProxy = z.string().transform((raw, context): false | number | string[] => {
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10) context.addIssue({ code: "custom", message: "expected 0–10 proxy hops" });
    return hops === 0 ? false : hops;
  }
  const entries = raw
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = "", bits, ...rest] = entry.split("/");
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const badBits = bits !== undefined && (!/^\d+$/.test(bits) || Number(bits) > maxBits);
    if ((!PROXY_RANGE_NAMES.has(entry) && (family === 0 || badBits)) || rest.length > 0) {
      context.addIssue({
        code: "custom",
        message: `"${entry}" is neither a hop count nor a proxy address, CIDR range or one of loopback, linklocal, uniquelocal`,
      });
    }
  }
  return entries;
});

/** One origin (scheme, host, port; no path), as EDITOR_ORIGIN takes it. */
const origin = z.string().superRefine((value, context) => {
  if (!URL.canParse(value) || !["http:", "https:"].includes(new URL(value).protocol)) {
    context.addIssue({
      code: "custom",
      message: "expected an origin such as https://cms.example.com",
    });
  } else if (new URL(value).origin !== value.replace(/\/$/, "")) {
    context.addIssue({ code: "custom", message: "expected an origin alone, no path" });
  }
});

/** 5.25 MB (the largest body) at 1 Mbit/s takes 44 s: two minutes leaves room for a slower moment. */
export const HTTP_DEFAULTS = {
  requestTimeoutMs: 120_000,
  idleTimeoutMs: 30_000,
  maxConnections: 1_000,
};

/** Every environment variable the server reads. Unset or blank = the default. */
const variables = z.object({
  PORT: int(0, 65535, 3000),
  HOST: text("0.0.0.0"),
  BUILD_DIR: text("build"),
  DATA_DIR: text("./data"),
  SMTP_URL: url(["smtp:", "smtps:"]).optional(),
  SMTP_ALLOW_PLAINTEXT: flag.default(false),
  MAIL_TO: email.default("info@example.com"),
  MAIL_FROM: email.optional(),
  RATE_LIMIT_MAX: int(0, 1_000_000, 5),
  ALLOWED_ORIGINS: origins.default([]),
  SCHEDULER_URL: url(["https:", "http:"]).default("https://calendly.com/example/30min"),
  SITE_URL: siteOrigin.optional(),
  CONTENT_DIR: text("content"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: trustProxy.default(false),
  HTTP_REQUEST_TIMEOUT_MS: int(1_000, 3_600_000, HTTP_DEFAULTS.requestTimeoutMs),
  HTTP_IDLE_TIMEOUT_MS: int(1_000, 600_000, HTTP_DEFAULTS.idleTimeoutMs),
  MAX_CONNECTIONS: int(1, 1_000_000, HTTP_DEFAULTS.maxConnections),
  OUTBOX_RETRY_MIN_MS: int(10, 3_600_000, 2_000),
  OUTBOX_RETRY_MAX_MS: int(10, 86_400_000, 3_600_000),
  OUTBOX_LIFETIME_HOURS: int(1, 8_760, 120),
  DATABASE_URL: url(["postgres:", "postgresql:"]).optional(),
  OUTBOX_LEASE_MS: int(1_000, 3_600_000, 60_000),
  OUTBOX_STORE_TIMEOUT_MS: int(100, 60_000, 3_000),
  OUTBOX_MIN_FREE_MB: int(0, 10_000_000, 512),
  OUTBOX_MAX_MB: int(0, 10_000_000, 2_048),
  OUTBOX_MAX_PER_MINUTE: int(0, 1_000_000, 60),
  OUTBOX_SHUTDOWN_MS: int(0, 600_000, 10_000),
  OUTBOX_RETENTION_DAYS: retentionDays,
  METRICS_PORT: z
    .string()
    .regex(/^\d+$/, { error: "expected a port number" })
    .transform(Number)
    .refine((value) => value >= 1 && value <= 65535, { error: "expected 1–65535" })
    .optional(),
  METRICS_HOST: text("127.0.0.1"),
  ALERT_WEBHOOK_URL: url(["https:", "http:"]).optional(),
  ALERT_AFTER_MIN: int(1, 10_080, 15),
  ALERT_CHECK_MS: int(100, 3_600_000, 60_000),
  SPAM_CHECK: z.enum(["on", "off"]).default("on"),
  // Never echoed; unset = a random key kept in the outbox's store, shared by every instance.
  SPAM_HMAC_KEY: z.string().optional(),
  SPAM_CHALLENGE_TTL_S: int(30, 86_400, 1_200),
  SPAM_DIFFICULTY: int(1_000, 10_000_000, 50_000),
  UNVERIFIED_MAX_PER_HOUR: int(0, 1_000_000, 3),
  EDITOR_ORIGIN: origin.optional(),
  KEYSTATIC_GITHUB_CLIENT_ID: z.string().optional(),
  KEYSTATIC_GITHUB_CLIENT_SECRET: z.string().optional(),
  KEYSTATIC_SECRET: z.string().optional(),
  PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/i, { error: "expected a GitHub App's slug" })
    .optional(),
  KEYSTATIC_GITHUB_REPO: z
    .string()
    .regex(/^[\w.-]+\/[\w.-]+$/, { error: "expected owner/name" })
    .optional(),
  KEYSTATIC_BRANCH_PREFIX: z
    .string()
    .regex(/^[\w./-]+$/, { error: "expected letters, digits, - _ . /" })
    .optional(),
  EDITOR_SIGNIN_RATE_MAX: int(1, 10_000, 20),
  // a branch's built preview, `{branch}` standing for the branch (decision 0032)
  EDITOR_PREVIEW_URL: z
    .string()
    .refine(
      (value) =>
        value.includes("{branch}") &&
        URL.canParse(value.replace("{branch}", "b")) &&
        ["https:", "http:"].includes(new URL(value.replace("{branch}", "b")).protocol),
      { error: "expected an address with {branch}, such as https://preview.example.com/{branch}" },
    )
    .optional(),
});

/** The variables of the server and of every destination in `modules`, as one schema. */
function schemaOf(modules: readonly DestinationModule[]): z.ZodObject<z.ZodRawShape> {
  const shape: Record<string, z.core.$ZodType> = { ...variables.shape };
  for (const module of modules) {
    for (const [name, schema] of Object.entries(module.variables)) {
      if (name in shape) throw new Error(`${name} is declared twice (destination ${module.name})`);
      shape[name] = schema;
    }
  }
  return z.object(shape);
}

/** The names of every server setting: docs/configuration.md lists exactly these (tested). */
export const VARIABLE_NAMES: readonly string[] = Object.keys(schemaOf(DESTINATIONS).shape);

const SECRETS = new Set(["SPAM_HMAC_KEY", "KEYSTATIC_GITHUB_CLIENT_SECRET", "KEYSTATIC_SECRET"]);

/** A problem found after parsing: the variable, what is wrong, whether to echo its value. */
interface Issue {
  name: string;
  message: string;
}

function fail(
  issues: readonly Issue[],
  input: Record<string, string>,
  secrets: Set<string>,
): never {
  const problems = issues.map(({ name, message }) => {
    // A secret is never echoed to a log.
    const got = secrets.has(name) ? "" : `, got "${input[name] ?? ""}"`;
    return `Invalid ${name}: ${message}${got}`;
  });
  throw new ConfigError(problems.join("\n"));
}

function parseEnv(
  env: Env,
  modules: readonly DestinationModule[],
): { values: Record<string, unknown>; input: Record<string, string>; secrets: Set<string> } {
  const schema = schemaOf(modules);
  const secrets = new Set([...SECRETS, ...modules.flatMap((module) => module.secrets)]);
  // Blank means unset; values are trimmed.
  const input: Record<string, string> = {};
  for (const name of Object.keys(schema.shape)) {
    const value = env[name]?.trim();
    if (value) input[name] = value;
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      name: String(issue.path[0]),
      message: issue.message,
    }));
    fail(issues, input, secrets);
  }
  return { values: parsed.data, input, secrets };
}

// --- Outbox store and its guards --------------------------------------------------------
export interface OutboxStoreConfig {
  /** postgres://… = shared PostgreSQL outbox; unset = SQLite in DATA_DIR */
  databaseUrl: string | undefined;
  /** how long a delivery claim holds without renewal */
  leaseMs: number;
  /** the longest a store call may take before the POST gets 503 */
  timeoutMs: number;
  /** submissions get 503 below this much free disk in DATA_DIR (SQLite) */
  minFreeBytes: number;
  /** submissions get 503 once the outbox holds this many bytes (0 = no cap) */
  maxBytes: number;
  /** submissions per minute over all clients, per instance (0 = no ceiling) */
  maxPerMinute: number;
  /** how long shutdown waits for a delivery in progress */
  shutdownMs: number;
  /** a delivered submission's content is erased this long after delivery (0 = at the next purge) */
  retentionMs: number;
}

const MB = 1024 * 1024;

export interface DestinationsConfig {
  /** every destination the server knows (server/destinations/index.ts, or a test's list) */
  modules: readonly DestinationModule[];
  /** those that are on, in the list's order: each submission gets a row of each it concerns */
  active: readonly ConfiguredDestination[];
  /** what they share: the relay, the inbox, the retention */
  shared: SharedSettings;
}

export interface EditorConfig {
  /** the editor's origin: its page, /api/keystatic and the OAuth callback are under it alone */
  origin: string;
  /** the GitHub App's OAuth client */
  clientId: string;
  clientSecret: string;
  /** encrypts the refresh-token cookie (at least 32 characters) */
  secret: string;
  appSlug: string;
  repo: { owner: string; name: string };
  /** saves on a protected main go to branches named with this prefix */
  branchPrefix: string;
  /** sign-in requests (login, callback, refresh) per client per minute */
  signInRateMax: number;
  /** where a branch's built preview is published (`{branch}`); undefined = no Preview button */
  previewUrl: string | undefined;
}

/** The editor's variables: all of them, or none (then no editor is served). */
const EDITOR_REQUIRED = [
  "EDITOR_ORIGIN",
  "KEYSTATIC_GITHUB_CLIENT_ID",
  "KEYSTATIC_GITHUB_CLIENT_SECRET",
  "KEYSTATIC_SECRET",
  "PUBLIC_KEYSTATIC_GITHUB_APP_SLUG",
  "KEYSTATIC_GITHUB_REPO",
] as const;

function editorConfig(
  v: z.output<typeof variables>,
  problem: (name: string, message: string) => void,
): EditorConfig | undefined {
  const given = EDITOR_REQUIRED.filter((name) => v[name] !== undefined);
  const partial = given.length > 0 || v.KEYSTATIC_BRANCH_PREFIX !== undefined;
  if (!partial) return undefined;
  const missing = EDITOR_REQUIRED.filter((name) => v[name] === undefined);
  for (const name of missing) {
    problem(
      name,
      `required to serve the editor (set with ${[...given, ...(v.KEYSTATIC_BRANCH_PREFIX ? ["KEYSTATIC_BRANCH_PREFIX"] : [])].join(", ")}); see docs/editor-setup.md`,
    );
  }
  if (v.KEYSTATIC_SECRET !== undefined && v.KEYSTATIC_SECRET.length < 32) {
    problem("KEYSTATIC_SECRET", "expected at least 32 characters");
  }
  if (missing.length > 0) return undefined;
  const [owner = "", name = ""] = v.KEYSTATIC_GITHUB_REPO!.split("/");
  return {
    origin: new URL(v.EDITOR_ORIGIN!).origin,
    clientId: v.KEYSTATIC_GITHUB_CLIENT_ID!,
    clientSecret: v.KEYSTATIC_GITHUB_CLIENT_SECRET!,
    secret: v.KEYSTATIC_SECRET!,
    appSlug: v.PUBLIC_KEYSTATIC_GITHUB_APP_SLUG!,
    repo: { owner, name },
    branchPrefix: v.KEYSTATIC_BRANCH_PREFIX ?? "content/",
    signInRateMax: v.EDITOR_SIGNIN_RATE_MAX,
    previewUrl: v.EDITOR_PREVIEW_URL,
  };
}

export interface SpamConfig {
  /** false = SPAM_CHECK=off: no challenge, every post is accepted as before (development, load tests) */
  enabled: boolean;
  /** signs challenges (HMAC-SHA256); undefined = the key kept in the outbox's store */
  hmacKey: string | undefined;
  /** how long a challenge may be solved and used */
  challengeTtlMs: number;
  /** the largest counter a challenge hides: the solver tries half of it on average */
  difficulty: number;
  /** posts without a solution accepted per client address per hour (0 = no limit) */
  unverifiedMaxPerHour: number;
}

/**
 * The server's settings from `env`. `modules` are the destinations it knows (the list in
 * server/destinations/index.ts; a test may add its own): their variables are read with the
 * server's, and each says from them whether it is on.
 */
export function loadConfig(
  env: Env = process.env,
  modules: readonly DestinationModule[] = DESTINATIONS,
): Config {
  const parsed = parseEnv(env, modules);
  const v = parsed.values as z.output<typeof variables>;
  const issues: Issue[] = [];
  if (v.SPAM_HMAC_KEY !== undefined && v.SPAM_HMAC_KEY.length < 32) {
    issues.push({ name: "SPAM_HMAC_KEY", message: "expected at least 32 characters" });
  }
  const mailFrom = v.MAIL_FROM ?? `no-reply@${v.MAIL_TO.split("@")[1] ?? "example.com"}`;
  const shared: SharedSettings = {
    mailTo: v.MAIL_TO,
    mailFrom,
    smtp: {
      url: v.SMTP_URL === undefined ? undefined : new URL(v.SMTP_URL).href,
      allowPlaintext: v.SMTP_ALLOW_PLAINTEXT,
    },
    retentionMs: v.OUTBOX_RETENTION_DAYS * 86_400_000,
    siteUrl: v.SITE_URL === undefined ? undefined : new URL(v.SITE_URL).origin,
    localOrigin: `http://localhost:${v.PORT}`,
    dataDir: v.DATA_DIR,
    contentDir: v.CONTENT_DIR,
  };
  const problem = (name: string, message: string) => issues.push({ name, message });
  const active = modules.flatMap(
    (module) => module.configure(parsed.values, shared, problem) ?? [],
  );
  const editor = editorConfig(v, problem);
  if (issues.length > 0) fail(issues, parsed.input, parsed.secrets);
  return {
    port: v.PORT,
    host: v.HOST,
    buildDir: v.BUILD_DIR,
    dataDir: v.DATA_DIR,
    smtpUrl: shared.smtp.url,
    smtpAllowPlaintext: v.SMTP_ALLOW_PLAINTEXT,
    mailTo: v.MAIL_TO,
    mailFrom,
    rateLimitMax: v.RATE_LIMIT_MAX,
    allowedOrigins: v.ALLOWED_ORIGINS,
    schedulerUrl: new URL(v.SCHEDULER_URL).href,
    logLevel: v.LOG_LEVEL,
    trustProxy: v.TRUST_PROXY,
    http: {
      requestTimeoutMs: v.HTTP_REQUEST_TIMEOUT_MS,
      idleTimeoutMs: v.HTTP_IDLE_TIMEOUT_MS,
      maxConnections: v.MAX_CONNECTIONS,
    },
    outbox: {
      minDelayMs: v.OUTBOX_RETRY_MIN_MS,
      maxDelayMs: v.OUTBOX_RETRY_MAX_MS,
      lifetimeMs: v.OUTBOX_LIFETIME_HOURS * 3_600_000,
    },
    store: {
      databaseUrl: v.DATABASE_URL === undefined ? undefined : new URL(v.DATABASE_URL).href,
      leaseMs: v.OUTBOX_LEASE_MS,
      timeoutMs: v.OUTBOX_STORE_TIMEOUT_MS,
      minFreeBytes: v.OUTBOX_MIN_FREE_MB * MB,
      maxBytes: v.OUTBOX_MAX_MB * MB,
      maxPerMinute: v.OUTBOX_MAX_PER_MINUTE,
      shutdownMs: v.OUTBOX_SHUTDOWN_MS,
      retentionMs: shared.retentionMs,
    },
    destinations: { modules, active, shared },
    spam: {
      enabled: v.SPAM_CHECK === "on",
      hmacKey: v.SPAM_HMAC_KEY,
      challengeTtlMs: v.SPAM_CHALLENGE_TTL_S * 1_000,
      difficulty: v.SPAM_DIFFICULTY,
      unverifiedMaxPerHour: v.UNVERIFIED_MAX_PER_HOUR,
    },
    editor,
    metrics: {
      port: v.METRICS_PORT,
      host: v.METRICS_HOST,
      alertWebhookUrl:
        v.ALERT_WEBHOOK_URL === undefined ? undefined : new URL(v.ALERT_WEBHOOK_URL).href,
      alertAfterMs: v.ALERT_AFTER_MIN * 60_000,
      alertCheckMs: v.ALERT_CHECK_MS,
    },
  };
}
