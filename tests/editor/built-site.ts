import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePorts } from "../support/free-ports.ts";
import { startServer } from "../support/server-process.ts";
import { testBuildEnv } from "../support/site-today.ts";

/**
 * Builds the site from the checkout's content/ (or the CONTENT_DIR in `env`) into a folder of
 * its own, as of the tests' day, and serves it.
 */
export async function buildAndServe(env: Record<string, string> = {}) {
  const buildDir = mkdtempSync(join(tmpdir(), "site-build-"));
  const build = spawnSync(join("node_modules", ".bin", "astro"), ["build"], {
    env: { ...testBuildEnv(), BUILD_DIR: buildDir, KEYSTATIC: "", ...env },
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(`the build failed:\n${build.stdout}${build.stderr}`);
  const [port] = await freePorts(1);
  const dataDir = mkdtempSync(join(tmpdir(), "editor-data-"));
  const server = await startServer({ PORT: String(port), BUILD_DIR: buildDir, DATA_DIR: dataDir });
  return {
    url: server.url,
    buildDir,
    close: async () => {
      await server.stop();
      for (const dir of [buildDir, dataDir]) rmSync(dir, { recursive: true, force: true });
    },
  };
}
