import { z } from "zod";
import { retentionDays } from "#common/retention.ts";
import { env, leavesOf, parseSettings, rawValues, type Env, type Issue } from "./config-env.ts";
import { analyticsSettings } from "./config-analytics.ts";
import { editorSettings } from "./config-editor.ts";
import { previewClashes, previewSettings } from "./config-preview.ts";
import { email, flag, int, origins, siteOrigin, text, trustProxy, url } from "./config-fields.ts";
import {
  DESTINATIONS,
  type ConfiguredDestination,
  type DestinationModule,
  type SharedSettings,
} from "./destinations/index.ts";

// Every setting of the server comes from an environment variable with a safe default, read
// through ONE schema: `settings` below, whose entries each name their variable, check and
// convert its text, and place it in `Config` (its type is inferred from the schema; see
// config-env.ts). A destination module declares its own variables (server/destinations/). A
// malformed value stops the server at start with a message naming the variable. To add a
// setting: one entry here and one row in docs/configuration.md's table (a test checks both).

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** 5.25 MB (the largest body) at 1 Mbit/s takes 44 s: two minutes leaves room for a slower moment. */
export const HTTP_DEFAULTS = {
  requestTimeoutMs: 120_000,
  idleTimeoutMs: 30_000,
  maxConnections: 1_000,
};

const MB = 1024 * 1024;
const href = (value: string) => new URL(value).href;
const times = (factor: number) => (value: number) => value * factor;

