import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

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
    });
    expect(config.schedulerUrl).toMatch(/^https:\/\//);
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
    });
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
  ])("rejects a malformed %s naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
