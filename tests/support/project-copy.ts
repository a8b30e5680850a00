import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import { testBuildEnv } from "./site-today.ts";

// For the tests that add something to a copy of the project and build it (tests/build/
// new-page, new-collection): "nothing else is changed" holds only if the copy is the project.

/** What a build of the site reads. */
const SOURCES = [
  "app",
  "common",
  "content",
  "integrations",
  "public",
  "scripts",
  "editor",
  "astro.config.ts",
  // the build names launch problems in the editor's words, read from its forms (decision 0032)
  "keystatic.config.ts",
  "package.json",
  "tsconfig.json",
];

/** A fresh temporary folder for a copy (made when the test file is read, filled in beforeAll). */
export const copyFolder = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));

/**
 * Copies the project's sources into `copy`. The packages are shared, one link each, but not
 * Astro's cache (node_modules/.astro): the copy's data store goes there, and must be the
 * copy's, not the worktree's.
 */
export function copyProject(copy: string): void {
  for (const source of SOURCES) cpSync(source, join(copy, source), { recursive: true });
  mkdirSync(join(copy, "node_modules"));
  for (const name of readdirSync("node_modules").filter((name) => name !== ".astro")) {
    symlinkSync(join(process.cwd(), "node_modules", name), join(copy, "node_modules", name));
  }
}

/**
 * Runs `astro <args>` in the copy, reading the copy's content, with the test build's
 * environment (and `env`); fails the test with Astro's output. Returns the environment used.
 */
export function astroInCopy(
  copy: string,
  args: readonly string[],
  timeoutMs: number,
  env: Record<string, string> = {},
): NodeJS.ProcessEnv {
  const used = { ...testBuildEnv(), CONTENT_DIR: join(copy, "content"), ...env };
  const run = spawnSync(join(copy, "node_modules/.bin/astro"), args, {
    cwd: copy,
    env: used,
    encoding: "utf8",
    timeout: timeoutMs,
  });
  expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
  return used;
}