/** Every setting of the server: `key: env(VARIABLE, its schema)`. Unset or blank = the default. */
const settings = z
  .object({
    port: env("PORT", int(0, 65535, 3000)),
    host: env("HOST", text("0.0.0.0")),
    /** build output of `astro build` (npm run build); the site is served from `<buildDir>/client` */
    buildDir: env("BUILD_DIR", text("build")),
    /** where the outbox keeps submissions */
    dataDir: env("DATA_DIR", text("./data")),
    /** SMTP relay; unset = keep messages in the outbox */
    smtpUrl: env("SMTP_URL", url(["smtp:", "smtps:"]).transform(href).optional()),
    /** send over a non-loopback smtp:// relay even when it offers no STARTTLS */
    smtpAllowPlaintext: env("SMTP_ALLOW_PLAINTEXT", flag.default(false)),
    /** the company inbox: every submission goes there and nowhere else */
    mailTo: env("MAIL_TO", email.default("info@example.com")),
    /** unset = no-reply@ the inbox's domain */
    mailFrom: env("MAIL_FROM", email.optional()),
    /** submissions per client per minute; 0 turns the limit off */
    rateLimitMax: env("RATE_LIMIT_MAX", int(0, 1_000_000, 5)),
    /** origins, besides the server's own, whose pages may post the forms */
    allowedOrigins: env("ALLOWED_ORIGINS", origins.default([])),
    /** third-party scheduling page opened by Request a Demo */
    schedulerUrl: env(
      "SCHEDULER_URL",
      url(["https:", "http:"]).default("https://calendly.com/example/30min").transform(href),
    ),
    /** the public origin links in e-mails are made on; undefined = not set */
    siteUrl: env("SITE_URL", siteOrigin.transform((value) => new URL(value).origin).optional()),
    /** the owner's content the server reads at start */
    contentDir: env("CONTENT_DIR", text("content")),
    logLevel: env(
      "LOG_LEVEL",
      z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    ),
    /** Fastify's trustProxy: false, a hop count, or the proxies' addresses/ranges */
    trustProxy: env("TRUST_PROXY", trustProxy.default(false)),
    /** HTTP limits: whole-request time, idle socket time, open connections */
    http: z.object({
      requestTimeoutMs: env(
        "HTTP_REQUEST_TIMEOUT_MS",
        int(1_000, 3_600_000, HTTP_DEFAULTS.requestTimeoutMs),
      ),
      idleTimeoutMs: env("HTTP_IDLE_TIMEOUT_MS", int(1_000, 600_000, HTTP_DEFAULTS.idleTimeoutMs)),
      maxConnections: env("MAX_CONNECTIONS", int(1, 1_000_000, HTTP_DEFAULTS.maxConnections)),
    }),
    /** outbox delivery retries: first delay (doubling), longest delay, give-up lifetime */
    outbox: z.object({
      minDelayMs: env("OUTBOX_RETRY_MIN_MS", int(10, 3_600_000, 2_000)),
      maxDelayMs: env("OUTBOX_RETRY_MAX_MS", int(10, 86_400_000, 3_600_000)),
      lifetimeMs: env("OUTBOX_LIFETIME_HOURS", int(1, 8_760, 120).transform(times(3_600_000))),
    }),
    /** where the outbox lives and what guards it */
    store: z.object({
      /** postgres://… = shared PostgreSQL outbox; unset = SQLite in DATA_DIR */
      databaseUrl: env(
        "DATABASE_URL",
        url(["postgres:", "postgresql:"]).transform(href).optional(),
      ),
      /** how long a delivery claim holds without renewal */
      leaseMs: env("OUTBOX_LEASE_MS", int(1_000, 3_600_000, 60_000)),
      /** the longest a store call may take before the POST gets 503 */
      timeoutMs: env("OUTBOX_STORE_TIMEOUT_MS", int(100, 60_000, 3_000)),
      /** submissions get 503 below this much free disk in DATA_DIR (SQLite) */
      minFreeBytes: env("OUTBOX_MIN_FREE_MB", int(0, 10_000_000, 512).transform(times(MB))),
      /** submissions get 503 once the outbox holds this many bytes (0 = no cap) */
      maxBytes: env("OUTBOX_MAX_MB", int(0, 10_000_000, 2_048).transform(times(MB))),
      /** submissions per minute over all clients, per instance (0 = no ceiling) */
      maxPerMinute: env("OUTBOX_MAX_PER_MINUTE", int(0, 1_000_000, 60)),
      /** how long shutdown waits for a delivery in progress */
      shutdownMs: env("OUTBOX_SHUTDOWN_MS", int(0, 600_000, 10_000)),
      /** a delivered submission's content is erased this long after delivery (0 = at the next purge) */
      retentionMs: env("OUTBOX_RETENTION_DAYS", retentionDays.transform(times(86_400_000))),
    }),
    /** the operator's view: /metrics on its own port, chat alerts */
    metrics: z.object({
      /** unset = /metrics is not served */
      port: env(
        "METRICS_PORT",
        z
          .string()
          .regex(/^\d+$/, { error: "expected a port number" })
          .transform(Number)
          .refine((value) => value >= 1 && value <= 65535, { error: "expected 1–65535" })
          .optional(),
      ),
      host: env("METRICS_HOST", text("127.0.0.1")),
      alertWebhookUrl: env(
        "ALERT_WEBHOOK_URL",
        url(["https:", "http:"]).transform(href).optional(),
      ),
      /** a message waiting longer than this raises an alert */
      alertAfterMs: env("ALERT_AFTER_MIN", int(1, 10_080, 15).transform(times(60_000))),
      /** how often the alerts look at the outbox */
      alertCheckMs: env("ALERT_CHECK_MS", int(100, 3_600_000, 60_000)),
    }),
    /** the proof-of-work spam check (decision 0020) */
    spam: z.object({
      /** false = SPAM_CHECK=off: no challenge, every post is accepted (development, load tests) */
      enabled: env(
        "SPAM_CHECK",
        z
          .enum(["on", "off"])
          .default("on")
          .transform((value) => value === "on"),
      ),
      /** signs challenges (HMAC-SHA256); undefined = a random key kept in the outbox's store */
      hmacKey: env(
        "SPAM_HMAC_KEY",
        z.string().min(32, { error: "expected at least 32 characters" }).optional(),
        { secret: true },
      ),
      /** how long a challenge may be solved and used */
      challengeTtlMs: env("SPAM_CHALLENGE_TTL_S", int(30, 86_400, 1_200).transform(times(1_000))),
      /** the largest counter a challenge hides: the solver tries half of it on average */
      difficulty: env("SPAM_DIFFICULTY", int(1_000, 10_000_000, 50_000)),
      /** posts without a solution accepted per client address per hour (0 = no limit) */
      unverifiedMaxPerHour: env("UNVERIFIED_MAX_PER_HOUR", int(0, 1_000_000, 3)),
    }),
    /** the editor served on its own origin (decision 0026); undefined = not served */
    editor: editorSettings,
    /** the owner's analytics (decision 0037); undefined = off */
    analytics: analyticsSettings,
    /** branch previews on sub-hosts of PREVIEW_ORIGIN (decision 0038); undefined = none served */
    preview: previewSettings,
  })
  .transform(({ mailFrom, ...rest }) => ({
    ...rest,
    mailFrom: mailFrom ?? `no-reply@${rest.mailTo.split("@")[1] ?? "example.com"}`,
  }));

