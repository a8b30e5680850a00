// `npm run check`: the quick loop, under a minute here. Lint and formatting (cached), types
// (incremental), and the unit tests that need no server and no build: the integration files,
// the build's tests and the test files that start PostgreSQL are left to `npm test`.
// Arguments go to Vitest (`npm run check -- --changed`: only the tests a change touches).
import { spawnSync } from "node:child_process";
import { globSync, readFileSync } from "node:fs";

const cache = "node_modules/.cache";

/** Test files that start a server of their own (PostgreSQL, through the test helpers). */
const startsServers = globSync(
  "{app,common,server,scripts,integrations}/**/*.test.{ts,tsx}",
).filter((file) => /tests\/support\/(postgres|test-stores)\.ts/.test(readFileSync(file, "utf8")));

const steps: [string, string[]][] = [
  ["eslint", ["--cache", "--cache-location", `${cache}/eslint/`, "."]],
  ["prettier", ["--check", "--cache", "--log-level", "warn", "."]],
  ["tsc", ["--incremental", "--tsBuildInfoFile", `${cache}/tsc/check.tsbuildinfo`]],
  [
    "vitest",
    [
      "run",
      ...["**/*.integration.test.ts", "tests/build/**", ...startsServers].flatMap((pattern) => [
        "--exclude",
        pattern,
      ]),
      ...process.argv.slice(2),
    ],
  ],
];

for (const [tool, args] of steps) {
  const start = Date.now();
  const run = spawnSync(tool, args, { stdio: "inherit" });
  console.log(`[check] ${tool}: ${((Date.now() - start) / 1000).toFixed(1)} s`);
  if (run.status !== 0) process.exit(run.status ?? 1);
}
