// Every setting of the server comes from an environment variable with a safe default.
// A malformed value stops the server at start with a message naming the variable.

export interface Config {
  port: number;
  host: string;
  /** build output of `react-router build`; the site is served from `<buildDir>/client` */
  buildDir: string;
  /** where the outbox keeps submissions */
  dataDir: string;
  /** SMTP relay; unset = keep messages in the outbox */
  smtpUrl: string | undefined;
  /** the company inbox, and the only accepted receiver_address */
  mailTo: string;
  mailFrom: string;
  /** submissions per client per minute; 0 turns the limit off */
  rateLimitMax: number;
  /** origins, besides the server's own, whose pages may post the forms */
  allowedOrigins: readonly string[];
  /** third-party scheduling page opened by Request a Demo */
  schedulerUrl: string;
  /** outbox delivery retries: first delay (doubling), longest delay, give-up lifetime */
  outbox: { minDelayMs: number; maxDelayMs: number; lifetimeMs: number };
  /** where the outbox lives and what guards it (see outboxStoreConfig below) */
  store: OutboxStoreConfig;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

type Env = Record<string, string | undefined>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function fail(name: string, problem: string): never {
  throw new ConfigError(`Invalid ${name}: ${problem}`);
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) fail(name, `expected a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) fail(name, `expected ${min}–${max}, got ${value}`);
  return value;
}

function email(env: Env, name: string, fallback: string): string {
  const value = read(env, name) ?? fallback;
  if (!EMAIL.test(value) || /[\r\n]/.test(value)) fail(name, `"${value}" is not an e-mail address`);
  return value;
}

function url(env: Env, name: string, protocols: readonly string[]): URL | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    fail(name, `"${raw}" is not a URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    fail(name, `expected a ${protocols.join(" or ")} URL, got "${parsed.protocol}"`);
  }
  return parsed;
}

function origins(env: Env, name: string): string[] {
  const raw = read(env, name);
  if (raw === undefined) return [];
  return raw
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      let parsed: URL;
      try {
        parsed = new URL(item);
      } catch {
        fail(name, `"${item}" is not an origin such as https://www.example.com`);
      }
      if (
        !["http:", "https:"].includes(parsed.protocol) ||
        parsed.origin !== item.replace(/\/$/, "")
      ) {
        fail(name, `"${item}" is not an origin such as https://www.example.com`);
      }
      return parsed.origin;
    });
}

// --- Outbox store and its guards (issue 9) ---------------------------------------------
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
}

export function outboxStoreConfig(env: Env): OutboxStoreConfig {
  const MB = 1024 * 1024;
  return {
    databaseUrl: url(env, "DATABASE_URL", ["postgres:", "postgresql:"])?.href,
    leaseMs: integer(env, "OUTBOX_LEASE_MS", 60_000, 1_000, 3_600_000),
    timeoutMs: integer(env, "OUTBOX_STORE_TIMEOUT_MS", 3_000, 100, 60_000),
    minFreeBytes: integer(env, "OUTBOX_MIN_FREE_MB", 512, 0, 10_000_000) * MB,
    maxBytes: integer(env, "OUTBOX_MAX_MB", 2_048, 0, 10_000_000) * MB,
    maxPerMinute: integer(env, "OUTBOX_MAX_PER_MINUTE", 60, 0, 1_000_000),
    shutdownMs: integer(env, "OUTBOX_SHUTDOWN_MS", 10_000, 0, 600_000),
  };
}

export function loadConfig(env: Env = process.env): Config {
  const mailTo = email(env, "MAIL_TO", "info@example.com");
  return {
    port: integer(env, "PORT", 3000, 0, 65535),
    host: read(env, "HOST") ?? "0.0.0.0",
    buildDir: read(env, "BUILD_DIR") ?? "build",
    dataDir: read(env, "DATA_DIR") ?? "./data",
    smtpUrl: url(env, "SMTP_URL", ["smtp:", "smtps:"])?.href,
    mailTo,
    mailFrom: email(env, "MAIL_FROM", `no-reply@${mailTo.split("@")[1] ?? "example.com"}`),
    rateLimitMax: integer(env, "RATE_LIMIT_MAX", 5, 0, 1_000_000),
    allowedOrigins: origins(env, "ALLOWED_ORIGINS"),
    schedulerUrl:
      url(env, "SCHEDULER_URL", ["https:", "http:"])?.href ?? "https://calendly.com/example/30min",
    outbox: {
      minDelayMs: integer(env, "OUTBOX_RETRY_MIN_MS", 2_000, 10, 3_600_000),
      maxDelayMs: integer(env, "OUTBOX_RETRY_MAX_MS", 3_600_000, 10, 86_400_000),
      lifetimeMs: integer(env, "OUTBOX_LIFETIME_HOURS", 120, 1, 8_760) * 3_600_000,
    },
    store: outboxStoreConfig(env),
  };
}
