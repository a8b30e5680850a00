// `npm run check:content`: what a content change (an editor's save, a pull request touching
// content/) must pass, in minutes rather than the whole suite's 23 (decision 0026): the
// content's schemas (app/content, the collections' and pages' tests), the build of the site and
// the editor (the build validates every file in content/), and the page-level tests on that
// build (tests/build: every page built, its words from content, valid HTML, weight, search
// data, nothing of the editor in the site). Each step's duration is printed; the first failure stops it.
import { spawnSync } from "node:child_process";

const steps: [string, string[]][] = [
  ["content schemas", ["node_modules/vitest/vitest.mjs", "run", "app/content"]],
  ["build (site and editor)", ["tests/support/test-build.ts"]],
  [
    "page-level tests",
    [
      "node_modules/vitest/vitest.mjs",
      "run",
      "tests/build",
      // these two build fixture content of their own (a new job, a new page: 4 min here);
      // they test the build, not the content, and run in the whole suite
      ...["--exclude", "tests/build/content-build.test.ts"],
      ...["--exclude", "tests/build/new-page.test.ts"],
    ],
  ],
];

const started = Date.now();
for (const [name, args] of steps) {
  const start = Date.now();
  const run = spawnSync(process.execPath, args, { stdio: "inherit" });
  console.log(`\n[check:content] ${name}: ${((Date.now() - start) / 1000).toFixed(0)} s\n`);
  if (run.status !== 0) process.exit(run.status ?? 1);
}
console.log(`[check:content] total: ${((Date.now() - started) / 60_000).toFixed(1)} min`);
