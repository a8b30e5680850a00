// `npm run check`: the quick loop, under a minute here. Lint and formatting (cached), types
// (incremental), and the unit tests that need no server and no build: the integration files,
// the build's tests and the test files that start PostgreSQL are left to `npm test`.
// Arguments go to Vitest (`npm run check -- --changed`: only the tests a change touches).
import { spawn } from "node:child_process";
import { globSync, readFileSync } from "node:fs";

const cache = "node_modules/.cache";

/** Test files that start a server of their own (PostgreSQL, through the test helpers). */
const startsServers = globSync(
  "{app,common,server,scripts,integrations}/**/*.test.{ts,tsx}",
).filter((file) => /tests\/support\/(postgres|test-stores)\.ts/.test(readFileSync(file, "utf8")));

/** Lint, formatting and types: each one process on one core, run side by side. */
const checks: [string, string[]][] = [
  ["eslint", ["--cache", "--cache-location", `${cache}/eslint/`, "."]],
  ["prettier", ["--check", "--cache", "--log-level", "warn", "."]],
  ["tsc", ["--incremental", "--tsBuildInfoFile", `${cache}/tsc/check.tsbuildinfo`]],
];
/** The unit tests, on every core, after them. */
const tests: [string, string[]] = [
  "vitest",
  [
    "run",
    ...["**/*.integration.test.ts", "tests/build/**", ...startsServers].flatMap((pattern) => [
      "--exclude",
      pattern,
    ]),
    ...process.argv.slice(2),
  ],
];

function run([tool, args]: [string, string[]]): Promise<number> {
  const start = Date.now();
  return new Promise((resolve) => {
    spawn(tool, args, { stdio: "inherit" }).on("close", (code) => {
      console.log(`[check] ${tool}: ${((Date.now() - start) / 1000).toFixed(1)} s`);
      resolve(code ?? 1);
    });
  });
}

const failed = (await Promise.all(checks.map(run))).find((code) => code !== 0);
if (failed !== undefined) process.exit(failed);
process.exit(await run(tests));
