import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { describe, expect, it } from "vitest";
import { testBuildEnv } from "../support/site-today.ts";

// A release build (RELEASE=1 with a public SITE_URL: docs/launch.md) of the content as it
// ships stops before rendering a page, listing what `npm run check:launch` lists, line for
// line. (That a development build of the same content passes is every other build test.)

const ORIGIN = "https://www.nuvora-health.in";
/** The server's settings, set: check:launch then lists only what a release build refuses. */
const SERVER_SET = {
  MAIL_TO: "enquiries@nuvora-health.in",
  SCHEDULER_URL: "https://calendly.com/nuvora-health/30min",
};

/** The problem lines of a command's output, each `<where in the editor> → <field>: <what is wrong>`. */
const problemLines = (output: string) =>
  stripVTControlCharacters(output)
    .split("\n")
    .filter((line) => /^ {2}\S.* → [^:]+: \S/.test(line) || /^ {2}build environment: /.test(line))
    .map((line) => line.trim());

describe("a release build", { timeout: 120_000 }, () => {
  it("of the shipped content stops before any page, listing what check:launch lists", () => {
    const check = spawnSync(process.execPath, ["scripts/check-launch.ts"], {
      env: { PATH: process.env.PATH, SITE_URL: ORIGIN, ...SERVER_SET },
      encoding: "utf8",
    });
    // the shipped content carries samples; once the owner has replaced them all, check:launch
    // passes, there is no list to compare and a release builds the site (the deploy job's)
    if (check.status === 0) return;
    const listed = problemLines(`${check.stdout}${check.stderr}`);
    expect(listed.length, check.stderr).toBeGreaterThan(0);

    const out = mkdtempSync(join(tmpdir(), "release-"));
    try {
      const started = Date.now();
      const build = spawnSync(join("node_modules", ".bin", "astro"), ["build"], {
        env: { ...testBuildEnv(), BUILD_DIR: out, RELEASE: "1", SITE_URL: ORIGIN },
        encoding: "utf8",
        timeout: 110_000,
      });
      const took = Date.now() - started;
      const output = stripVTControlCharacters(`${build.stdout}${build.stderr}`);
      expect(build.status, output).not.toBe(0);
      expect(output).toContain("Release build refused (RELEASE=1 or a public SITE_URL)");
      expect(problemLines(output)).toEqual(listed);
      // the list and a stop, in the editor's words: no crash report, no file or list index
      expect(output).not.toMatch(/unhandled error|^\s+at /m);
      expect(listed.join("\n")).not.toMatch(/content\/|\.\d+\./);
      // before rendering: not one page written, no release marker for the deploy
      expect(existsSync(join(out, "client", "index.html"))).toBe(false);
      expect(existsSync(join(out, "release"))).toBe(false);
      console.log(`release build refused in ${(took / 1000).toFixed(1)} s`);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
