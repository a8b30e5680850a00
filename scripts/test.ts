// `npm test`: every stage in order, stopping at the first that fails, each one's duration
// printed as it ends and all of them at the end, so a run that grows slower shows where
// (CI must stay under 25 minutes on a 2-core machine: docs/testing.md).
import { spawnSync } from "node:child_process";

const stages = ["lint", "typecheck", "build:test", "test:unit", "test:e2e", "test:editor"];
const npm = process.env.npm_execpath;
const times: string[] = [];
const started = Date.now();
const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;

for (const stage of stages) {
  const start = Date.now();
  // npm's own CLI, run by this Node (the project's), as `npm run <stage>` would be
  const run = npm
    ? spawnSync(process.execPath, [npm, "run", stage], { stdio: "inherit" })
    : spawnSync("npm", ["run", stage], { stdio: "inherit" });
  const took = Date.now() - start;
  times.push(`  ${stage.padEnd(12)} ${minutes(took)}${run.status === 0 ? "" : "  FAILED"}`);
  console.log(`\n[npm test] ${stage}: ${minutes(took)}\n`);
  if (run.status !== 0) break;
}

console.log(
  `[npm test] stages:\n${times.join("\n")}\n  ${"total".padEnd(12)} ${minutes(Date.now() - started)}`,
);
process.exit(times.some((line) => line.endsWith("FAILED")) ? 1 : 0);
