import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConfigError, loadConfig, VARIABLE_NAMES, type Config } from "./config.ts";

/** A destination's settings, when it is on. */
const settingsOf = (config: Config, name: string) =>
  config.destinations.active.find((destination) => destination.name === name)?.settings;

describe("loadConfig", () => {
  it("has safe defaults with an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      buildDir: "build",
      dataDir: "./data",
      smtpUrl: undefined,
      mailTo: "info@example.com",
      mailFrom: "no-reply@example.com",
      rateLimitMax: 5,
      allowedOrigins: [],
      logLevel: "info",
      trustProxy: false,
      smtpAllowPlaintext: false,
      http: { requestTimeoutMs: 120_000, idleTimeoutMs: 30_000, maxConnections: 1000 },
    });
    expect(config.schedulerUrl).toMatch(/^https:\/\//);
    expect(config.store.retentionMs).toBe(30 * 86_400_000);
  });

  it("serves no metrics and sends no alerts unless asked; alerts after 15 minutes", () => {
    expect(loadConfig({}).metrics).toMatchObject({
      port: undefined,
      host: "127.0.0.1",
      alertWebhookUrl: undefined,
      alertAfterMs: 15 * 60_000,
    });
    expect(loadConfig({ METRICS_PORT: "9464", ALERT_AFTER_MIN: "5" }).metrics).toMatchObject({
      port: 9464,
      alertAfterMs: 5 * 60_000,
    });
  });

  it("sends no webhook unless asked; with one, its secret is required and never echoed", () => {
    expect(settingsOf(loadConfig({}), "webhook")).toBeUndefined();
    expect(
      settingsOf(
        loadConfig({
          WEBHOOK_URL: "https://hooks.example.com/catch/1",
          WEBHOOK_SECRET: "0123456789abcdef",
        }),
        "webhook",
      ),
    ).toEqual({
      url: "https://hooks.example.com/catch/1",
      secret: "0123456789abcdef",
      includeFiles: false,
      timeoutMs: 10_000,
    });
    expect(
      settingsOf(
        loadConfig({
          WEBHOOK_URL: "http://127.0.0.1:8080/relay",
          WEBHOOK_SECRET: "0123456789abcdef",
          WEBHOOK_INCLUDE_FILES: "1",
          WEBHOOK_TIMEOUT_MS: "2500",
        }),
        "webhook",
      ),
    ).toMatchObject({ includeFiles: true, timeoutMs: 2500 });
    expect(() => loadConfig({ WEBHOOK_URL: "https://hooks.example.com/x" })).toThrow(
      /Invalid WEBHOOK_SECRET: required when WEBHOOK_URL is set/,
    );
    const short = () =>
      loadConfig({ WEBHOOK_URL: "https://hooks.example.com/x", WEBHOOK_SECRET: "short-secret" });
    expect(short).toThrow(/Invalid WEBHOOK_SECRET: expected at least 16 characters/);
    expect(short).not.toThrow(/short-secret/);
  });

  it("sends no acknowledgement unless ACK_FROM is set; with it, SITE_URL and the words are required", () => {
    expect(settingsOf(loadConfig({}), "acknowledgement")).toBeUndefined();
    const ack = settingsOf(
      loadConfig({ ACK_FROM: "no-reply@clinic.test", SITE_URL: "https://www.clinic.test" }),
      "acknowledgement",
    );
    expect(ack).toMatchObject({
      from: "no-reply@clinic.test",
      fromName: "Nuvora",
      replyTo: "info@example.com",
      privacyUrl: "https://www.clinic.test/privacy",
      content: { quote: { subject: expect.any(String) } },
    });
    expect(() => loadConfig({ ACK_FROM: "no-reply@clinic.test" })).toThrow(
      /^Invalid SITE_URL: required when ACK_FROM is set/,
    );
    expect(() =>
      loadConfig({
        ACK_FROM: "no-reply@clinic.test",
        SITE_URL: "https://www.clinic.test",
        CONTENT_DIR: "/nonexistent-content",
      }),
    ).toThrow(/^Invalid CONTENT_DIR: no file \/nonexistent-content\/acknowledgement\//);
  });

  it("takes security-pack requests, its links on SITE_URL or the server's own address; its key's length checked, never echoed", () => {
    // a fresh `npm start` takes a request end to end: the links on http://localhost:PORT
    expect(settingsOf(loadConfig({ PORT: "3100" }), "document-request")).toMatchObject({
      siteUrl: "http://localhost:3100",
    });
    const pack = settingsOf(
      loadConfig({ SITE_URL: "https://www.clinic.test", DATA_DIR: "/srv/site" }),
      "document-request",
    );
    expect(pack).toMatchObject({
      siteUrl: "https://www.clinic.test",
      documentsDir: "/srv/site/documents",
      secret: undefined,
      downloadLimit: 3,
    });
    const secret = "short-pack-secret";
    expect(() => loadConfig({ SECURITY_PACK_SECRET: secret })).toThrow(
      /^Invalid SECURITY_PACK_SECRET: expected at least 32 characters$/,
    );
    expect(() => loadConfig({ SECURITY_PACK_SECRET: secret })).not.toThrow(secret);
    expect(() => loadConfig({ SECURITY_PACK_DOWNLOADS: "0" })).toThrow(/SECURITY_PACK_DOWNLOADS/);
    expect(() =>
      loadConfig({ SITE_URL: "https://www.clinic.test", CONTENT_DIR: "/nonexistent-content" }),
    ).toThrow(/Invalid CONTENT_DIR: no file \/nonexistent-content\/settings\/non-disclosure\.yaml/);
  });

  it("reads OUTBOX_RETENTION_DAYS in days, 0 included", () => {
    expect(loadConfig({ OUTBOX_RETENTION_DAYS: "7" }).store.retentionMs).toBe(7 * 86_400_000);
    expect(loadConfig({ OUTBOX_RETENTION_DAYS: "0" }).store.retentionMs).toBe(0);
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      SMTP_URL: "smtp://user:pass@127.0.0.1:2525",
      MAIL_TO: "hello@clinic.test",
      MAIL_FROM: "web@clinic.test",
      DATA_DIR: "/var/lib/site",
      RATE_LIMIT_MAX: "0",
      ALLOWED_ORIGINS: "https://www.clinic.test, http://localhost:5173",
      SCHEDULER_URL: "https://cal.example.org/team/demo",
      BUILD_DIR: "/srv/site",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "2",
      SMTP_ALLOW_PLAINTEXT: "1",
      HTTP_REQUEST_TIMEOUT_MS: "5000",
      HTTP_IDLE_TIMEOUT_MS: "2000",
      MAX_CONNECTIONS: "10",
    });
    expect(config).toMatchObject({
      port: 8080,
      smtpUrl: "smtp://user:pass@127.0.0.1:2525",
      mailTo: "hello@clinic.test",
      mailFrom: "web@clinic.test",
      dataDir: "/var/lib/site",
      rateLimitMax: 0,
      allowedOrigins: ["https://www.clinic.test", "http://localhost:5173"],
      schedulerUrl: "https://cal.example.org/team/demo",
      buildDir: "/srv/site",
      logLevel: "warn",
      trustProxy: 2,
      smtpAllowPlaintext: true,
      http: { requestTimeoutMs: 5000, idleTimeoutMs: 2000, maxConnections: 10 },
    });
  });

  it("reads TRUST_PROXY as a hop count or a list of proxies, never 'trust all'", () => {
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 10.1.0.0/16,loopback" }).trustProxy).toEqual([
      "10.0.0.1",
      "10.1.0.0/16",
      "loopback",
    ]);
    expect(loadConfig({ TRUST_PROXY: "::1" }).trustProxy).toEqual(["::1"]);
  });

  it("names every bad variable at once", () => {
    expect(() => loadConfig({ PORT: "x", LOG_LEVEL: "loud" })).toThrow(
      /Invalid PORT: .*\nInvalid LOG_LEVEL/s,
    );
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["SMTP_URL", "not a url"],
    ["SMTP_URL", "http://relay.example.com"],
    ["MAIL_TO", "nobody"],
    ["MAIL_FROM", "a@b.c\r\nBcc: x@y.z"],
    ["RATE_LIMIT_MAX", "-1"],
    ["ALLOWED_ORIGINS", "https://ok.example.com,ftp://bad"],
    ["ALLOWED_ORIGINS", "https://site.example.com/path"],
    ["SCHEDULER_URL", "javascript:alert(1)"],
    ["LOG_LEVEL", "verbose"],
    ["OUTBOX_RETENTION_DAYS", "30d"],
    ["OUTBOX_RETENTION_DAYS", "-1"],
    ["OUTBOX_RETENTION_DAYS", "3651"],
    ["TRUST_PROXY", "true"],
    ["TRUST_PROXY", "11"],
    ["TRUST_PROXY", "10.0.0.1/33"],
    ["TRUST_PROXY", "proxy.example.com"],
    ["SMTP_ALLOW_PLAINTEXT", "yes please"],
    ["HTTP_REQUEST_TIMEOUT_MS", "10"],
    ["MAX_CONNECTIONS", "0"],
    ["MAIL_TO", "a\u001b]0;x\u0007@b.example"],
    ["METRICS_PORT", "0"],
    ["METRICS_PORT", "nine"],
    ["ALERT_WEBHOOK_URL", "file:///etc/passwd"],
    ["ALERT_AFTER_MIN", "0"],
    ["WEBHOOK_URL", "ftp://hooks.example.com/x"],
    ["WEBHOOK_URL", "http://hooks.example.com/in-clear"],
    ["WEBHOOK_URL", "https://user:pass@hooks.example.com/x"],
    ["WEBHOOK_INCLUDE_FILES", "maybe"],
    ["WEBHOOK_TIMEOUT_MS", "10"],
    ["SPAM_CHECK", "maybe"],
    ["SPAM_HMAC_KEY", "too short"],
    ["SPAM_CHALLENGE_TTL_S", "5"],
    ["SPAM_DIFFICULTY", "10"],
    ["UNVERIFIED_MAX_PER_HOUR", "-1"],
    ["ACK_FROM", "Nuvora <no-reply@clinic.test>"],
    ["ACK_REPLY_TO", "sales@clinic.test\r\nBcc: x@y.z"],
    ["SITE_URL", "https://www.clinic.test/en/"],
    ["SITE_URL", "ftp://www.clinic.test"],
  ])("rejects a malformed %s naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});

describe("the spam check's settings", () => {
  it("is on by default, with a key kept in the store and 3 unverified posts an hour", () => {
    expect(loadConfig({}).spam).toEqual({
      enabled: true,
      hmacKey: undefined,
      challengeTtlMs: 1_200_000,
      difficulty: 50_000,
      unverifiedMaxPerHour: 3,
    });
    expect(
      loadConfig({
        SPAM_CHECK: "off",
        SPAM_HMAC_KEY: "k".repeat(32),
        SPAM_CHALLENGE_TTL_S: "300",
        SPAM_DIFFICULTY: "200000",
        UNVERIFIED_MAX_PER_HOUR: "0",
      }).spam,
    ).toEqual({
      enabled: false,
      hmacKey: "k".repeat(32),
      challengeTtlMs: 300_000,
      difficulty: 200_000,
      unverifiedMaxPerHour: 0,
    });
  });

  it("never echoes SPAM_HMAC_KEY", () => {
    expect(() => loadConfig({ SPAM_HMAC_KEY: "short-secret" })).toThrow(
      /^Invalid SPAM_HMAC_KEY: expected at least 32 characters$/,
    );
  });
});

describe("docs/configuration.md", () => {
  it("lists every server setting in its table, and nothing else", () => {
    const rows = documented(readFileSync(join(process.cwd(), "docs", "configuration.md"), "utf8"));
    expect(rows.toSorted()).toEqual([...VARIABLE_NAMES].toSorted());
  });
});

/** The variables docs/configuration.md's table lists. */
function documented(doc: string): string[] {
  return [...doc.matchAll(/^\| `([A-Z][A-Z0-9_]*)` +\|/gm)].map((match) => match[1]!);
}

// Adding a setting is one entry in config.ts and one row in docs/configuration.md (issue 45,
// decision 0034): in a copy of the server with exactly that entry added, the setting is read,
// converted, typed in `Config`, refused by name when malformed, and the docs test asks for its
// row until it is there. Nothing else is changed.
describe("a setting added as one entry in config.ts and one row in the docs", () => {
  const ENTRY = `    greetingDelayMs: env("GREETING_DELAY_S", int(0, 600, 2).transform((s) => s * 1000)),\n`;
  const ROW = "| `GREETING_DELAY_S` | `2` | seconds before the greeting |\n";
  const PROBE = `import { loadConfig, VARIABLE_NAMES } from "./server/config.ts";
const delay: number = loadConfig({ GREETING_DELAY_S: "7" }).greetingDelayMs;
let refused = "";
try { loadConfig({ GREETING_DELAY_S: "soon" }); } catch (error) { refused = String(error); }
console.log(JSON.stringify({ delay, unset: loadConfig({}).greetingDelayMs, refused, names: VARIABLE_NAMES }));
`;

  it("is read, checked, typed and documented with nothing else changed", () => {
    const copy = mkdtempSync(join(tmpdir(), "new-setting-"));
    try {
      for (const source of ["server", "common", "docs", "package.json", "tsconfig.json"]) {
        cpSync(source, join(copy, source), { recursive: true });
      }
      symlinkSync(join(process.cwd(), "node_modules"), join(copy, "node_modules"));
      // the server reads the owner's content at start (the security pack's documents and terms)
      symlinkSync(join(process.cwd(), "content"), join(copy, "content"));
      const config = join(copy, "server", "config.ts");
      const code = readFileSync(config, "utf8");
      const anchor = code.indexOf("    port: env(");
      expect(anchor).toBeGreaterThan(0);
      writeFileSync(config, code.slice(0, anchor) + ENTRY + code.slice(anchor));
      writeFileSync(join(copy, "probe.ts"), PROBE);

      const run = spawnSync(process.execPath, ["probe.ts"], { cwd: copy, encoding: "utf8" });
      expect(run.stderr).toBe("");
      const seen = JSON.parse(run.stdout) as {
        delay: number;
        unset: number;
        refused: string;
        names: string[];
      };
      expect(seen).toMatchObject({ delay: 7000, unset: 2000 });
      expect(seen.refused).toMatch(
        /^ConfigError: Invalid GREETING_DELAY_S: expected a whole number/,
      );

      // the docs test fails without the row, and passes with it
      const docs = join(copy, "docs", "configuration.md");
      const doc = readFileSync(docs, "utf8");
      expect(documented(doc).toSorted()).not.toEqual(seen.names.toSorted());
      const table = doc.indexOf("| `PORT`");
      writeFileSync(docs, doc.slice(0, table) + ROW + doc.slice(table));
      expect(documented(readFileSync(docs, "utf8")).toSorted()).toEqual(seen.names.toSorted());

      // the type is inferred: `greetingDelayMs` is a number of Config without a line for it
      writeFileSync(
        join(copy, "tsconfig.probe.json"),
        JSON.stringify({ extends: "./tsconfig.json", include: ["probe.ts"] }),
      );
      const tsc = join(process.cwd(), "node_modules", "typescript", "bin", "tsc");
      const typed = spawnSync(process.execPath, [tsc, "-p", "tsconfig.probe.json"], {
        cwd: copy,
        encoding: "utf8",
      });
      expect(typed.stdout + typed.stderr).toBe("");
      expect(typed.status).toBe(0);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 60_000);
});
