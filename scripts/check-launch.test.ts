import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { currentLaunchContent, launchReport } from "./check-launch.ts";

// The rules are tested on fixtures in launch-rules.test.ts; here, the command on the content
// as it ships (tests/build/release-build.test.ts: a release build refuses the same list).

const SERVER_SET = {
  MAIL_TO: "enquiries@meridianhealth.in",
  SCHEDULER_URL: "https://calendly.com/meridian-health/30min",
};

describe("check:launch", () => {
  it("lists the shipped content's placeholders, each naming its file and field", () => {
    const report = launchReport(currentLaunchContent(), {});
    expect(report.ok).toBe(false);
    const lines = report.text.split("\n").filter((line) => line.startsWith("  "));
    for (const line of lines) {
      expect(line).toMatch(
        /^ {2}(content\/[\w/.-]+\.(ya?ml|md)|build environment|server environment): [\w.]+: \S/,
      );
    }
    const fields = lines.map((line) => line.trim().split(": ").slice(0, 2).join(": "));
    expect(fields).toEqual(
      expect.arrayContaining([
        "content/settings/company.yaml: email",
        "content/settings/company.yaml: phones.0.number",
        "content/settings/company.yaml: registration.cin",
        "content/settings/company.yaml: registration.gstin",
        "content/settings/company.yaml: legalName",
        "content/products/acumed-ai.yaml: validation.sample",
        "build environment: SITE_URL",
        "server environment: MAIL_TO",
        "server environment: SCHEDULER_URL",
      ]),
    );
  });

  it("says when the server's settings are set and the origin is public, and lists the content still", () => {
    const report = launchReport(currentLaunchContent(), {
      SITE_URL: "https://www.meridianhealth.in",
      ...SERVER_SET,
    });
    expect(report.text).toContain("The server's settings are set.");
    expect(report.text).not.toMatch(/environment: /);
    expect(report.text).toMatch(/problem\(s\) a release build refuses/);
  });

  it("the command exits non-zero on today's placeholders, named as the editor names them", async () => {
    const run = promisify(execFile);
    const script = new URL("./check-launch.ts", import.meta.url).pathname;
    const failed = await run(process.execPath, [script], { env: { PATH: process.env.PATH } }).then(
      () => undefined,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failed?.code).toBe(1);
    // in the editor's words (scripts/editor-labels.ts): the form, the entry, the field; no index
    expect(failed?.stderr).toContain("  Company details → Contact e-mail: info@example.com");
    expect(failed?.stderr).toContain(
      "  Company details → Phone numbers → “Sales” → Number: +91 80 5550 0101 (Sales)",
    );
    expect(failed?.stderr).not.toMatch(/content\/|\.\d+\./);
    expect(failed?.stderr).toContain("build environment: SITE_URL: unset");
  });
});
