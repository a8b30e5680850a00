// `npm run build:test`: what `npm run build` does, as of the tests' day (site-today.ts), into
// BUILD_DIR (default build/). `npm test` builds with it, and the tests refuse any other build.
import { spawnSync } from "node:child_process";
import { testBuildEnv } from "./site-today.ts";

const run = spawnSync(process.execPath, ["node_modules/astro/bin/astro.mjs", "build"], {
  stdio: "inherit",
  env: testBuildEnv(),
});
process.exit(run.status ?? 1);