/** The server's settings: inferred from the schema, plus the destinations set up from theirs. */
export type Config = z.output<typeof settings> & {
  /** where submissions go: one outbox row per destination that is on (decision 0023) */
  destinations: DestinationsConfig;
};
export type OutboxStoreConfig = Config["store"];
export type SpamConfig = Config["spam"];
export type EditorConfig = NonNullable<Config["editor"]>;
export type PreviewConfig = NonNullable<Config["preview"]>;

export interface DestinationsConfig {
  /** every destination the server knows (server/destinations/index.ts, or a test's list) */
  modules: readonly DestinationModule[];
  /** those that are on, in the list's order: each submission gets a row of each it concerns */
  active: readonly ConfiguredDestination[];
  /** what they share: the relay, the inbox, the retention */
  shared: SharedSettings;
}

const SERVER_VARIABLES = leavesOf(settings);

/** The variables every destination in `modules` declares, as one shape. */
function variablesOf(modules: readonly DestinationModule[]): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  const taken = new Set(SERVER_VARIABLES.map(({ name }) => name));
  for (const module of modules) {
    for (const [name, schema] of Object.entries(module.variables)) {
      if (taken.has(name) || name in shape) {
        throw new Error(`${name} is declared twice (destination ${module.name})`);
      }
      shape[name] = schema as z.ZodType;
    }
  }
  return shape;
}

/** The names of every server setting: docs/configuration.md lists exactly these (tested). */
export const VARIABLE_NAMES: readonly string[] = [
  ...SERVER_VARIABLES.map(({ name }) => name),
  ...Object.keys(variablesOf(DESTINATIONS)),
];

function fail(
  issues: readonly Issue[],
  input: Record<string, string>,
  secrets: ReadonlySet<string>,
): never {
  const problems = issues.map(({ name, message }) => {
    // A secret is never echoed to a log.
    const got = secrets.has(name) ? "" : `, got "${input[name] ?? ""}"`;
    return `Invalid ${name}: ${message}${got}`;
  });
  throw new ConfigError(problems.join("\n"));
}

/**
 * The server's settings from `environment`. `modules` are the destinations it knows (the list
 * in server/destinations/index.ts; a test may add its own): their variables are read with the
 * server's, and each says from them whether it is on.
 */
export function loadConfig(
  environment: Env = process.env,
  modules: readonly DestinationModule[] = DESTINATIONS,
): Config {
  const destinationVariables = z.object(variablesOf(modules));
  const secrets = new Set([
    ...SERVER_VARIABLES.filter((variable) => variable.secret).map(({ name }) => name),
    ...modules.flatMap((module) => module.secrets),
  ]);
  const input = rawValues(
    [...SERVER_VARIABLES.map(({ name }) => name), ...Object.keys(destinationVariables.shape)],
    environment,
  );
  const { value: config, issues } = parseSettings(settings, input);
  const values = destinationVariables.safeParse(input);
  if (!values.success) {
    for (const issue of values.error.issues) {
      issues.push({ name: String(issue.path[0]), message: issue.message });
    }
  }
  if (issues.length > 0 || !values.success) fail(issues, input, secrets);

  const shared: SharedSettings = {
    mailTo: config.mailTo,
    mailFrom: config.mailFrom,
    smtp: { url: config.smtpUrl, allowPlaintext: config.smtpAllowPlaintext },
    retentionMs: config.store.retentionMs,
    siteUrl: config.siteUrl,
    localOrigin: `http://localhost:${config.port}`,
    dataDir: config.dataDir,
    contentDir: config.contentDir,
  };
  const problem = (name: string, message: string) => issues.push({ name, message });
  const active = modules.flatMap((module) => module.configure(values.data, shared, problem) ?? []);
  previewClashes(config, problem);
  if (issues.length > 0) fail(issues, input, secrets);
  return { ...config, destinations: { modules, active, shared } };
}
