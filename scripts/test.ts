// `npm test`: every stage, stopping at the first that fails, each one's duration printed as
// it ends and all of them at the end, so a run that grows slower shows where (CI must stay
// under 25 minutes on a 2-core machine: docs/testing.md). Lint needs nothing from the others
// and ESLint and TypeScript are single-threaded, so lint runs beside typecheck-then-build
// (those two stay in order: both write Astro's generated types in .astro/), each stage's
// output printed whole when it ends; the test stages that follow use both cores themselves
// and run one after another.
import { spawn } from "node:child_process";

/** Phases in order; a phase's lanes run side by side, each lane's stages in order. */
const phases = [
  [["lint"], ["typecheck", "build:test"]],
  [["test:unit"]],
  [["test:e2e"]],
  [["test:editor"]],
];
const npm = process.env.npm_execpath;
const times: string[] = [];
const started = Date.now();
const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;

interface Ran {
  stage: string;
  ok: boolean;
  took: number;
}

/** `npm run <stage>` by this Node (the project's); its output shown live or, beside others, whole at its end. */
function run(stage: string, alone: boolean): Promise<Ran> {
  const start = Date.now();
  const [command, args] = npm ? [process.execPath, [npm, "run", stage]] : ["npm", ["run", stage]];
  const child = spawn(command, args as string[], {
    stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
  });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const took = Date.now() - start;
      if (!alone) process.stdout.write(Buffer.concat(output));
      console.log(`\n[npm test] ${stage}: ${minutes(took)}\n`);
      resolve({ stage, ok: code === 0, took });
    });
  });
}

/** A lane's stages in order, up to the first that fails. */
async function lane(stages: readonly string[], alone: boolean): Promise<Ran[]> {
  const ran: Ran[] = [];
  for (const stage of stages) {
    ran.push(await run(stage, alone));
    if (!ran.at(-1)!.ok) break;
  }
  return ran;
}

let failed = false;
for (const phase of phases) {
  const results = (
    await Promise.all(phase.map((stages) => lane(stages, phase.length === 1)))
  ).flat();
  for (const { stage, ok, took } of results) {
    times.push(`  ${stage.padEnd(12)} ${minutes(took)}${ok ? "" : "  FAILED"}`);
  }
  if (results.some((result) => !result.ok)) {
    failed = true;
    break;
  }
}

console.log(
  `[npm test] stages:\n${times.join("\n")}\n  ${"total".padEnd(12)} ${minutes(Date.now() - started)}`,
);
process.exit(failed ? 1 : 0);
