// `npm run build:test`: what `npm run build` does, as of the tests' day (site-today.ts), into
// BUILD_DIR (default build/), then the editor served on EDITOR_ORIGIN (npm run build:editor,
// into build/editor/: tests/build/editor-build.test.ts). `npm test` builds with it, and the
// tests refuse any other build.
import { spawnSync } from "node:child_process";
import { testBuildEnv } from "./site-today.ts";

const run = spawnSync(process.execPath, ["node_modules/astro/bin/astro.mjs", "build"], {
  stdio: "inherit",
  env: testBuildEnv(),
});
if (run.status !== 0) process.exit(run.status ?? 1);
const editor = spawnSync(
  process.execPath,
  ["node_modules/vite/bin/vite.js", "build", "-c", "editor/vite.config.ts"],
  { stdio: "inherit", env: testBuildEnv() },
);
process.exit(editor.status ?? 1);
